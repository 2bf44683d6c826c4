import type ExcelJS from 'exceljs';
import type { DataValidation, Workbook, Worksheet } from 'exceljs';
import {
  MAX_SHEET_NAME_LENGTH,
  MAX_SHEET_PRICE_THB,
  SHEET_PREVIEW_TTL_MINUTES,
  type TSheetKind,
} from '#core/contracts/catalogue-sheet.ts';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import {
  COLUMNS,
  INSTRUCTIONS_SHEET,
  NO,
  SHEET_NAMES,
  YES,
  headerText,
  storageText,
} from './sheet-layout.ts';
import type { TSnapshot } from './sheet-resolve.ts';
import { priceKey } from './sheet-rows.ts';

/** Rows below the data that still get the dropdowns, for rows a person adds. */
const SPARE_ROWS = 200;
const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2E8F0' } } as const;

/** exceljs loads on first use: its ~2 MB of code stays off the server's start. */
export async function loadExcel(): Promise<typeof ExcelJS> {
  const module = (await import('exceljs')) as unknown as { default: typeof ExcelJS };
  return module.default;
}

function addDataSheet(workbook: Workbook, kind: TSheetKind, rows: unknown[][]): Worksheet {
  const sheet = workbook.addWorksheet(SHEET_NAMES[kind], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS[kind].map((col) => ({ header: headerText(col), key: col.key, width: col.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  sheet.addRows(rows);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS[kind].length } };
  return sheet;
}

type TValidation = DataValidation;
/** exceljs has range validations (written as one rule) but does not declare them. */
type TWithValidations = { dataValidations: { add(range: string, validation: TValidation): void } };

/** One validation over a column's data rows (and spare rows below): a dropdown or a number range. */
function validateColumn(sheet: Worksheet, kind: TSheetKind, key: string, validation: TValidation): void {
  const index = COLUMNS[kind].findIndex((col) => col.key === key);
  const letter = sheet.getColumn(index + 1).letter;
  (sheet as unknown as TWithValidations).dataValidations.add(
    `${letter}2:${letter}${sheet.rowCount + SPARE_ROWS}`,
    validation,
  );
}

const list = (values: string[]): TValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [`"${values.join(',')}"`],
});

const INSTRUCTIONS: [string, string][] = [
  ['Khumkha catalogue — brands, models and prices', 'แคตตาล็อกคุ้มค่า — แบรนด์ รุ่น และราคา'],
  ['', ''],
  [
    'Edit the Brands, Models and Prices sheets, then upload this file in Admin › Import. You will see every change before anything is saved.',
    'แก้ไขชีต Brands, Models และ Prices แล้วอัปโหลดไฟล์นี้ที่ แอดมิน › นำเข้า ระบบจะแสดงทุกการเปลี่ยนแปลงให้ตรวจก่อนบันทึก',
  ],
  [
    'The id column identifies a row: do not change it. Leave id empty to add a new brand or model.',
    'คอลัมน์ id ใช้ระบุแถว ห้ามแก้ไข เว้น id ว่างไว้เพื่อเพิ่มแบรนด์หรือรุ่นใหม่',
  ],
  [
    'A row you delete from the sheet is removed from the catalogue. To hide a brand or model, set active to "no" instead. Models used by quotes or requests cannot be removed.',
    'แถวที่ลบออกจากชีตจะถูกลบออกจากแคตตาล็อก หากต้องการซ่อน ให้ตั้ง active เป็น "no" แทน รุ่นที่มีใบเสนอราคาหรือคำขออยู่แล้วจะลบไม่ได้',
  ],
  [
    'Brands: you may edit name, category, active (yes/no) and sort order.',
    'Brands: แก้ไขได้ ชื่อ หมวดหมู่ เปิดใช้ (yes/no) และลำดับ',
  ],
  [
    'Models: you may edit brand (a name from the Brands sheet), name, category, storage options (GB, e.g. "128, 256, 512"; 0 = not applicable), release year, active and sort order.',
    'Models: แก้ไขได้ แบรนด์ (ชื่อจากชีต Brands) ชื่อรุ่น หมวดหมู่ ความจุ (GB เช่น "128, 256, 512" ใส่ 0 ถ้าไม่มีความจุ) ปีที่วางขาย เปิดใช้ และลำดับ',
  ],
  [
    'Prices: one row per model and storage; edit the four grade columns (whole baht, 0 or more; empty = no price for that grade). Model name and brand are for reading, except for a new model: leave model id empty and write its brand and name exactly as on the Models sheet.',
    'Prices: หนึ่งแถวต่อรุ่นและความจุ แก้ไขราคาสี่ระดับสภาพได้ (บาทเต็มจำนวน ตั้งแต่ 0 ขึ้นไป เว้นว่าง = ไม่มีราคาระดับนั้น) ชื่อรุ่นและแบรนด์มีไว้อ่าน ยกเว้นรุ่นใหม่ ให้เว้น model id ว่าง แล้วใส่แบรนด์และชื่อรุ่นให้ตรงกับชีต Models',
  ],
  [
    `Names up to ${MAX_SHEET_NAME_LENGTH} characters; prices up to ${MAX_SHEET_PRICE_THB.toLocaleString('en-US')} baht. Formulas are read by their computed value.`,
    `ชื่อยาวได้ไม่เกิน ${MAX_SHEET_NAME_LENGTH} ตัวอักษร ราคาไม่เกิน ${MAX_SHEET_PRICE_THB.toLocaleString('en-US')} บาท สูตรคำนวณจะใช้ค่าที่คำนวณแล้ว`,
  ],
  [
    `After the preview, apply within ${SHEET_PREVIEW_TTL_MINUTES} minutes; if someone changes the catalogue meanwhile, upload the file again.`,
    `หลังดูตัวอย่างแล้ว ให้กดนำเข้าภายใน ${SHEET_PREVIEW_TTL_MINUTES} นาที หากมีผู้อื่นแก้ไขแคตตาล็อกระหว่างนั้น ให้อัปโหลดไฟล์อีกครั้ง`,
  ],
];

/**
 * The catalogue as a workbook a person can edit. Built in memory: the catalogue is hundreds of models
 * (a few thousand price rows, ~100 KB of file), so streaming would buy nothing (decision 011).
 */
export async function buildCatalogueWorkbook(snapshot: TSnapshot, now: Date): Promise<Uint8Array> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Khumkha trade-in portal';
  workbook.created = now;

  const instructions = workbook.addWorksheet(INSTRUCTIONS_SHEET);
  instructions.columns = [
    { header: 'English', key: 'en', width: 80 },
    { header: 'ไทย', key: 'th', width: 80 },
  ];
  instructions.getRow(1).font = { bold: true };
  instructions.addRows(INSTRUCTIONS);
  instructions.getColumn(1).alignment = { wrapText: true, vertical: 'top' };
  instructions.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  instructions.getRow(2).font = { bold: true, size: 14 };

  const categoryKeys = snapshot.categories.map((category) => category.key);
  const yesNo = list([YES, NO]);
  const brands = addDataSheet(
    workbook,
    'brands',
    snapshot.brands.map((brand) => [
      brand.id,
      brand.name,
      brand.category,
      brand.isActive ? YES : NO,
      brand.sortOrder,
    ]),
  );
  validateColumn(brands, 'brands', 'category', list(categoryKeys));
  validateColumn(brands, 'brands', 'active', yesNo);

  const brandNames = new Map(snapshot.brands.map((brand) => [brand.id, brand.name]));
  const models = addDataSheet(
    workbook,
    'models',
    snapshot.models.map((model) => [
      model.id,
      brandNames.get(model.brandId) ?? '',
      model.name,
      model.category,
      storageText(model.storageOptions),
      model.releaseYear,
      model.isActive ? YES : NO,
      model.sortOrder,
    ]),
  );
  // The brand dropdown lists the Brands sheet's names, including rows added there.
  const brandRange = `${SHEET_NAMES.brands}!$B$2:$B$${brands.rowCount + SPARE_ROWS}`;
  validateColumn(models, 'models', 'brand', { type: 'list', allowBlank: true, formulae: [brandRange] });
  validateColumn(models, 'models', 'category', list(categoryKeys));
  validateColumn(models, 'models', 'active', yesNo);

  const byKey = new Map<string, Partial<Record<TGrade, number>>>();
  const pricedSizes = new Map<number, Set<number>>();
  for (const price of snapshot.prices) {
    const key = priceKey(price.modelId, price.storageGb);
    byKey.set(key, { ...byKey.get(key), [price.grade]: price.priceThb });
    pricedSizes.set(price.modelId, (pricedSizes.get(price.modelId) ?? new Set()).add(price.storageGb));
  }
  const priceRows: unknown[][] = [];
  for (const model of snapshot.models) {
    // The model's storage options, and any size that has prices without being an option any more.
    const sizes = new Set([...model.storageOptions, ...(pricedSizes.get(model.id) ?? [])]);
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const grades = byKey.get(priceKey(model.id, size)) ?? {};
      priceRows.push([
        model.id,
        model.name,
        brandNames.get(model.brandId) ?? '',
        size,
        ...GRADES.map((grade) => grades[grade] ?? null),
      ]);
    }
  }
  const pricesSheet = addDataSheet(workbook, 'prices', priceRows);
  for (const grade of GRADES) {
    validateColumn(pricesSheet, 'prices', grade, {
      type: 'whole',
      operator: 'between',
      allowBlank: true,
      showErrorMessage: true,
      formulae: [0, MAX_SHEET_PRICE_THB],
      error: `0 – ${MAX_SHEET_PRICE_THB} THB`,
    });
    pricesSheet.getColumn(GRADES.indexOf(grade) + 5).numFmt = '#,##0';
  }

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
