import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type TConfig } from './env.ts';

const LEGACY_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

/** Where the database keeps the installation's generated secret (modules/setup/setup.repository.ts). */
export interface TSecretStore {
  findAuthSecret(): Promise<string | undefined>;
  /** Stores it unless another instance stored one first; returns the one kept. */
  keepAuthSecret(secret: string): Promise<string>;
}

/** Where versions before decision 019 kept a generated secret outside production. */
export function legacyAuthSecretFile(dataDir: string): string {
  return path.resolve(dataDir, LEGACY_SECRET_FILE);
}

function readLegacySecret(dataDir: string): string | undefined {
  let stored: string;
  try {
    stored = readFileSync(legacyAuthSecretFile(dataDir), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (stored.length < MIN_LENGTH) {
    throw new ConfigError(
      `${legacyAuthSecretFile(dataDir)} holds fewer than ${MIN_LENGTH} characters: delete it to make a new one.`,
    );
  }
  return stored;
}

/**
 * The key material for access tokens and two-factor secrets (decisions 008, 019). AUTH_SECRET when set.
 * Otherwise, in every mode, a strong random secret made once and kept in the database, where every
 * instance of this installation finds the same one (PGlite and PostgreSQL alike): `npm start` needs no
 * .env. A secret an earlier version kept in DATA_DIR/auth-secret is moved there, so sessions and
 * authenticators survive the upgrade. Changing the key signs everyone out and makes the stored
 * two-factor secrets unreadable, so the kept one is never replaced.
 */
export async function resolveAuthSecret(
  config: Pick<TConfig, 'AUTH_SECRET' | 'DATA_DIR'>,
  store: TSecretStore,
): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const kept = await store.findAuthSecret();
  if (kept) return kept;
  return store.keepAuthSecret(readLegacySecret(config.DATA_DIR) ?? randomBytes(48).toString('base64url'));
}
