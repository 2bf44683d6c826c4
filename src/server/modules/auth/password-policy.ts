/**
 * Password rules for staff and dealer accounts, after NIST SP 800-63B §5.1.1: a minimum length, a generous
 * maximum, no composition rules, and a refusal of passwords that are common or taken from the account's own
 * email or phone. Length counts Unicode code points after NFC, so a Thai password counts per character.
 */
import { readFileSync } from 'node:fs';

export const PASSWORD_MIN_LENGTH = 8;
/** At least 64 must be accepted; anything longer than this is refused to bound the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordMessageKey =
  'errors.auth.passwordTooShort' | 'errors.auth.passwordTooLong' | 'errors.auth.passwordTooCommon';

export type PasswordCheck = { ok: true } | { ok: false; messageKey: PasswordMessageKey };

export interface PasswordContext {
  email?: string | null;
  phone?: string | null;
}

let commonPasswords: Set<string> | undefined;

/** The list next to this module (see scripts/build-common-passwords.ts), read once, on first use. */
function commonPasswordSet(): Set<string> {
  if (!commonPasswords) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    commonPasswords = new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#')),
    );
  }
  return commonPasswords;
}

/** Lower-cased forms of the account's own identifiers that must not serve as its password. */
function personalWords({ email, phone }: PasswordContext): string[] {
  const words: string[] = [];
  const trimmedEmail = email?.normalize('NFC').trim().toLowerCase();
  if (trimmedEmail) {
    words.push(trimmedEmail);
    const at = trimmedEmail.lastIndexOf('@');
    if (at > 0) words.push(trimmedEmail.slice(0, at));
  }
  const trimmedPhone = phone?.trim();
  if (trimmedPhone) words.push(trimmedPhone.toLowerCase());
  const digits = trimmedPhone?.replace(/\D/g, '');
  if (digits) {
    words.push(digits);
    // +66 81 234 5678 is also written 0812345678.
    if (digits.startsWith('66') && digits.length > 2) words.push(`0${digits.slice(2)}`);
  }
  return words;
}

export function checkPassword(password: string, context: PasswordContext = {}): PasswordCheck {
  const normalised = password.normalize('NFC');
  const length = [...normalised].length;
  if (length < PASSWORD_MIN_LENGTH) return { ok: false, messageKey: 'errors.auth.passwordTooShort' };
  if (length > PASSWORD_MAX_LENGTH) return { ok: false, messageKey: 'errors.auth.passwordTooLong' };

  const lower = normalised.toLowerCase();
  if (commonPasswordSet().has(lower) || personalWords(context).includes(lower)) {
    return { ok: false, messageKey: 'errors.auth.passwordTooCommon' };
  }
  return { ok: true };
}
