import { DEFAULT_LOCALE, LOCALES, type TLocale } from './constants.ts';

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Spec §2 Language: the `lang` query parameter first, then the stored preference, then Thai. */
export function resolveLocale(
  queryValue: string | null | undefined,
  storedValue: string | null | undefined,
): TLocale {
  if (isLocale(queryValue)) return queryValue;
  if (isLocale(storedValue)) return storedValue;
  return DEFAULT_LOCALE;
}
