/**
 * The estimate form's three dependent choices (spec §4): choosing a brand resets model and storage,
 * choosing a model resets storage. A model with a single storage option gets it chosen for the customer.
 */
export interface TEstimateSelection {
  brandId: number | null;
  modelId: number | null;
  storageGb: number | null;
}

export type TEstimateAction =
  | { type: 'brand'; brandId: number | null }
  | { type: 'model'; modelId: number | null; storageOptions?: readonly number[] }
  | { type: 'storage'; storageGb: number | null };

export const EMPTY_SELECTION: TEstimateSelection = { brandId: null, modelId: null, storageGb: null };

export function estimateSelectionReducer(
  state: TEstimateSelection,
  action: TEstimateAction,
): TEstimateSelection {
  switch (action.type) {
    case 'brand':
      return { brandId: action.brandId, modelId: null, storageGb: null };
    case 'model': {
      if (state.brandId === null) return state;
      const only =
        action.modelId !== null && action.storageOptions?.length === 1 ? action.storageOptions[0] : undefined;
      return { ...state, modelId: action.modelId, storageGb: only ?? null };
    }
    case 'storage':
      if (state.modelId === null) return state;
      return { ...state, storageGb: action.storageGb };
  }
}

export function isSelectionComplete(
  selection: TEstimateSelection,
): selection is { brandId: number; modelId: number; storageGb: number } {
  return selection.brandId !== null && selection.modelId !== null && selection.storageGb !== null;
}

/** The /valuation address that carries the choice and the reference (spec §2 Estimate form). */
export function valuationSearch(
  selection: { brandId: number; modelId: number; storageGb: number },
  reference: string,
): string {
  const params = new URLSearchParams({
    brand: String(selection.brandId),
    model: String(selection.modelId),
    storage: String(selection.storageGb),
    ref: reference,
  });
  return `?${params.toString()}`;
}
