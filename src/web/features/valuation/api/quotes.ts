import { useEffect, useMemo, useState } from 'react';
import type { TCreateQuoteRequest, TQuote, TQuotePreview } from '#core/contracts/quotes.ts';
import { ApiError, publicApi } from '../../../lib/api.ts';

/**
 * The server's quote for the answers (POST /api/quotes). The wizard keeps only its id in the wizard
 * state; the quote itself is remembered for the tab in sessionStorage so a reload on the offer shows it
 * again without asking the server (and a lost copy is fetched again by id).
 */
const QUOTE_PREFIX = 'valuation-quote:';

export function rememberQuote(quote: TQuote): void {
  try {
    sessionStorage.setItem(QUOTE_PREFIX + quote.id, JSON.stringify(quote));
  } catch {
    // Storage full or blocked: the quote is fetched again by id when needed.
  }
}

export function recalledQuote(id: string): TQuote | null {
  try {
    const raw = sessionStorage.getItem(QUOTE_PREFIX + id);
    return raw ? (JSON.parse(raw) as TQuote) : null;
  } catch {
    return null;
  }
}

export async function createQuote(request: TCreateQuoteRequest, signal?: AbortSignal): Promise<TQuote> {
  const quote = await publicApi('POST /api/quotes', { body: request }, { signal });
  rememberQuote(quote);
  return quote;
}

/** What the quote for the answers would be, nothing stored (POST /api/quotes/preview; see quote-preview.ts). */
export function previewQuote(request: TCreateQuoteRequest, signal?: AbortSignal): Promise<TQuotePreview> {
  return publicApi('POST /api/quotes/preview', { body: request }, { signal });
}

export type TQuoteLoad =
  | { status: 'loading' }
  | { status: 'ready'; quote: TQuote }
  /** `notFound`: the server no longer has the quote (404) or it expired (410): price again, do not retry. */
  | { status: 'error'; messageKey: string; notFound: boolean };

/** The quote with this id: from this tab's memory, else from GET /api/quotes/{id}. */
export function useQuote(id: string | undefined, attempt = 0): TQuoteLoad {
  const remembered = useMemo(() => (id === undefined ? null : recalledQuote(id)), [id]);
  const key = id === undefined ? null : `${id}#${attempt}`;
  const [result, setResult] = useState<{ key: string; load: TQuoteLoad } | null>(null);
  useEffect(() => {
    if (id === undefined || key === null || recalledQuote(id)) return;
    const controller = new AbortController();
    publicApi('GET /api/quotes/:id', { params: { id } }, { signal: controller.signal }).then(
      (quote) => {
        rememberQuote(quote);
        setResult({ key, load: { status: 'ready', quote } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : null;
        setResult({
          key,
          load: {
            status: 'error',
            messageKey: apiError?.messageKey ?? 'errors.internal',
            notFound: apiError?.status === 404 || apiError?.status === 410,
          },
        });
      },
    );
    return () => controller.abort();
  }, [id, key]);
  if (remembered) return { status: 'ready', quote: remembered };
  return result !== null && result.key === key ? result.load : { status: 'loading' };
}
