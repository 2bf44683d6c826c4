import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TLocale } from '#core/constants.ts';
import { i18n, storeLanguage, useTranslation } from './i18n.ts';

/** The current language and a switch that stores it, updates ?lang= and the page language. */
export function useLanguage() {
  const { i18n: store } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const setLanguage = useCallback(
    (next: TLocale) => {
      storeLanguage(next);
      i18n.changeLanguage(next);
      setSearchParams(
        (params) => {
          params.set('lang', next);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return { language: store.language, setLanguage };
}
