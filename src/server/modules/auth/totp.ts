/**
 * Time-based one-time passwords for staff sign-in: TOTP (RFC 6238) over HOTP (RFC 4226) with HMAC-SHA1,
 * 6 digits and a 30-second step — what every authenticator app understands by default. Secrets travel as
 * base32 (RFC 4648 §6). node:crypto only; no state: the caller stores the last accepted time step.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SECRET_BYTES = 20; // 160 bits, the HMAC-SHA1 output size recommended by RFC 4226 §4
const DIGITS = 6;
const PERIOD_SECONDS = 30;
const STEP_MS = PERIOD_SECONDS * 1000;
const DEFAULT_WINDOW = 1;
const MAX_WINDOW = 10;

/** RFC 4648 base32, upper case, without '=' padding. */
export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      output += BASE32_ALPHABET[(buffer >> bits) & 0x1f];
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(buffer << (5 - bits)) & 0x1f];
  return output;
}

/**
 * Decodes RFC 4648 base32, case-insensitively, ignoring whitespace and '=' padding. Throws on any other
 * character and on a length no encoder can produce (1, 3 or 6 characters past a multiple of 8).
 */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=]+/g, '').toUpperCase();
  if ([1, 3, 6].includes(clean.length % 8)) {
    throw new Error(`Invalid base32 length: ${clean.length} characters`);
  }
  const output = new Uint8Array(Math.floor((clean.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value === -1) throw new Error(`Invalid base32 character: ${JSON.stringify(char)}`);
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      output[index++] = (buffer >> bits) & 0xff;
    }
  }
  return output;
}

/** A new random secret: 20 bytes from the CSPRNG, base32 without padding (32 characters). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

function secretKey(secret: string): Buffer {
  const key = Buffer.from(base32Decode(secret));
  if (key.length === 0) throw new Error('TOTP secret is empty');
  return key;
}

/** HOTP (RFC 4226 §5.3): HMAC-SHA1 of the 8-byte big-endian counter, dynamic truncation, mod 10^digits. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary =
    ((hmac[offset]! & 0x7f) << 24) | (hmac[offset + 1]! << 16) | (hmac[offset + 2]! << 8) | hmac[offset + 3]!;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

function timeStep(timeMs: number): number {
  if (!Number.isFinite(timeMs) || timeMs < 0) throw new RangeError(`Invalid time: ${timeMs}`);
  return Math.floor(timeMs / STEP_MS);
}

/** The 6-digit code for the 30-second step containing `timeMs` (Unix epoch milliseconds). */
export function totpCode(secret: string, timeMs: number): string {
  return hotp(secretKey(secret), timeStep(timeMs));
}

export interface VerifyTotpOptions {
  /** Steps accepted either side of the current one, for clock drift and typing time. Default 1. */
  window?: number;
  /** The step of the last code this account used: it and every earlier step are refused (replay). */
  lastUsedStep?: number | null;
}

export type VerifyTotpResult = { ok: true; step: number } | { ok: false };

/**
 * Checks a code typed by the user. Only exactly 6 ASCII digits (surrounding spaces trimmed) can match;
 * every candidate step in the window is compared in constant time. On success returns the matched step,
 * which the caller stores as the next `lastUsedStep`.
 */
export function verifyTotp(
  secret: string,
  code: string,
  timeMs: number,
  options: VerifyTotpOptions = {},
): VerifyTotpResult {
  const window = options.window ?? DEFAULT_WINDOW;
  if (!Number.isInteger(window) || window < 0 || window > MAX_WINDOW) {
    throw new RangeError(`Invalid TOTP window: ${window}`);
  }
  const key = secretKey(secret);
  const current = timeStep(timeMs);

  const candidate = code.trim();
  if (!/^[0-9]{6}$/.test(candidate)) return { ok: false };
  const given = Buffer.from(candidate, 'ascii');

  const lastUsedStep = options.lastUsedStep ?? null;
  let matched: number | null = null;
  for (let step = current - window; step <= current + window; step++) {
    if (step < 0) continue;
    // Compute and compare every step, so the time taken does not tell which step (if any) matched.
    const equal = timingSafeEqual(Buffer.from(hotp(key, step), 'ascii'), given);
    const fresh = lastUsedStep === null || step > lastUsedStep;
    if (equal && fresh) matched = step; // the latest matching step, the safer one to remember
  }
  return matched === null ? { ok: false } : { ok: true, step: matched };
}

/**
 * The provisioning URI for a QR code (Key URI Format used by authenticator apps):
 * `otpauth://totp/Issuer:account?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`.
 */
export function otpauthUrl({
  secret,
  accountName,
  issuer,
}: {
  secret: string;
  accountName: string;
  issuer: string;
}): string {
  const normalisedSecret = base32Encode(base32Decode(secret));
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = [
    `secret=${normalisedSecret}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${DIGITS}`,
    `period=${PERIOD_SECONDS}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}
