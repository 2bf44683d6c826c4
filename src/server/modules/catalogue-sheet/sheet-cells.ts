import {
  MAX_SHEET_STORAGE_GB,
  MAX_SHEET_STORAGE_OPTIONS,
  type TSheetRejectReason,
} from '#core/contracts/catalogue-sheet.ts';
import { STORAGE_NOT_APPLICABLE } from '#core/constants.ts';
import { FALSE_WORDS, TRUE_WORDS } from './sheet-layout.ts';
import type { TCell } from './sheet-read.ts';

/** A cell read as one field: its value, or the reason it cannot be (with the text the person typed). */
export type TParsed<T> = { ok: true; value: T } | { ok: false; reason: TSheetRejectReason; text: string };

const fail = (
  reason: TSheetRejectReason,
  text: string,
): { ok: false; reason: TSheetRejectReason; text: string } => ({
  ok: false,
  reason,
  text,
});
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** The cell's text, trimmed; null when empty. Problems of the cell itself (formula, error) pass through. */
function plain(cell: TCell): TParsed<string | number | boolean | null> {
  if (!cell.ok) return fail(cell.problem, cell.text);
  if (typeof cell.value === 'string') {
    const text = cell.value.trim();
    return ok(text === '' ? null : text);
  }
  return ok(cell.value);
}

export function parseText(cell: TCell, options: { max: number }): TParsed<string | null> {
  const value = plain(cell);
  if (!value.ok || value.value === null) return value as TParsed<null>;
  const text = String(value.value).replace(/\s+/g, ' ');
  return text.length > options.max ? fail('textTooLong', text) : ok(text);
}

/** Digits with optional thousands separators ("12,500", "12 500"), as a person types a price. */
const INTEGER_TEXT = /^-?(\d{1,3}([, ]\d{3})+|\d+)$/;

export function parseInteger(cell: TCell, options: { min: number; max: number }): TParsed<number | null> {
  const value = plain(cell);
  if (!value.ok || value.value === null) return value as TParsed<null>;
  let number: number;
  if (typeof value.value === 'number') number = value.value;
  else if (typeof value.value === 'string' && INTEGER_TEXT.test(value.value)) {
    number = Number(value.value.replace(/[, ]/g, ''));
  } else if (typeof value.value === 'string' && /^-?\d*\.\d+$/.test(value.value)) {
    return fail('notInteger', value.value);
  } else return fail('notInteger', String(value.value));
  if (!Number.isInteger(number)) return fail('notInteger', String(number));
  if (number < options.min || number > options.max) return fail('outOfRange', String(number));
  return ok(number);
}

export function parseBoolean(cell: TCell): TParsed<boolean | null> {
  const value = plain(cell);
  if (!value.ok || value.value === null) return value as TParsed<null>;
  if (typeof value.value === 'boolean') return ok(value.value);
  const word = String(value.value).toLowerCase();
  if (TRUE_WORDS.has(word)) return ok(true);
  if (FALSE_WORDS.has(word)) return ok(false);
  return fail('invalidBoolean', String(value.value));
}

/**
 * Storage options as typed: "128, 256, 512" (commas, semicolons or spaces; a trailing "GB" allowed) or
 * one number. Sizes ascending and unique; 0 ("not applicable") only alone.
 */
export function parseStorageOptions(cell: TCell): TParsed<number[] | null> {
  const value = plain(cell);
  if (!value.ok || value.value === null) return value as TParsed<null>;
  const text = String(value.value);
  const parts = text
    .replace(/gb/gi, ' ')
    .split(/[,;\s]+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_SHEET_STORAGE_OPTIONS) return fail('invalidStorage', text);
  if (parts.some((part) => !/^\d+$/.test(part))) return fail('invalidStorage', text);
  const sizes = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (sizes.some((size) => size > MAX_SHEET_STORAGE_GB)) return fail('invalidStorage', text);
  if (sizes.length > 1 && sizes.includes(STORAGE_NOT_APPLICABLE)) return fail('invalidStorage', text);
  return ok(sizes);
}

/** One key of `keys`, matched case-insensitively. */
export function parseKey<T extends string>(cell: TCell, keys: readonly T[]): TParsed<T | null> {
  const value = plain(cell);
  if (!value.ok || value.value === null) return value as TParsed<null>;
  const wanted = String(value.value).toLowerCase();
  const key = keys.find((candidate) => candidate.toLowerCase() === wanted);
  return key ? ok(key) : fail('unknownCategory', String(value.value));
}
