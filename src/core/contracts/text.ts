import { z } from 'zod';

/** The message key of text a database cannot store (errors.text.invalidCharacters in both languages). */
export const TEXT_INVALID_KEY = 'errors.text.invalidCharacters';

/**
 * False for a NUL character or a UTF-16 surrogate without its partner. PostgreSQL refuses NUL in text
 * and lone surrogates in JSON, and UTF-8 cannot encode them: such text would fail at the database (a
 * 500) or be changed on the way. Nothing a person types contains them.
 */
export function isStorableText(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * Every text field of every contract starts here instead of `z.string()` (F3): a string that also
 * refuses NUL and lone surrogates with a validation error, checked first and alone (later checks such
 * as trim, length or a pattern see only storable text). Chains like z.string():
 * `text({ error: key }).trim().max(100, key)`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { message: TEXT_INVALID_KEY, abort: true });
