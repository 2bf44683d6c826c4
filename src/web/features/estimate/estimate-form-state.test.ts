import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  estimateSelectionReducer,
  isSelectionComplete,
  valuationSearch,
} from './estimate-form-state.ts';

const full = { brandId: 1, modelId: 10, storageGb: 128 };

describe('estimate form reset rules (spec §4)', () => {
  it('choosing a brand resets model and storage', () => {
    expect(estimateSelectionReducer(full, { type: 'brand', brandId: 2 })).toEqual({
      brandId: 2,
      modelId: null,
      storageGb: null,
    });
  });

  it('choosing a model resets storage', () => {
    const next = estimateSelectionReducer(full, { type: 'model', modelId: 11, storageOptions: [128, 256] });
    expect(next).toEqual({ brandId: 1, modelId: 11, storageGb: null });
  });

  it('a model with one storage option has it chosen', () => {
    expect(
      estimateSelectionReducer(full, { type: 'model', modelId: 12, storageOptions: [0] }).storageGb,
    ).toBe(0);
  });

  it('clearing the model clears storage', () => {
    expect(estimateSelectionReducer(full, { type: 'model', modelId: null })).toEqual({
      brandId: 1,
      modelId: null,
      storageGb: null,
    });
  });

  it('a model cannot be chosen before a brand, nor storage before a model', () => {
    expect(estimateSelectionReducer(EMPTY_SELECTION, { type: 'model', modelId: 3 })).toBe(EMPTY_SELECTION);
    const brandOnly = { brandId: 1, modelId: null, storageGb: null };
    expect(estimateSelectionReducer(brandOnly, { type: 'storage', storageGb: 64 })).toBe(brandOnly);
  });

  it('choosing storage keeps brand and model', () => {
    expect(estimateSelectionReducer(full, { type: 'storage', storageGb: 256 })).toEqual({
      ...full,
      storageGb: 256,
    });
  });

  it('is complete only with all three, storage 0 (not applicable) included', () => {
    expect(isSelectionComplete(full)).toBe(true);
    expect(isSelectionComplete({ ...full, storageGb: 0 })).toBe(true);
    expect(isSelectionComplete({ ...full, storageGb: null })).toBe(false);
    expect(isSelectionComplete(EMPTY_SELECTION)).toBe(false);
  });

  it('builds the /valuation query with brand, model, storage and reference', () => {
    const params = new URLSearchParams(valuationSearch(full, 'TRD-261122-AB12'));
    expect(Object.fromEntries(params)).toEqual({
      brand: '1',
      model: '10',
      storage: '128',
      ref: 'TRD-261122-AB12',
    });
  });
});
