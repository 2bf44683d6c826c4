/**
 * Creates a staff account, e.g. the first admin (decision 008: no default accounts anywhere):
 *
 *   npm run user:create -- --email you@example.com --role admin [--role engineer] [--name "…"] [--phone …]
 *
 * The password comes from USER_PASSWORD, or is asked for twice without echo in a terminal; the password
 * policy applies. Uses the configured database (DATABASE_URL, or the embedded one under DATA_DIR; stop
 * the server first when it uses the embedded one), and applies pending migrations.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ZEmailSchema, ZRoleSchema } from '#core/contracts/auth.ts';
import { normalizeThaiPhone } from '#core/phone.ts';
import { ROLES, type TRole } from '#core/roles.ts';
import { ConfigError, loadConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { createAccount } from '#server/modules/auth/accounts.ts';
import { createAuthRepository } from '#server/modules/auth/auth.repository.ts';
import { AUDIT } from '#server/modules/auth/audit.ts';
import { checkPassword } from '#server/modules/auth/password-policy.ts';

const USAGE = `Usage: npm run user:create -- --email <email> --role <role> [--role <role>…] [--name "<display name>"] [--phone <Thai phone>]

Roles: ${ROLES.join(', ')}
Password: set USER_PASSWORD, or type it when asked (in a terminal).`;

/** A failure to explain in one sentence (with the usage when the command line was wrong). */
class CliError extends Error {
  readonly showUsage: boolean;
  constructor(message: string, showUsage = false) {
    super(message);
    this.showUsage = showUsage;
  }
}

function fail(message: string): never {
  throw new CliError(message);
}

function usageError(message: string): never {
  throw new CliError(message, true);
}

interface TInput {
  email: string | null;
  phone: string | null;
  roles: TRole[];
  displayName: string;
}

function readArguments(): TInput {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        phone: { type: 'string' },
        role: { type: 'string', multiple: true },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    usageError((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.email && !values.phone) usageError('Give --email (or --phone).');
  let email: string | null = null;
  if (values.email) {
    const parsed = ZEmailSchema.safeParse(values.email);
    if (!parsed.success) usageError(`"${values.email}" is not an email address.`);
    email = parsed.data;
  }
  let phone: string | null = null;
  if (values.phone) {
    phone = normalizeThaiPhone(values.phone) ?? usageError(`"${values.phone}" is not a Thai phone number.`);
  }
  const roles = (values.role ?? []).map((role) => {
    const parsed = ZRoleSchema.safeParse(role.trim().toLowerCase());
    return parsed.success ? parsed.data : usageError(`Unknown role "${role}". Roles: ${ROLES.join(', ')}.`);
  });
  if (roles.length === 0) usageError(`Give at least one --role (${ROLES.join(', ')}).`);
  const displayName = (values.name ?? '').trim() || (email ?? phone ?? '').split('@')[0]!;
  return { email, phone, roles: [...new Set(roles)], displayName };
}

/** Reads a line from the terminal without showing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new CliError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    process.stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(input: TInput): Promise<string> {
  const fromEnv = process.env.USER_PASSWORD;
  if (fromEnv) {
    const check = checkPassword(fromEnv, input);
    if (!check.ok) fail(`USER_PASSWORD is not allowed: ${describe(check.messageKey)}`);
    return fromEnv;
  }
  if (!process.stdin.isTTY) fail('No terminal to ask for the password: set USER_PASSWORD.');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const password = await promptHidden('Password: ');
    const check = checkPassword(password, input);
    if (!check.ok) {
      console.error(describe(check.messageKey));
      continue;
    }
    if ((await promptHidden('Password again: ')) !== password) {
      console.error('The two passwords differ.');
      continue;
    }
    return password;
  }
  fail('No password set.');
}

function describe(messageKey: string): string {
  switch (messageKey) {
    case 'errors.auth.passwordTooShort':
      return 'use at least 8 characters.';
    case 'errors.auth.passwordTooLong':
      return 'use at most 128 characters.';
    default:
      return 'it is too common or too close to the email or phone number; choose another.';
  }
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const input = readArguments();
  const config = loadConfig();
  const password = await readPassword(input);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const repository = createAuthRepository(database.db);
    const now = new Date();
    const result = await createAccount(repository, { kind: 'staff', ...input, password }, now);
    if (result.kind === 'exists') fail('An account with this email or phone number already exists.');
    if (result.kind === 'weakPassword') fail(`The password is not allowed: ${describe(result.messageKey)}`);
    await repository.insertAudit({
      action: AUDIT.userCreated,
      at: now,
      targetType: 'user',
      targetId: result.id,
      details: { via: 'cli', kind: 'staff', roles: input.roles },
    });
    console.log(
      `Created staff account ${input.email ?? input.phone} with role${input.roles.length > 1 ? 's' : ''} ${input.roles.join(', ')} (${database.kind}).\nSign in at ${config.publicUrl}/auth`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CliError) {
    console.error(error.showUsage ? `${error.message}\n\n${USAGE}` : error.message);
  } else if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Could not create the account:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
