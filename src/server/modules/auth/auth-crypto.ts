/**
 * Keys and small cryptographic helpers of the accounts module (decision 008). Every key is derived from
 * AUTH_SECRET with HKDF-SHA256 under its own label, so the access-token key, the MFA-challenge key and
 * the key that encrypts two-factor secrets never coincide, and none of them is the secret itself.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

const HKDF_SALT = 'tradein-portal/auth/v1';

export interface TAuthKeys {
  /** HS256 key of the 15-minute access tokens. */
  accessToken: Uint8Array;
  /** HS256 key of the 5-minute tokens between password and second factor. */
  mfaChallenge: Uint8Array;
  /** AES-256-GCM key of the stored TOTP secrets. */
  factorSecrets: Buffer;
  /** HMAC key of the known-device cookie (known-device.ts). */
  knownDevice: Buffer;
}

function derive(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), HKDF_SALT, label, 32));
}

export function deriveAuthKeys(secret: string): TAuthKeys {
  return {
    accessToken: new Uint8Array(derive(secret, 'access-token')),
    mfaChallenge: new Uint8Array(derive(secret, 'mfa-challenge')),
    factorSecrets: derive(secret, 'factor-secrets'),
    knownDevice: derive(secret, 'known-device'),
  };
}

const BOX_VERSION = 'v1';
const IV_BYTES = 12;

/**
 * AES-256-GCM with a random 96-bit nonce: `v1.<iv>.<ciphertext>.<tag>` in base64url. `context` (e.g.
 * the factor id) is authenticated too, so a ciphertext copied onto another row does not decrypt.
 */
export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [BOX_VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or throws when the box was altered, belongs to another context or another key. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== BOX_VERSION || !iv || ciphertext === undefined || !tag) {
    throw new Error('Unreadable sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** SHA-256 hex of a high-entropy token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Equal hex digests, compared in constant time. */
export function sameHash(a: string | null | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
