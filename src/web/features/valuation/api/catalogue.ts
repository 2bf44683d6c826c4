import { useEffect, useMemo, useState } from 'react';
import type { TCategoryKey } from '#core/constants.ts';
import type { TBrand, TListBrandsResponse, TListModelsResponse, TModel } from '#core/contracts/catalogue.ts';
import type { TQuestionnaireMappingResponse } from '#core/contracts/questionnaire.ts';
import { questionnaireFor, type TDeviceQuestionnaire } from '#core/questionnaire-mapping.ts';
import { ApiError, endpointUrl, publicApi } from '../../../lib/api.ts';

export type TLoad<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error'; messageKey: string };

/**
 * Catalogue lists, fetched once per page visit: going back a step, or revisiting the device, renders
 * from memory on the same frame instead of flashing a spinner. Kept by URL.
 */
const settled = new Map<string, unknown>();
const inFlight = new Map<string, Promise<unknown>>();

function load<T>(path: string, fetch: () => Promise<T>): Promise<T> {
  if (settled.has(path)) return Promise.resolve(settled.get(path) as T);
  let pending = inFlight.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = fetch().then(
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

function brandsCall(category?: TCategoryKey) {
  const input = { query: { category } };
  return { path: endpointUrl('GET /api/brands', input), fetch: () => publicApi('GET /api/brands', input) };
}

function modelsCall(brandId: number, category?: TCategoryKey) {
  const input = { query: { brandId, category } };
  return { path: endpointUrl('GET /api/models', input), fetch: () => publicApi('GET /api/models', input) };
}

export function fetchModels(brandId: number, category?: TCategoryKey): Promise<TModel[]> {
  const call = modelsCall(brandId, category);
  return load(call.path, call.fetch).then((body) => body.models);
}

/** Starts loading the next step's list while the customer is still on this one. */
export function prefetchModels(brandId: number, category: TCategoryKey): void {
  fetchModels(brandId, category).catch(() => undefined);
}

function useList<TBody, T>(
  call: { path: string; fetch: () => Promise<TBody> } | null,
  pick: (body: TBody) => T,
  attempt: number,
): TLoad<T> {
  const path = call?.path ?? null;
  const key = path === null ? null : `${path}#${attempt}`;
  const [result, setResult] = useState<{ key: string; load: TLoad<T> } | null>(null);
  // Whether this render had the list. One that did not waits for it even if it arrives before the effect
  // runs (a step rendered ahead in the background runs its effects a while after rendering).
  const renderedReady = path !== null && settled.has(path);
  useEffect(() => {
    if (call === null || key === null || renderedReady) return;
    let active = true;
    load(call.path, call.fetch).then(
      (body) => active && setResult({ key, load: { status: 'ready', data: pick(body) } }),
      (error: unknown) => {
        const messageKey = error instanceof ApiError ? error.messageKey : 'errors.internal';
        if (active) setResult({ key, load: { status: 'error', messageKey } });
      },
    );
    return () => {
      active = false;
    };
    // `call` is a new object on each render; its path says when its answer would change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, key, pick, renderedReady]);
  if (path === null) return { status: 'idle' };
  if (renderedReady) return { status: 'ready', data: pick(settled.get(path) as TBody) };
  return result?.key === key ? result.load : { status: 'loading' };
}

const pickBrands = (body: TListBrandsResponse) => body.brands;
const pickModels = (body: TListModelsResponse) => body.models;

/** Brands with a model in the category; every active brand when `category` is 'all'. Nothing until a category is chosen. */
export function useBrands(category: TCategoryKey | 'all' | undefined, attempt = 0): TLoad<TBrand[]> {
  const call = category === undefined ? null : brandsCall(category === 'all' ? undefined : category);
  return useList(call, pickBrands, attempt);
}

/** A brand's models, of one category when given. Nothing until a brand is chosen. */
export function useModels(
  brandId: number | undefined,
  category: TCategoryKey | undefined,
  attempt = 0,
): TLoad<TModel[]> {
  return useList(brandId === undefined ? null : modelsCall(brandId, category), pickModels, attempt);
}

function questionnaireCall() {
  return {
    path: endpointUrl('GET /api/questionnaire', {}),
    fetch: () => publicApi('GET /api/questionnaire', {}),
  };
}

/** Starts loading the questionnaire mapping (decision 026) before the condition step needs it. */
export function prefetchQuestionnaire(): void {
  const call = questionnaireCall();
  load(call.path, call.fetch).catch(() => undefined);
}

const pickRules = (body: TQuestionnaireMappingResponse) => body.rules;

/**
 * What a device of the category and brand is asked: the mapping the server prices with, resolved by the
 * core's questionnaireFor. Nothing until the category and brand are known.
 */
export function useDeviceQuestionnaire(
  category: TCategoryKey | undefined,
  brandId: number | undefined,
  attempt = 0,
): TLoad<TDeviceQuestionnaire> {
  const known = category !== undefined && brandId !== undefined;
  const rules = useList(known ? questionnaireCall() : null, pickRules, attempt);
  const mapping = rules.status === 'ready' ? rules.data : undefined;
  // One object per device and mapping: steps compare it and memoised questions keep their props.
  const questionnaire = useMemo(
    () =>
      mapping && category !== undefined && brandId !== undefined
        ? questionnaireFor(mapping, category, brandId)
        : undefined,
    [mapping, category, brandId],
  );
  if (rules.status !== 'ready' || questionnaire === undefined) return rules as TLoad<never>;
  return { status: 'ready', data: questionnaire };
}
