import type { TSheetKind } from '#core/contracts/catalogue-sheet.ts';
import { GRADES } from '#core/questionnaire.ts';

/**
 * The workbook's shape, shared by the export and the import. A header cell reads "english / ไทย"; the
 * import matches a column by its English part (case-insensitive), so columns may be moved, and extra
 * columns (a person's notes) are ignored.
 */

export interface TColumn {
  key: string;
  en: string;
  th: string;
  width: number;
}

const column = (key: string, en: string, th: string, width: number): TColumn => ({ key, en, th, width });

export const SHEET_NAMES: Record<TSheetKind, string> = {
  brands: 'Brands',
  models: 'Models',
  prices: 'Prices',
};
export const INSTRUCTIONS_SHEET = 'Instructions';

export const BRAND_COLUMNS = [
  column('id', 'id', 'รหัส', 8),
  column('name', 'name', 'ชื่อแบรนด์', 28),
  column('category', 'category', 'หมวดหมู่', 14),
  column('active', 'active', 'เปิดใช้', 10),
  column('sortOrder', 'sort order', 'ลำดับ', 10),
] as const;

export const MODEL_COLUMNS = [
  column('id', 'id', 'รหัส', 8),
  column('brand', 'brand', 'แบรนด์', 20),
  column('name', 'name', 'ชื่อรุ่น', 36),
  column('category', 'category', 'หมวดหมู่', 14),
  column('storage', 'storage options', 'ความจุ (GB)', 22),
  column('releaseYear', 'release year', 'ปีที่วางขาย', 12),
  column('active', 'active', 'เปิดใช้', 10),
  column('sortOrder', 'sort order', 'ลำดับ', 10),
] as const;

const GRADE_TH: Record<(typeof GRADES)[number], string> = {
  excellent: 'สภาพดีมาก',
  good: 'สภาพดี',
  fair: 'สภาพพอใช้',
  broken: 'เสีย',
};

export const PRICE_COLUMNS = [
  column('modelId', 'model id', 'รหัสรุ่น', 10),
  column('modelName', 'model name', 'ชื่อรุ่น', 36),
  column('brand', 'brand', 'แบรนด์', 18),
  column('storage', 'storage GB', 'ความจุ (GB)', 12),
  ...GRADES.map((grade) => column(grade, grade, GRADE_TH[grade], 13)),
] as const;

export const COLUMNS: Record<TSheetKind, readonly TColumn[]> = {
  brands: BRAND_COLUMNS,
  models: MODEL_COLUMNS,
  prices: PRICE_COLUMNS,
};

export const headerText = (col: TColumn) => (col.en === 'id' ? 'id' : `${col.en} / ${col.th}`);

/** A header cell's English part, as the import compares it. */
export const headerKey = (text: string) => text.split('/')[0]!.trim().replace(/\s+/g, ' ').toLowerCase();

/** How the sheet writes yes/no, and what the import also accepts (either language, 1/0, true/false). */
export const YES = 'yes';
export const NO = 'no';
export const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'ใช่', 'เปิด']);
export const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'ไม่', 'ไม่ใช่', 'ปิด']);

/** Storage options as the sheet shows them: "128, 256, 512". */
export const storageText = (sizes: readonly number[]) => sizes.join(', ');

/** A column's header as the sheet shows it, by its key (for messages about a cell). */
export function columnTitle(kind: TSheetKind, key: string): string {
  const col = COLUMNS[kind].find((candidate) => candidate.key === key);
  return col ? headerText(col) : key;
}
