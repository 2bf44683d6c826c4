import { isValidThaiTaxId } from './tax-id.ts';
import { normalizeThaiPhone } from './phone.ts';
import { REFERENCE_PATTERN } from './reference.ts';

/**
 * What identifies one customer when staff find, export or erase their data (PDPA, decision 038), decided
 * from the shape of what was typed, as the request list's search does:
 * - `reference`: a whole TRD-YYMMDD-XXXX code: that request;
 * - `email`: anything with an @ (compared case-insensitively);
 * - `phone`: a Thai number in any usual format: the requests made with it, and payees paid to it by PromptPay;
 * - `nationalId`: 13 digits with a good check digit: payees paid to it by PromptPay.
 */
export const PERSONAL_DATA_KEY_KINDS = ['reference', 'email', 'phone', 'nationalId'] as const;
export type TPersonalDataKeyKind = (typeof PERSONAL_DATA_KEY_KINDS)[number];
export interface TPersonalDataKey {
  kind: TPersonalDataKeyKind;
  value: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function classifyPersonalDataKey(input: string): TPersonalDataKey | undefined {
  const text = input.trim();
  if (!text) return undefined;
  const upper = text.toUpperCase();
  if (REFERENCE_PATTERN.test(upper)) return { kind: 'reference', value: upper };
  if (text.includes('@')) return EMAIL.test(text) ? { kind: 'email', value: text.toLowerCase() } : undefined;
  const phone = normalizeThaiPhone(text);
  if (phone) return { kind: 'phone', value: phone };
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d{13}$/.test(digits) && isValidThaiTaxId(digits)) return { kind: 'nationalId', value: digits };
  return undefined;
}

/**
 * The key as an audit row or a file name may show it: a reference whole (it is the request's number, not
 * personal), anything else with only its last characters ("xxxxxx5678", "s***@example.com").
 */
export function maskPersonalDataKey(key: TPersonalDataKey): string {
  if (key.kind === 'reference') return key.value;
  if (key.kind === 'email') {
    const at = key.value.indexOf('@');
    return `${key.value.slice(0, 1)}***${key.value.slice(at)}`;
  }
  return `${'x'.repeat(Math.max(0, key.value.length - 4))}${key.value.slice(-4)}`;
}

/** What an erased request's name reads (the same in both languages: it is stored, not shown translated). */
export const ERASED_NAME = '(erased)';
