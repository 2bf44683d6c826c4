import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type TConfig } from './env.ts';

const SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

/** Where a generated secret is kept outside production. */
export function authSecretFile(dataDir: string): string {
  return path.resolve(dataDir, SECRET_FILE);
}

/**
 * The key material for access tokens and two-factor secrets (decision 008). AUTH_SECRET when set. In
 * production it must be set: the start is refused, as a key that changes would sign everyone out and
 * make the stored two-factor secrets unreadable. Elsewhere a random secret is made once and kept in
 * DATA_DIR/auth-secret (mode 0600), so sessions survive a restart of `npm run dev`.
 */
export function resolveAuthSecret(config: Pick<TConfig, 'AUTH_SECRET' | 'NODE_ENV' | 'DATA_DIR'>): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new ConfigError(
      [
        'Invalid configuration:',
        '  - AUTH_SECRET: required when NODE_ENV=production (at least 32 characters).',
        '    Make one with `openssl rand -base64 48` and put AUTH_SECRET=… in .env or the environment,',
        '    or set NODE_ENV=development to keep a generated one in DATA_DIR/auth-secret.',
      ].join('\n'),
    );
  }
  const file = authSecretFile(config.DATA_DIR);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_LENGTH) return stored;
    throw new ConfigError(`${file} holds fewer than ${MIN_LENGTH} characters: delete it to make a new one.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': never overwrite a secret another process wrote in the meantime; read theirs instead.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600); // the umask may have narrowed it; never widened
  return secret;
}
