/**
 * Trade reference code (spec §3): TRD-YYMMDD-XXXX, four random uppercase alphanumerics.
 * Made on the client at "Start here"; the server checks its format and uses it as the idempotency key.
 */
export const REFERENCE_PATTERN = /^TRD-\d{6}-[A-Z0-9]{4}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export type TRandomBytes = (length: number) => Uint8Array;

const cryptoRandomBytes: TRandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The date part in local time of the device that makes it (the customer's day). */
export function formatReferenceDate(date: Date): string {
  return `${twoDigits(date.getFullYear() % 100)}${twoDigits(date.getMonth() + 1)}${twoDigits(date.getDate())}`;
}

export function generateReference(
  date: Date = new Date(),
  randomBytes: TRandomBytes = cryptoRandomBytes,
): string {
  let suffix = '';
  // Rejection sampling keeps every character equally likely (252 = 7 × 36).
  while (suffix.length < 4) {
    for (const byte of randomBytes(8)) {
      if (byte < 252 && suffix.length < 4) suffix += ALPHABET[byte % 36];
    }
  }
  return `TRD-${formatReferenceDate(date)}-${suffix}`;
}

export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}
