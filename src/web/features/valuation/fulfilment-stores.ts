import { useEffect, useState } from 'react';
import type { TStore } from '#core/contracts/trade-ins.ts';
import { apiGet, ApiError } from '../../lib/api-client.ts';

export type TStoresLoad =
  { status: 'loading' } | { status: 'ready'; stores: TStore[] } | { status: 'error'; messageKey: string };

let cached: TStore[] | null = null;

/** Drop-off stores (GET /api/stores), asked once per page load; `retry()` after a failure. */
export function useStores(): { load: TStoresLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; load: TStoresLoad } | null>(null);
  useEffect(() => {
    if (cached) return;
    const controller = new AbortController();
    apiGet<{ stores: TStore[] }>('/api/stores', controller.signal).then(
      (body) => {
        cached = body.stores;
        setResult({ attempt, load: { status: 'ready', stores: body.stores } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const messageKey = error instanceof ApiError ? error.messageKey : 'errors.internal';
        setResult({ attempt, load: { status: 'error', messageKey } });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = () => setAttempt((value) => value + 1);
  if (cached) return { load: { status: 'ready', stores: cached }, retry };
  return { load: result?.attempt === attempt ? result.load : { status: 'loading' }, retry };
}
