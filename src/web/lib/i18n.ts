import { useSyncExternalStore } from 'react';
import { resolveLocale } from '#core/locale.ts';
import type { TLocale } from '#core/constants.ts';
import { translate, type TCatalogue, type TVars } from './translate.ts';
import en from '../locales/en.json';
import th from '../locales/th.json';

/**
 * The site's language store: a small subset of the i18next API (docs/decisions/003-landing-js-budget.md).
 */
const catalogues: Record<TLocale, TCatalogue> = { th, en };
export const LANGUAGE_STORAGE_KEY = 'lang';

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode): fall back to the default
  }
}

export function storeLanguage(locale: TLocale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // The choice still applies to this page; it just is not remembered.
  }
}

/** Language at start: ?lang=, then the stored preference, then Thai (spec §2). A ?lang= choice is remembered. */
function initialLanguage(): TLocale {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  const locale = resolveLocale(fromQuery, readStored());
  if (fromQuery === locale) storeLanguage(locale);
  return locale;
}

let language: TLocale = initialLanguage();
const listeners = new Set<() => void>();
document.documentElement.lang = language;

export const i18n = {
  get language(): TLocale {
    return language;
  },
  t(key: string, vars?: TVars): string {
    return translate(catalogues[language], key, vars);
  },
  changeLanguage(next: TLocale): void {
    if (next === language) return;
    language = next;
    document.documentElement.lang = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type TTranslate = (key: string, vars?: TVars) => string;

/** Re-renders the caller when the language changes; `t` is a new function per language so memos follow it. */
export function useTranslation(): { t: TTranslate; i18n: typeof i18n } {
  const current = useSyncExternalStore(i18n.subscribe, () => language);
  return { t: boundTranslators[current], i18n };
}

const boundTranslators: Record<TLocale, TTranslate> = {
  th: (key, vars) => translate(catalogues.th, key, vars),
  en: (key, vars) => translate(catalogues.en, key, vars),
};
