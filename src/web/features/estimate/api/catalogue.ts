import { useEffect, useState } from 'react';
import type { TBrand, TListBrandsResponse, TListModelsResponse, TModel } from '#core/contracts/catalogue.ts';
import { apiGet, ApiError } from '../../../lib/api-client.ts';

export type TLoad<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error'; messageKey: string };

/** Loads `path` (nothing while it is null) and loads again when `attempt` changes (the retry button). */
function useApiData<TBody, T>(path: string | null, pick: (body: TBody) => T, attempt: number): TLoad<T> {
  const key = path === null ? null : `${path}#${attempt}`;
  const [result, setResult] = useState<{ key: string; load: TLoad<T> } | null>(null);
  useEffect(() => {
    if (path === null || key === null) return;
    const controller = new AbortController();
    apiGet<TBody>(path, controller.signal).then(
      (body) => setResult({ key, load: { status: 'ready', data: pick(body) } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const messageKey = error instanceof ApiError ? error.messageKey : 'errors.internal';
        setResult({ key, load: { status: 'error', messageKey } });
      },
    );
    return () => controller.abort();
  }, [path, key, pick]);
  if (key === null) return { status: 'idle' };
  return result?.key === key ? result.load : { status: 'loading' };
}

const pickBrands = (body: TListBrandsResponse) => body.brands;
const pickModels = (body: TListModelsResponse) => body.models;

export function useBrands(attempt: number): TLoad<TBrand[]> {
  return useApiData('/api/brands', pickBrands, attempt);
}

export function useModels(brandId: number | null, attempt: number): TLoad<TModel[]> {
  return useApiData(brandId === null ? null : `/api/models?brandId=${brandId}`, pickModels, attempt);
}
