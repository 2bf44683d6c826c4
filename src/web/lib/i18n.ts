import { useSyncExternalStore } from 'react';
import { resolveLocale } from '#core/locale.ts';
import type { TLocale } from '#core/constants.ts';
import { translate, type TCatalogue, type TTranslate, type TVars } from '#core/i18n/translate.ts';
import baseTh from 'virtual:locale-base/th';

/**
 * The site's language store: a small subset of the i18next API (docs/decisions/003-landing-js-budget.md).
 */
/**
 * Starts with the landing page's part of the catalogue; the whole one arrives with the first other page.
 * Only Thai's part (the default language's) is in the landing page's script; English's is its own chunk,
 * loaded before the first render when English is chosen (`ready`) or on a switch (decision 047).
 */
const catalogues: Partial<Record<TLocale, TCatalogue>> = { th: baseTh as TCatalogue };
const baseCatalogueLoaders: Record<TLocale, () => Promise<{ default: unknown }>> = {
  th: () => Promise.resolve({ default: baseTh }),
  en: () => import('virtual:locale-base/en'),
};
const baseCatalogues: Partial<Record<TLocale, Promise<void>>> = {};
const fullCatalogueLoaders: Record<TLocale, () => Promise<{ default: TCatalogue }>> = {
  th: () => import('#core/i18n/th.json'),
  en: () => import('#core/i18n/en.json'),
};
const fullCatalogues: Partial<Record<TLocale, Promise<void>>> = {};
let wantsFullCatalogue = false;
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
/** Changes with the language and when a catalogue grows, so components using `t` re-render. */
let snapshot = `${language}:0`;
let revision = 0;
const listeners = new Set<() => void>();
document.documentElement.lang = language;

function notify(): void {
  revision += 1;
  snapshot = `${language}:${revision}`;
  for (const listener of listeners) listener();
}

/** Loads the landing page's part of the catalogue of `locale` (once), unless more of it is already here. */
function loadBaseCatalogue(locale: TLocale): Promise<void> {
  if (catalogues[locale]) return Promise.resolve();
  baseCatalogues[locale] ??= baseCatalogueLoaders[locale]().then(
    (module) => {
      catalogues[locale] ??= module.default as TCatalogue;
      notify();
    },
    (error: unknown) => {
      delete baseCatalogues[locale];
      throw error;
    },
  );
  return baseCatalogues[locale];
}

/** The text of the current language. */
function current(): TCatalogue {
  return catalogues[language] ?? {};
}

/** Loads the whole catalogue of `locale` (once); pages call it before they render. */
export function loadFullCatalogue(locale: TLocale = language): Promise<void> {
  wantsFullCatalogue = true;
  fullCatalogues[locale] ??= fullCatalogueLoaders[locale]().then((module) => {
    catalogues[locale] = module.default;
    notify();
  });
  return fullCatalogues[locale];
}

export const i18n = {
  get language(): TLocale {
    return language;
  },
  t(key: string, vars?: TVars): string {
    return translate(current(), key, vars);
  },
  /** Switches once the new language's texts for the pages in use are loaded. */
  async changeLanguage(next: TLocale): Promise<void> {
    if (next === language) return;
    await (wantsFullCatalogue ? loadFullCatalogue(next) : loadBaseCatalogue(next));
    language = next;
    document.documentElement.lang = next;
    notify();
  },
  /** Resolves once the current language has its texts for the first render. */
  ready(): Promise<void> {
    return loadBaseCatalogue(language);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type { TTranslate };

const translators = new Map<string, TTranslate>();

/** Re-renders the caller when the language or its catalogue changes; `t` changes with them so memos follow. */
export function useTranslation(): { t: TTranslate; i18n: typeof i18n } {
  const version = useSyncExternalStore(i18n.subscribe, () => snapshot);
  let t = translators.get(version);
  if (!t) {
    const catalogue = current();
    t = (key, vars) => translate(catalogue, key, vars);
    translators.clear();
    translators.set(version, t);
  }
  return { t, i18n };
}
