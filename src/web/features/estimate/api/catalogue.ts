import { useEffect, useState } from 'react';
import type { TBrand, TModel } from '#core/contracts/catalogue.ts';
import { ApiError, publicApi } from '../../../lib/api.ts';

export type TLoad<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error'; messageKey: string };

/**
 * Loads a list (nothing while `key` is null) and loads again when `key` or `attempt` changes (the
 * retry button). `key` names what `load` asks for.
 */
function useApiData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  attempt: number,
): TLoad<T> {
  const id = key === null ? null : `${key}#${attempt}`;
  const [result, setResult] = useState<{ id: string; load: TLoad<T> } | null>(null);
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ id, load: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const messageKey = error instanceof ApiError ? error.messageKey : 'errors.internal';
        setResult({ id, load: { status: 'error', messageKey } });
      },
    );
    return () => controller.abort();
    // `load` is a new function on each render; `id` says when its answer would change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (id === null) return { status: 'idle' };
  return result?.id === id ? result.load : { status: 'loading' };
}

export function useBrands(attempt: number): TLoad<TBrand[]> {
  return useApiData(
    'brands',
    async (signal) => (await publicApi('GET /api/brands', {}, { signal })).brands,
    attempt,
  );
}

export function useModels(brandId: number | null, attempt: number): TLoad<TModel[]> {
  return useApiData(
    brandId === null ? null : `models:${brandId}`,
    async (signal) => (await publicApi('GET /api/models', { query: { brandId } }, { signal })).models,
    attempt,
  );
}
