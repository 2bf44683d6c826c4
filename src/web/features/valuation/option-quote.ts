import { useState } from 'react';
import type { TQuote } from '#core/contracts/quotes.ts';
import { useQuote as useStoredQuote } from './api/quotes.ts';

/**
 * The quote the offer step priced, as the steps after the offer need it: its amounts, or the news
 * that it is gone (expired, or unknown) and must be priced again.
 */
export type TQuoteLoad =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'ready'; quote: TQuote }
  | { status: 'expired' }
  | { status: 'error'; messageKey: string };

export function isQuoteExpired(quote: TQuote, now = Date.now()): boolean {
  return Date.parse(quote.validUntil) <= now;
}

export function useQuote(quoteId: string | undefined): { load: TQuoteLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const stored = useStoredQuote(quoteId, attempt);
  const retry = () => setAttempt((value) => value + 1);
  if (!quoteId) return { load: { status: 'missing' }, retry };
  if (stored.status === 'ready') {
    return { load: isQuoteExpired(stored.quote) ? { status: 'expired' } : stored, retry };
  }
  if (stored.status === 'error') {
    const gone = stored.notFound || stored.messageKey === 'errors.quote.expired';
    return { load: gone ? { status: 'expired' } : { status: 'error', messageKey: stored.messageKey }, retry };
  }
  return { load: stored, retry };
}
