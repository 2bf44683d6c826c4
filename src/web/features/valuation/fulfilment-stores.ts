import { useEffect, useState } from 'react';
import type { TStore } from '#core/contracts/trade-ins.ts';
import { ApiError, publicApi } from '../../lib/api.ts';

export type TStoresLoad =
  { status: 'loading' } | { status: 'ready'; stores: TStore[] } | { status: 'error'; messageKey: string };

let cached: TStore[] | null = null;

/** Drop-off stores (GET /api/stores), asked once per page load; `retry()` after a failure. */
export function useStores(): { load: TStoresLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; load: TStoresLoad } | null>(null);
  // A render without the list waits for it even if another step got it before this effect ran (a step
  // rendered ahead in the background runs its effects a while after rendering).
  const renderedReady = cached !== null;
  useEffect(() => {
    if (renderedReady) return;
    const controller = new AbortController();
    const stores = cached
      ? Promise.resolve({ stores: cached })
      : publicApi('GET /api/stores', {}, { signal: controller.signal });
    stores.then(
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
  }, [attempt, renderedReady]);
  const retry = () => setAttempt((value) => value + 1);
  if (renderedReady && cached) return { load: { status: 'ready', stores: cached }, retry };
  return { load: result?.attempt === attempt ? result.load : { status: 'loading' }, retry };
}
