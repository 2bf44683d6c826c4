import { parseArgs } from 'node:util';

export const DEFAULT_DEMO_REQUESTS = 400;
/** Enough for a long demo, small enough to stay well under a minute. */
export const MAX_DEMO_REQUESTS = 5000;

export const SEED_USAGE = `Usage: npm run db:seed [-- --demo [--requests N] [--force]]

  (no option)     insert missing catalogue, price and store rows (keeps edits)
  --demo          also fill the database with a made-up business of 90 days (decision 020);
                  run again, it replaces its own earlier rows and nothing else
  --requests N    how many trade-in requests the demo makes (default ${DEFAULT_DEMO_REQUESTS})
  --force         add the demo to a database that already holds real requests`;

export type TSeedArgs =
  { mode: 'catalogue' } | { mode: 'help' } | { mode: 'demo'; requests: number; force: boolean };

/** The seed's command line; throws an Error whose message says what is wrong. */
export function parseSeedArgs(argv: readonly string[]): TSeedArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      demo: { type: 'boolean' },
      force: { type: 'boolean' },
      requests: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { mode: 'help' };
  if (!values.demo) {
    if (values.force || values.requests !== undefined)
      throw new Error('--force and --requests go with --demo');
    return { mode: 'catalogue' };
  }
  let requests = DEFAULT_DEMO_REQUESTS;
  if (values.requests !== undefined) {
    requests = /^\d+$/.test(values.requests) ? Number(values.requests) : Number.NaN;
    if (!(requests >= 1 && requests <= MAX_DEMO_REQUESTS)) {
      throw new Error(`--requests must be a whole number from 1 to ${MAX_DEMO_REQUESTS}`);
    }
  }
  return { mode: 'demo', requests, force: values.force ?? false };
}
