import {
  MAX_SHEET_NAME_LENGTH,
  MAX_SHEET_PRICE_THB,
  MAX_SHEET_SORT_ORDER,
  MAX_SHEET_STORAGE_GB,
  MIN_SHEET_RELEASE_YEAR,
  type TSheetKind,
  type TSheetRejection,
} from '#core/contracts/catalogue-sheet.ts';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import {
  parseBoolean,
  parseInteger,
  parseKey,
  parseStorageOptions,
  parseText,
  type TParsed,
} from './sheet-cells.ts';
import { columnTitle } from './sheet-layout.ts';
import type { TRawRow } from './sheet-read.ts';
import { rejection } from './sheet-rejections.ts';
import { MAX_INTEGER } from '#core/contracts/record-id.ts';

/** Rows of each sheet read into fields; a row with any bad cell is rejected whole (every bad cell listed). */

export interface TBrandInput {
  row: number;
  id: number | null;
  name: string;
  category: string;
  isActive: boolean;
  sortOrder: number;
}

export interface TModelInput {
  row: number;
  id: number | null;
  brandName: string;
  name: string;
  category: string;
  storageOptions: number[];
  releaseYear: number;
  isActive: boolean;
  sortOrder: number;
}

export interface TPriceInput {
  row: number;
  modelId: number | null;
  modelName: string | null;
  brandName: string | null;
  storageGb: number;
  prices: Record<TGrade, number | null>;
}

/** What a rejected row still tells: its id or name, so the rest of the preview does not cascade. */
export interface TRejectedHints {
  brandIds: Set<number>;
  brandNames: Set<string>;
  modelIds: Set<number>;
  modelNames: Set<string>;
  priceKeys: Set<string>;
}

export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const priceKey = (modelId: number, storageGb: number) => `${modelId}:${storageGb}`;

const ID = { min: 1, max: MAX_INTEGER };
const SORT = { min: -MAX_SHEET_SORT_ORDER, max: MAX_SHEET_SORT_ORDER };

/** Collects one row's fields and the rejections of its bad cells. */
class RowReader {
  readonly problems: TSheetRejection[] = [];
  private readonly kind: TSheetKind;
  private readonly raw: TRawRow;
  constructor(kind: TSheetKind, raw: TRawRow) {
    this.kind = kind;
    this.raw = raw;
  }

  field<T>(key: string, parse: (cell: TRawRow['cells'][string]) => TParsed<T | null>, required: boolean) {
    const cell = this.raw.cells[key] ?? { ok: true as const, value: null };
    const parsed = parse(cell);
    const header = columnTitle(this.kind, key);
    if (!parsed.ok) {
      this.problems.push(
        rejection({
          sheet: this.kind,
          row: this.raw.row,
          column: header,
          reason: parsed.reason,
          value: parsed.text,
        }),
      );
      return null;
    }
    if (parsed.value === null && required) {
      this.problems.push(
        rejection({ sheet: this.kind, row: this.raw.row, column: header, reason: 'required' }),
      );
    }
    return parsed.value;
  }
}

export function readBrandRows(raw: TRawRow[], categories: readonly string[], hints: TRejectedHints) {
  const rows: TBrandInput[] = [];
  const rejected: TSheetRejection[] = [];
  for (const line of raw) {
    const reader = new RowReader('brands', line);
    const id = reader.field('id', (cell) => parseInteger(cell, ID), false);
    const name = reader.field('name', (cell) => parseText(cell, { max: MAX_SHEET_NAME_LENGTH }), true);
    const category = reader.field('category', (cell) => parseKey(cell, categories), true);
    const isActive = reader.field('active', parseBoolean, false);
    const sortOrder = reader.field('sortOrder', (cell) => parseInteger(cell, SORT), false);
    if (reader.problems.length > 0) {
      rejected.push(...reader.problems.map((problem) => ({ ...problem, label: name })));
      if (id !== null) hints.brandIds.add(id);
      if (name !== null) hints.brandNames.add(nameKey(name));
      continue;
    }
    rows.push({
      row: line.row,
      id,
      name: name!,
      category: category!,
      isActive: isActive ?? true,
      sortOrder: sortOrder ?? 0,
    });
  }
  return { rows, rejected };
}

export function readModelRows(
  raw: TRawRow[],
  categories: readonly string[],
  hints: TRejectedHints,
  now: Date,
) {
  const rows: TModelInput[] = [];
  const rejected: TSheetRejection[] = [];
  const years = { min: MIN_SHEET_RELEASE_YEAR, max: now.getUTCFullYear() + 1 };
  for (const line of raw) {
    const reader = new RowReader('models', line);
    const id = reader.field('id', (cell) => parseInteger(cell, ID), false);
    const brandName = reader.field('brand', (cell) => parseText(cell, { max: MAX_SHEET_NAME_LENGTH }), true);
    const name = reader.field('name', (cell) => parseText(cell, { max: MAX_SHEET_NAME_LENGTH }), true);
    const category = reader.field('category', (cell) => parseKey(cell, categories), true);
    const storageOptions = reader.field('storage', parseStorageOptions, true);
    const releaseYear = reader.field(
      'releaseYear',
      (cell) => {
        const year = parseInteger(cell, years);
        return year.ok ? year : { ...year, reason: 'invalidYear' as const };
      },
      true,
    );
    const isActive = reader.field('active', parseBoolean, false);
    const sortOrder = reader.field('sortOrder', (cell) => parseInteger(cell, SORT), false);
    const label = brandName && name ? `${brandName} ${name}` : name;
    if (reader.problems.length > 0) {
      rejected.push(...reader.problems.map((problem) => ({ ...problem, label })));
      if (id !== null) hints.modelIds.add(id);
      if (brandName && name) hints.modelNames.add(`${nameKey(brandName)}|${nameKey(name)}`);
      continue;
    }
    rows.push({
      row: line.row,
      id,
      brandName: brandName!,
      name: name!,
      category: category!,
      storageOptions: storageOptions!,
      releaseYear: releaseYear!,
      isActive: isActive ?? true,
      sortOrder: sortOrder ?? 0,
    });
  }
  return { rows, rejected };
}

export function readPriceRows(raw: TRawRow[], hints: TRejectedHints) {
  const rows: TPriceInput[] = [];
  const rejected: TSheetRejection[] = [];
  const price = { min: 0, max: MAX_SHEET_PRICE_THB };
  for (const line of raw) {
    const reader = new RowReader('prices', line);
    const modelId = reader.field('modelId', (cell) => parseInteger(cell, ID), false);
    const text = (cell: TRawRow['cells'][string]) => parseText(cell, { max: MAX_SHEET_NAME_LENGTH });
    // Without an id the model is found by brand and name (a model added on the Models sheet).
    const modelName = reader.field('modelName', text, modelId === null);
    const brandName = reader.field('brand', text, modelId === null);
    const storageGb = reader.field(
      'storage',
      (cell) => parseInteger(cell, { min: 0, max: MAX_SHEET_STORAGE_GB }),
      true,
    );
    const prices = {} as Record<TGrade, number | null>;
    for (const grade of GRADES)
      prices[grade] = reader.field(grade, (cell) => parseInteger(cell, price), false);
    const label = [brandName, modelName].filter(Boolean).join(' ') || null;
    if (reader.problems.length > 0) {
      rejected.push(...reader.problems.map((problem) => ({ ...problem, label })));
      if (modelId !== null && storageGb !== null) hints.priceKeys.add(priceKey(modelId, storageGb));
      continue;
    }
    rows.push({ row: line.row, modelId, modelName, brandName, storageGb: storageGb!, prices });
  }
  return { rows, rejected };
}
