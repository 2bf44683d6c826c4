/**
 * Voucher codes (issue 20): unguessable (75 random bits), unique (the database's unique index), and
 * checkable (a Luhn mod 32 check character catches any one mistyped character and most swaps of two
 * neighbours). Crockford's base-32 alphabet: no I, L, O or U, so nothing is read two ways.
 * Shape: KV-XXXX-XXXX-XXXX-XXXX (15 random characters and the check character).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE = ALPHABET.length;
const RANDOM_CHARS = 15;
export const VOUCHER_CODE_PATTERN = /^KV-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

function checkCharacter(body: string): string {
  let sum = 0;
  // Luhn mod N, from the right: every second value (starting with the rightmost) is doubled.
  for (let index = body.length - 1, double = true; index >= 0; index -= 1, double = !double) {
    let value = ALPHABET.indexOf(body[index]!);
    if (double) {
      value *= 2;
      value = Math.floor(value / BASE) + (value % BASE);
    }
    sum += value;
  }
  return ALPHABET[(BASE - (sum % BASE)) % BASE]!;
}

function format(chars: string): string {
  return `KV-${chars.match(/.{4}/g)!.join('-')}`;
}

/** A new code from `random` bytes (crypto.getRandomValues on both sides). */
export function makeVoucherCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < RANDOM_CHARS) throw new Error('Need 15 random bytes');
  let body = '';
  for (let index = 0; index < RANDOM_CHARS; index += 1) body += ALPHABET[randomBytes[index]! % BASE];
  return format(body + checkCharacter(body));
}

/** The code as typed, tidied: upper case, O → 0, I/L → 1, spaces and dashes put right. */
export function normalizeVoucherCode(value: string): string {
  const chars = value
    .toUpperCase()
    .replace(/^KV/, '')
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return chars.length === RANDOM_CHARS + 1 ? format(chars) : value.trim().toUpperCase();
}

/** Whether a code has the right shape and its check character agrees. */
export function isValidVoucherCode(code: string): boolean {
  if (!VOUCHER_CODE_PATTERN.test(code)) return false;
  const chars = code.slice(3).replace(/-/g, '');
  return checkCharacter(chars.slice(0, -1)) === chars.slice(-1);
}
