import { normalizeThaiPhone } from './phone.ts';
import { REFERENCE_PATTERN } from './reference.ts';

/**
 * What the admin request list's search box was given, decided from its shape so each kind is one
 * indexed lookup (no OR across columns):
 * - `reference`: a whole TRD-YYMMDD-XXXX code (any case);
 * - `email`: anything with an @ (compared case-insensitively);
 * - `phone`: a Thai number in any format people type (08x-xxx-xxxx, 02 xxx xxxx, +66 8x…);
 * - `imeiSerial`: 15 digits (an IMEI), or 6–20 letters and digits with at least one digit (a serial);
 * - `name`: anything else, matched as the beginning of the name (case-insensitive). Only a prefix:
 *   "สมชาย" finds "สมชาย ใจดี", "ใจดี" does not.
 */
export type TRequestSearch =
  | { kind: 'reference'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'imeiSerial'; value: string }
  | { kind: 'name'; value: string };

export function classifyRequestSearch(input: string): TRequestSearch | undefined {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const upper = text.toUpperCase();
  if (REFERENCE_PATTERN.test(upper)) return { kind: 'reference', value: upper };
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  const phone = normalizeThaiPhone(text);
  if (phone) return { kind: 'phone', value: phone };
  const compact = upper.replace(/[\s-]/g, '');
  // Any 15 digits, check digit or not: a stored IMEI always has a good one, and a typo finds nothing.
  if (/^\d{15}$/.test(compact)) return { kind: 'imeiSerial', value: compact };
  if (/^[A-Z0-9]{6,20}$/.test(compact) && /\d/.test(compact) && /[A-Z]/.test(compact)) {
    return { kind: 'imeiSerial', value: compact };
  }
  return { kind: 'name', value: text.toLowerCase() };
}
