import type { TLocale } from '../../../src/core/constants.ts';
import { messageOf } from '../../../src/core/i18n/catalogues.ts';

export const LOCALES_UNDER_TEST: readonly TLocale[] = ['th', 'en'];

/**
 * The app's own message catalogues: tests read strings from them instead of repeating them. The text
 * of `key` in `locale` with {{name}} filled in; a missing key fails loudly rather than matching itself.
 */
export const t = messageOf;

/** The landing address for a locale: Thai is the default and needs no query. */
export function landingPath(locale: TLocale): string {
  return locale === 'th' ? '/' : `/?lang=${locale}`;
}

/** `path` opened in `locale` (adds ?lang=en for English). */
export function localized(path: string, locale: TLocale): string {
  if (locale === 'th') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
