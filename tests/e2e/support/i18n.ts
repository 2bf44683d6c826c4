import type { TLocale } from '../../../src/core/constants.ts';
import en from '../../../src/web/locales/en.json' with { type: 'json' };
import th from '../../../src/web/locales/th.json' with { type: 'json' };

/** The app's own message catalogues: tests read strings from them instead of repeating them. */
type TCatalogue = { [key: string]: string | TCatalogue };
const catalogues: Record<TLocale, TCatalogue> = { th, en };

export const LOCALES_UNDER_TEST: readonly TLocale[] = ['th', 'en'];

/** The text of `key` in `locale` with {{name}} filled in; a missing key fails loudly rather than matching itself. */
export function t(locale: TLocale, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | TCatalogue | undefined = catalogues[locale];
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No message "${key}" in the ${locale} catalogue`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    vars[name] === undefined ? match : String(vars[name]),
  );
}

/** The landing address for a locale: Thai is the default and needs no query. */
export function landingPath(locale: TLocale): string {
  return locale === 'th' ? '/' : `/?lang=${locale}`;
}

/** `path` opened in `locale` (adds ?lang=en for English). */
export function localized(path: string, locale: TLocale): string {
  if (locale === 'th') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
