import { z } from 'zod';
import { bangkokFileStamp } from '../bangkok-time.ts';
import { text } from './text.ts';
import { GRADES } from '../questionnaire.ts';

/**
 * Admin › Excel import (issue 5, decision 011): the catalogue as an .xlsx workbook (Brands, Models,
 * Prices) and its import back: a preview of every change, then an all-or-nothing apply.
 */

/** Largest upload accepted, in bytes (a full export of hundreds of models is ~100 KB). */
export const MAX_SHEET_UPLOAD_BYTES = 5 * 1024 * 1024;
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export { MAX_SHEET_ROWS } from '../catalogue-sheet-limits.ts';
/** Longest brand or model name (the admin forms' limit). */
export const MAX_SHEET_NAME_LENGTH = 100;
/** A price above this is a typing error (as in the admin forms). */
export const MAX_SHEET_PRICE_THB = 10_000_000;
export const MAX_SHEET_STORAGE_GB = 65_536;
export const MAX_SHEET_STORAGE_OPTIONS = 12;
export const MIN_SHEET_RELEASE_YEAR = 1990;
export const MAX_SHEET_SORT_ORDER = 1_000_000;
/** How long a preview can be applied (minutes). */
export const SHEET_PREVIEW_TTL_MINUTES = 15;
/** Rows of each group a preview answer lists (the counts are always whole). */
export const SHEET_PREVIEW_LIST_LIMIT = 500;

/** "catalogue-2026-11-22-1930.xlsx", Bangkok time (UTC+7 all year): the server's name, and the browser's. */
export function catalogueFileName(at: Date): string {
  return `catalogue-${bangkokFileStamp(at)}.xlsx`;
}

export const SHEET_KINDS = ['brands', 'models', 'prices'] as const;
export type TSheetKind = (typeof SHEET_KINDS)[number];

/** Why a row cannot be imported; each is `admin.import.reasons.<reason>` in both languages. */
export const SHEET_REJECT_REASONS = [
  'required',
  'notInteger',
  'outOfRange',
  'textTooLong',
  'invalidBoolean',
  'unknownCategory',
  'invalidStorage',
  'invalidYear',
  'formulaWithoutResult',
  'cellError',
  'unsupportedValue',
  'unknownId',
  'duplicateId',
  'duplicateName',
  'unknownBrand',
  'unknownModel',
  'modelNameMismatch',
  'storageNotOffered',
  'duplicatePrice',
  'referenced',
] as const;
export type TSheetRejectReason = (typeof SHEET_REJECT_REASONS)[number];

const ZSheetKindSchema = z.enum(SHEET_KINDS);
const ZCellSchema = z.union([text(), z.number(), z.boolean(), z.null()]);

/** A row added or removed: its values as the sheet shows them (storage as "128, 256"). */
export const ZSheetRowSchema = z.object({
  sheet: ZSheetKindSchema,
  /** The row's number in the uploaded sheet; null for a row of the catalogue the sheet lacks. */
  row: z.number().int().nullable(),
  id: z.number().int().nullable(),
  label: text(),
  values: z.record(text(), ZCellSchema),
});
export type TSheetRow = z.infer<typeof ZSheetRowSchema>;

export const ZSheetChangeSchema = z.object({
  sheet: ZSheetKindSchema,
  row: z.number().int(),
  id: z.number().int(),
  /** A price row's storage (with `id`, the model's, it names the row); null for brands and models. */
  storageGb: z.number().int().nullable(),
  label: text(),
  changes: z.array(z.object({ field: text(), before: ZCellSchema, after: ZCellSchema })),
});
export type TSheetChange = z.infer<typeof ZSheetChangeSchema>;

export const ZSheetRejectionSchema = z.object({
  sheet: ZSheetKindSchema,
  row: z.number().int().nullable(),
  /** The column's header (`price excellent`), when one cell is the problem. */
  column: text().nullable(),
  label: text().nullable(),
  reason: z.enum(SHEET_REJECT_REASONS),
  /** i18n key of the reason (`admin.import.reasons.<reason>`). */
  reasonKey: text(),
  /** The reason in English, for API callers without the catalogues. */
  message: text(),
  /** The offending value as text (cut to 100 characters). */
  value: text().nullable(),
});
export type TSheetRejection = z.infer<typeof ZSheetRejectionSchema>;

/**
 * An active model (of an active brand) that would lack a price for some storage × grade once the file is
 * applied: customers are offered only its complete sizes (`offered: false`: none, so not the model).
 */
export const ZSheetUnpricedSchema = z.object({
  /** The model's id; null for a model the file adds. */
  id: z.number().int().nullable(),
  /** Its line on the Models sheet. */
  row: z.number().int(),
  label: text(),
  missing: z.array(z.object({ storageGb: z.number().int(), grades: z.array(z.enum(GRADES)) })),
  offered: z.boolean(),
});
export type TSheetUnpriced = z.infer<typeof ZSheetUnpricedSchema>;

const group = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), rows: z.array(item) });
const ZCountsSchema = z.object({
  brands: z.number().int(),
  models: z.number().int(),
  prices: z.number().int(),
});
export type TSheetCounts = z.infer<typeof ZCountsSchema>;

export const ZSheetPreviewSchema = z.object({
  /** Apply with POST /api/admin/catalogue-import/{id}/apply (same admin, within the TTL). */
  id: z.uuid(),
  expiresAt: text(),
  /** False while rows are rejected or when nothing would change. */
  canApply: z.boolean(),
  counts: z.object({
    added: ZCountsSchema,
    changed: ZCountsSchema,
    removed: ZCountsSchema,
    rejected: z.number().int(),
  }),
  added: group(ZSheetRowSchema),
  changed: group(ZSheetChangeSchema),
  removed: group(ZSheetRowSchema),
  rejected: group(ZSheetRejectionSchema),
  unpriced: group(ZSheetUnpricedSchema),
  /** Server time spent reading and checking the file, in ms. */
  processingMs: z.number(),
});
export type TSheetPreview = z.infer<typeof ZSheetPreviewSchema>;

export const ZSheetPreviewParamSchema = z.object({
  id: z.uuid({ error: 'errors.catalogueSheet.previewNotFound' }),
});

export const ZSheetApplyResultSchema = z.object({
  added: ZCountsSchema,
  changed: ZCountsSchema,
  removed: ZCountsSchema,
});
export type TSheetApplyResult = z.infer<typeof ZSheetApplyResultSchema>;
