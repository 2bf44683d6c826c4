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
  /** Believe X-Forwarded-For (only behind a reverse proxy you run). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type TConfig = z.infer<typeof ZEnvSchema> & { publicUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once, at boot. Unknown or bad values stop the start with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return { ...config, publicUrl };
}
