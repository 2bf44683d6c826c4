import { useCallback } from 'react';
import type { TLocale } from '#core/constants.ts';
import { i18n, storeLanguage, useTranslation } from './i18n.ts';
import { navigate } from './navigation.ts';

/** The current language and a switch that stores it, updates ?lang= and the page language. */
export function useLanguage() {
  const { i18n: store } = useTranslation();
  // Used by the header, drawn outside the router (decision 047): ?lang= goes through lib/navigation.
  const setLanguage = useCallback((next: TLocale) => {
    storeLanguage(next);
    void i18n.changeLanguage(next);
    const params = new URLSearchParams(location.search);
    params.set('lang', next);
    navigate(`${location.pathname}?${params}${location.hash}`, { replace: true, preventScrollReset: true });
  }, []);
  return { language: store.language, setLanguage };
}
