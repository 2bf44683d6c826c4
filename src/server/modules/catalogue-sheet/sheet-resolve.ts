import type { TSheetRejection } from '#core/contracts/catalogue-sheet.ts';
import type { TGrade } from '#core/questionnaire.ts';
import type { TRawSheets } from './sheet-read.ts';
import { columnTitle } from './sheet-layout.ts';
import { rejection } from './sheet-rejections.ts';
import {
  nameKey,
  priceKey,
  readBrandRows,
  readModelRows,
  readPriceRows,
  type TBrandInput,
  type TModelInput,
  type TPriceInput,
  type TRejectedHints,
} from './sheet-rows.ts';

/** The catalogue as the database holds it when the file is checked. */
export interface TSnapshot {
  version: number;
  categories: { id: number; key: string }[];
  brands: {
    id: number;
    slug: string;
    name: string;
    category: string;
    isActive: boolean;
    sortOrder: number;
  }[];
  models: {
    id: number;
    slug: string;
    name: string;
    brandId: number;
    category: string;
    storageOptions: number[];
    releaseYear: number;
    isActive: boolean;
    sortOrder: number;
  }[];
  prices: { modelId: number; storageGb: number; grade: TGrade; priceThb: number }[];
}

/** A row that exists (its id) or one the import adds (its index among the added rows). */
export type TRef = { id: number } | { added: number };
export const refKey = (ref: TRef) => ('id' in ref ? `id:${ref.id}` : `new:${ref.added}`);

export interface TResolvedBrand {
  input: TBrandInput;
  ref: TRef;
}
export interface TResolvedModel {
  input: TModelInput;
  ref: TRef;
  brand: TResolvedBrand;
}
export interface TResolvedPrice {
  input: TPriceInput;
  model: TResolvedModel;
}

export interface TResolved {
  brands: TResolvedBrand[];
  models: TResolvedModel[];
  prices: TResolvedPrice[];
  rejected: TSheetRejection[];
  hints: TRejectedHints;
}

/**
 * Reads the sheets and ties them together: ids must be the catalogue's and appear once, names are
 * unique, a model names a brand of the Brands sheet, a price row names a model of the Models sheet (by
 * id, or by brand and name for a model the file adds) and one of its storage options. A row that fails
 * is rejected; the others resolve to what they refer to.
 */
export function resolveSheets(snapshot: TSnapshot, sheets: TRawSheets, now: Date): TResolved {
  const categories = snapshot.categories.map((category) => category.key);
  const hints: TRejectedHints = {
    brandIds: new Set(),
    brandNames: new Set(),
    modelIds: new Set(),
    modelNames: new Set(),
    priceKeys: new Set(),
  };
  const brandRows = readBrandRows(sheets.brands, categories, hints);
  const modelRows = readModelRows(sheets.models, categories, hints, now);
  const priceRows = readPriceRows(sheets.prices, hints);
  const rejected = [...brandRows.rejected, ...modelRows.rejected, ...priceRows.rejected];

  // Brands.
  const knownBrandIds = new Set(snapshot.brands.map((brand) => brand.id));
  const brandIds = new Set<number>();
  const brandsByName = new Map<string, TResolvedBrand>();
  const brands: TResolvedBrand[] = [];
  let addedBrands = 0;
  for (const input of brandRows.rows) {
    const reason =
      input.id !== null && !knownBrandIds.has(input.id)
        ? 'unknownId'
        : input.id !== null && brandIds.has(input.id)
          ? 'duplicateId'
          : brandsByName.has(nameKey(input.name))
            ? 'duplicateName'
            : undefined;
    if (reason) {
      const column = columnTitle('brands', reason === 'duplicateName' ? 'name' : 'id');
      rejected.push(
        rejection({
          sheet: 'brands',
          row: input.row,
          column,
          label: input.name,
          reason,
          value: reason === 'duplicateName' ? input.name : String(input.id),
        }),
      );
      if (input.id !== null) hints.brandIds.add(input.id);
      hints.brandNames.add(nameKey(input.name));
      continue;
    }
    if (input.id !== null) brandIds.add(input.id);
    const brand: TResolvedBrand = {
      input,
      ref: input.id !== null ? { id: input.id } : { added: addedBrands++ },
    };
    brandsByName.set(nameKey(input.name), brand);
    brands.push(brand);
  }
  // A brand renamed on the Brands sheet is still found by its old name on the other sheets.
  const brandsByOldName = new Map<string, TResolvedBrand>();
  const oldNames = new Map(snapshot.brands.map((brand) => [brand.id, nameKey(brand.name)]));
  for (const brand of brands) {
    const old = 'id' in brand.ref ? oldNames.get(brand.ref.id) : undefined;
    if (old !== undefined && !brandsByOldName.has(old)) brandsByOldName.set(old, brand);
  }
  const findBrand = (name: string) => brandsByName.get(nameKey(name)) ?? brandsByOldName.get(nameKey(name));

  // Models.
  const knownModelIds = new Set(snapshot.models.map((model) => model.id));
  const modelsById = new Map<number, TResolvedModel>();
  const modelsByName = new Map<string, TResolvedModel>();
  const models: TResolvedModel[] = [];
  let addedModels = 0;
  for (const input of modelRows.rows) {
    const label = `${input.brandName} ${input.name}`;
    const brand = findBrand(input.brandName);
    const key = brand ? `${refKey(brand.ref)}|${nameKey(input.name)}` : '';
    const skip = () => {
      if (input.id !== null) hints.modelIds.add(input.id);
      hints.modelNames.add(`${nameKey(input.brandName)}|${nameKey(input.name)}`);
    };
    if (!brand && hints.brandNames.has(nameKey(input.brandName))) {
      skip(); // its brand's row is rejected already: that rejection says what to fix
      continue;
    }
    const reason =
      input.id !== null && !knownModelIds.has(input.id)
        ? 'unknownId'
        : input.id !== null && modelsById.has(input.id)
          ? 'duplicateId'
          : !brand
            ? 'unknownBrand'
            : modelsByName.has(key)
              ? 'duplicateName'
              : undefined;
    if (reason || !brand) {
      const column = reason === 'unknownBrand' ? 'brand' : reason === 'duplicateName' ? 'name' : 'id';
      const value =
        reason === 'unknownBrand'
          ? input.brandName
          : reason === 'duplicateName'
            ? input.name
            : String(input.id);
      rejected.push(
        rejection({
          sheet: 'models',
          row: input.row,
          column: columnTitle('models', column),
          label,
          reason: reason ?? 'unknownBrand',
          value,
        }),
      );
      skip();
      continue;
    }
    const model: TResolvedModel = {
      input,
      brand,
      ref: input.id !== null ? { id: input.id } : { added: addedModels++ },
    };
    if (input.id !== null) modelsById.set(input.id, model);
    modelsByName.set(key, model);
    models.push(model);
  }

  // Prices.
  const modelNamesById = new Map(snapshot.models.map((model) => [model.id, nameKey(model.name)]));
  const priceKeys = new Set<string>();
  const prices: TResolvedPrice[] = [];
  for (const input of priceRows.rows) {
    const label = [input.brandName, input.modelName].filter(Boolean).join(' ') || null;
    const reject = (reason: TSheetRejection['reason'], column: string, value: string | null) =>
      rejected.push(
        rejection({
          sheet: 'prices',
          row: input.row,
          column: columnTitle('prices', column),
          label,
          reason,
          value,
        }),
      );
    let model: TResolvedModel | undefined;
    if (input.modelId !== null) {
      model = modelsById.get(input.modelId);
      if (!model) {
        if (!hints.modelIds.has(input.modelId)) reject('unknownModel', 'modelId', String(input.modelId));
        hints.priceKeys.add(priceKey(input.modelId, input.storageGb));
        continue;
      }
      const typed = input.modelName === null ? null : nameKey(input.modelName);
      if (
        typed !== null &&
        typed !== nameKey(model.input.name) &&
        typed !== modelNamesById.get(input.modelId)
      ) {
        reject('modelNameMismatch', 'modelName', input.modelName);
        hints.priceKeys.add(priceKey(input.modelId, input.storageGb));
        continue;
      }
    } else {
      const brand = findBrand(input.brandName ?? '');
      model = brand ? modelsByName.get(`${refKey(brand.ref)}|${nameKey(input.modelName ?? '')}`) : undefined;
      if (!model) {
        const typed = `${nameKey(input.brandName ?? '')}|${nameKey(input.modelName ?? '')}`;
        if (!hints.modelNames.has(typed)) reject('unknownModel', 'modelName', input.modelName);
        continue;
      }
    }
    if (!model.input.storageOptions.includes(input.storageGb)) {
      reject('storageNotOffered', 'storage', String(input.storageGb));
      if ('id' in model.ref) hints.priceKeys.add(priceKey(model.ref.id, input.storageGb));
      continue;
    }
    const key = `${refKey(model.ref)}:${input.storageGb}`;
    if (priceKeys.has(key)) {
      reject('duplicatePrice', 'storage', String(input.storageGb));
      continue;
    }
    priceKeys.add(key);
    prices.push({ input, model });
  }

  return { brands, models, prices, rejected, hints };
}
