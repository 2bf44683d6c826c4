import { useEffect, useSyncExternalStore } from 'react';
import type { TCreateQuoteRequest, TQuotePreview } from '#core/contracts/quotes.ts';
import { previewQuote } from './api/quotes.ts';

/**
 * The price of the answers before "See my price" (decision 013): once every question is answered, the
 * condition step asks the server what the quote would be (POST /api/quotes/preview, nothing stored) and
 * the offer, rendered ahead, shows it. The tap then opens the offer at once, on a slow connection too,
 * while the offer stores the quote itself (its figures are the same unless prices changed in between,
 * and then the stored quote's replace them). Only the latest preview is kept: the answers on screen.
 */
let latest: { key: string; preview: TQuotePreview } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => latest;
const keyOf = (request: TCreateQuoteRequest) => JSON.stringify(request);

/** The preview of exactly these answers, if the server has given it. */
export function previewFor(request: TCreateQuoteRequest | null): TQuotePreview | null {
  return request && latest?.key === keyOf(request) ? latest.preview : null;
}

/** `previewFor`, rendering again when a preview arrives. */
export function usePreview(request: TCreateQuoteRequest | null): TQuotePreview | null {
  useSyncExternalStore(subscribe, current, current);
  return previewFor(request);
}

/** A customer still choosing sends no request per tap: the answers must rest this long first. */
const PREVIEW_DELAY_MS = 250;

/**
 * Asks for the preview of `request` (null: not every question is answered) once it has rested; a
 * change of answers cancels the one on its way. A refusal is left for "See my price", which then asks
 * for the quote itself and shows the server's message.
 */
export function usePreviewRequest(request: TCreateQuoteRequest | null): void {
  const key = request && keyOf(request);
  useEffect(() => {
    if (key === null || latest?.key === key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewQuote(JSON.parse(key) as TCreateQuoteRequest, controller.signal).then(
        (preview) => {
          latest = { key, preview };
          for (const listener of listeners) listener();
        },
        () => undefined,
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
}
