import { z } from 'zod';

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as http://localhost:3000').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Customer messages (decision 043): the LINE Official Account's Messaging API (token for pushes, secret
   * for the webhook's signature; both or neither) and e-mail over SMTP with its sender.
   */
  LINE_CHANNEL_ACCESS_TOKEN: z.string().min(1).optional(),
  LINE_CHANNEL_SECRET: z.string().min(1).optional(),
  LINE_API_BASE_URL: z
    .url('must be an absolute URL such as https://api.line.me')
    .default('https://api.line.me'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must look like smtp://user:pass@host:587 or smtps://host:465')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Believe X-Forwarded-For (only behind a reverse proxy you run). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Hours a received request may wait for inspection before the engineers' queue marks it overdue. */
  INSPECTION_TARGET_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 30)
    .default(24),
  /** Days an open delivery (pending, in transit, failed) may take before logistics sees it overdue. */
  DELIVERY_OVERDUE_DAYS: z.coerce.number().int().positive().max(365).default(7),
  /** How often the outbox looks for events to work (decision 016); 0 leaves them to other instances. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Files in an S3-compatible bucket instead of folders under DATA_DIR (decision 029): the bucket and its
   * keys; endpoint and region as the store names them (R2: region auto; MinIO, Ceph, Garage: path style).
   */
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  STORAGE_S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.example.com').optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Put before every key (e.g. `tradein/`) to share a bucket with other things. */
  STORAGE_S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, 'must be empty or end with / (e.g. tradein/)')
    .default(''),
  /** OpenAI-compatible chat endpoint for the assistant: all three, or none for the built-in assistant. */
  LLM_BASE_URL: z.url('must be an absolute URL such as https://api.openai.com/v1').optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /** Assistant replies per calendar month (Bangkok time); then 402. 0 turns the assistant off. */
  CHAT_MONTHLY_BUDGET: z.coerce.number().int().nonnegative().default(10_000),
  /** Chat messages one client address may send per minute; then 429. */
  CHAT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** New quotes one client address may ask for per minute; then 429. */
  QUOTE_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** Days after its price lock ends that a quote which never became a request is deleted. */
  QUOTE_PURGE_GRACE_DAYS: z.coerce.number().int().nonnegative().max(3650).default(30),
  /** Trade-in and pick-up submissions one client address may send per minute; then 429. */
  SUBMISSION_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /**
   * Key for access tokens and the encrypted two-factor secrets (decision 008). Required in production;
   * elsewhere a random one is generated once and kept in DATA_DIR/auth-secret (see auth-secret.ts).
   */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  /** Absolute session lifetime, however active the person is. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 90)
    .default(12),
  /** A session ends after this long without an API request (automatic refreshes do not count). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(30),
  /**
   * Other origins allowed to call the API with credentials (comma list of https://host[:port]); empty:
   * same origin only.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins: string[] = [];
      for (const item of value.split(',').map((part) => part.trim())) {
        if (item === '') continue;
        const origin = originOf(item);
        if (!origin) {
          context.addIssue({
            code: 'custom',
            message: `"${item}" is not an origin such as https://shop.example.com`,
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
});

/** `scheme://host[:port]` of an http(s) origin as browsers send it, or undefined. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

const LLM_SETTINGS = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;

/** The chat's endpoint settings come as a set: one or two of them is a mistake, not the built-in assistant. */
const ZConfigSchema = ZEnvSchema.superRefine((env, context) => {
  if (env.STORAGE_S3_BUCKET) {
    for (const name of ['STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const) {
      if (env[name] === undefined) {
        context.addIssue({ code: 'custom', path: [name], message: 'required with STORAGE_S3_BUCKET' });
      }
    }
  }
  for (const [name, other] of [
    ['LINE_CHANNEL_ACCESS_TOKEN', 'LINE_CHANNEL_SECRET'],
    ['LINE_CHANNEL_SECRET', 'LINE_CHANNEL_ACCESS_TOKEN'],
    ['MAIL_FROM', 'SMTP_URL'],
    ['SMTP_URL', 'MAIL_FROM'],
  ] as const) {
    if (env[name] === undefined && env[other] !== undefined) {
      context.addIssue({ code: 'custom', path: [name], message: `required with ${other}` });
    }
  }
  const missing = LLM_SETTINGS.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === LLM_SETTINGS.length) return;
  for (const name of missing) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: 'set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together',
    });
  }
});

export type TConfig = z.infer<typeof ZEnvSchema> & { publicUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once, at boot. Unknown or bad values stop the start with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return { ...config, publicUrl };
}
