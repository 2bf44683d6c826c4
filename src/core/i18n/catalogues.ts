import type { TLocale } from '../constants.ts';
import en from './en.json' with { type: 'json' };
import th from './th.json' with { type: 'json' };
import { fillIn, lookup, translate, type TCatalogue, type TTranslate, type TVars } from './translate.ts';

/**
 * Both whole catalogues at once, for the server (the receipt says what the wizard said), scripts and
 * tests. Not for the web app: it loads the one language it shows, piece by piece (src/web/lib/i18n.ts,
 * decision 003); a lint rule keeps this file out of it.
 */
export const CATALOGUES: Record<TLocale, TCatalogue> = { th, en };

/** The translate of one language, as the web's `t` works. */
export function translatorFor(locale: TLocale): TTranslate {
  const catalogue = CATALOGUES[locale];
  return (key, vars) => translate(catalogue, key, vars);
}

/** The text of `key` in `locale` with {{name}} filled in; a missing key throws (tests must not match a key). */
export function messageOf(locale: TLocale, key: string, vars?: TVars): string {
  const text = lookup(CATALOGUES[locale], key);
  if (text === undefined) throw new Error(`No message "${key}" in the ${locale} catalogue`);
  return fillIn(text, vars);
}
