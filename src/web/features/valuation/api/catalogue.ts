import { useEffect, useState } from 'react';
import type { TCategoryKey } from '#core/constants.ts';
import type { TBrand, TListBrandsResponse, TListModelsResponse, TModel } from '#core/contracts/catalogue.ts';
import { apiGet, ApiError } from '../../../lib/api-client.ts';

export type TLoad<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error'; messageKey: string };

/**
 * Catalogue lists, fetched once per page visit: going back a step, or revisiting the device, renders
 * from memory on the same frame instead of flashing a spinner.
 */
const settled = new Map<string, unknown>();
const inFlight = new Map<string, Promise<unknown>>();

function load<T>(path: string): Promise<T> {
  if (settled.has(path)) return Promise.resolve(settled.get(path) as T);
  let pending = inFlight.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = apiGet<T>(path).then(
      (body) => {
        settled.set(path, body);
        inFlight.delete(path);
        return body;
      },
      (error: unknown) => {
        inFlight.delete(path);
        throw error;
      },
    );
    inFlight.set(path, pending);
  }
  return pending;
}

function brandsPath(category?: TCategoryKey): string {
  return category ? `/api/brands?category=${category}` : '/api/brands';
}

function modelsPath(brandId: number, category?: TCategoryKey): string {
  return `/api/models?brandId=${brandId}${category ? `&category=${category}` : ''}`;
}

export function fetchModels(brandId: number, category?: TCategoryKey): Promise<TModel[]> {
  return load<TListModelsResponse>(modelsPath(brandId, category)).then((body) => body.models);
}

/** Starts loading the next step's list while the customer is still on this one. */
export function prefetchModels(brandId: number, category: TCategoryKey): void {
  fetchModels(brandId, category).catch(() => undefined);
}

function useList<TBody, T>(path: string | null, pick: (body: TBody) => T, attempt: number): TLoad<T> {
  const key = path === null ? null : `${path}#${attempt}`;
  const [result, setResult] = useState<{ key: string; load: TLoad<T> } | null>(null);
  // Whether this render had the list. One that did not waits for it even if it arrives before the effect
  // runs (a step rendered ahead in the background runs its effects a while after rendering).
  const renderedReady = path !== null && settled.has(path);
  useEffect(() => {
    if (path === null || key === null || renderedReady) return;
    let active = true;
    load<TBody>(path).then(
      (body) => active && setResult({ key, load: { status: 'ready', data: pick(body) } }),
      (error: unknown) => {
        const messageKey = error instanceof ApiError ? error.messageKey : 'errors.internal';
        if (active) setResult({ key, load: { status: 'error', messageKey } });
      },
    );
    return () => {
      active = false;
    };
  }, [path, key, pick, renderedReady]);
  if (path === null) return { status: 'idle' };
  if (renderedReady) return { status: 'ready', data: pick(settled.get(path) as TBody) };
  return result?.key === key ? result.load : { status: 'loading' };
}

const pickBrands = (body: TListBrandsResponse) => body.brands;
const pickModels = (body: TListModelsResponse) => body.models;

/** Brands with a model in the category; every active brand when `category` is 'all'. Nothing until a category is chosen. */
export function useBrands(category: TCategoryKey | 'all' | undefined, attempt = 0): TLoad<TBrand[]> {
  const path = category === undefined ? null : brandsPath(category === 'all' ? undefined : category);
  return useList(path, pickBrands, attempt);
}

/** A brand's models, of one category when given. Nothing until a brand is chosen. */
export function useModels(
  brandId: number | undefined,
  category: TCategoryKey | undefined,
  attempt = 0,
): TLoad<TModel[]> {
  return useList(brandId === undefined ? null : modelsPath(brandId, category), pickModels, attempt);
}
