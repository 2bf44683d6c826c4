import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import {
  ZSheetApplyResultSchema,
  ZSheetPreviewSchema,
  type TSheetPreview,
} from '#core/contracts/catalogue-sheet.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TDb } from '#server/db/client.ts';
import { pricingVersion } from '#server/db/schema/index.ts';
import { bearer, createUser, signIn } from './auth-factories.ts';
import { createModel } from './factories.ts';
import { createPrices } from './pricing-factories.ts';
import type { TRequester } from './test-app.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column numbers of the exported sheets (1-based, as exceljs counts). */
export const BRAND_COL = { id: 1, name: 2, category: 3, active: 4, sortOrder: 5 } as const;
export const MODEL_COL = {
  id: 1,
  brand: 2,
  name: 3,
  category: 4,
  storage: 5,
  year: 6,
  active: 7,
  sortOrder: 8,
} as const;
export const PRICE_COL = {
  modelId: 1,
  modelName: 2,
  brand: 3,
  storage: 4,
  excellent: 5,
  good: 6,
  fair: 7,
  broken: 8,
} as const;

export interface TSheetClient {
  token: string;
  userId: string;
  download(): Promise<Response>;
  preview(body: Uint8Array | string, contentType?: string): Promise<Response>;
  apply(id: string): Promise<Response>;
}

/** A signed-in account (an admin unless roles say otherwise) calling the spreadsheet endpoints. */
export async function sheetClient(
  app: TRequester,
  db: TDb,
  roles: ('admin' | 'engineer' | 'finance')[] = ['admin'],
): Promise<TSheetClient> {
  const user = await createUser(db, { roles });
  const { accessToken } = await signIn(app, user);
  return {
    token: accessToken,
    userId: user.id,
    download: async () => app.request('/api/admin/catalogue.xlsx', { headers: bearer(accessToken) }),
    preview: async (body, contentType = XLSX_TYPE) =>
      app.request('/api/admin/catalogue-import/preview', {
        method: 'POST',
        headers: { ...bearer(accessToken), 'Content-Type': contentType },
        body: body as BodyInit,
      }),
    apply: async (id) =>
      app.request(`/api/admin/catalogue-import/${id}/apply`, {
        method: 'POST',
        headers: bearer(accessToken),
      }),
  };
}

/** A small catalogue (one brand, one model with 128 and 256 GB priced) and an admin to import it. */
export async function smallCatalogue(app: TRequester, db: TDb) {
  const model = await createModel(db, { name: 'iPhone 15', storageOptions: [128, 256] });
  await createPrices(db, model.id, 128);
  await createPrices(db, model.id, 256);
  return { model, admin: await sheetClient(app, db) };
}

export async function readWorkbook(bytes: Uint8Array | ArrayBuffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  return workbook;
}

export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The exported workbook, checked to be one. */
export async function downloadWorkbook(client: TSheetClient): Promise<ExcelJS.Workbook> {
  const response = await client.download();
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
  return readWorkbook(await response.arrayBuffer());
}

export function sheet(workbook: ExcelJS.Workbook, name: 'Brands' | 'Models' | 'Prices'): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

/** The first data row whose cell in `column` holds `value`. */
export function rowWhere(worksheet: ExcelJS.Worksheet, column: number, value: unknown): ExcelJS.Row {
  for (let number = 2; number <= worksheet.rowCount; number += 1) {
    const row = worksheet.getRow(number);
    if (row.getCell(column).value === value) return row;
  }
  throw new Error(`no row with ${String(value)} in column ${column}`);
}

export async function previewOf(response: Response): Promise<TSheetPreview> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ZSheetPreviewSchema.parse(await response.json());
}

export async function appliedOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return ZSheetApplyResultSchema.parse(await response.json());
}

export async function expectSheetError(response: Response, status: number, messageKey: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = ZErrorBodySchema.parse(await response.json());
  expect(body.error.messageKey).toBe(messageKey);
  return body.error;
}

export async function currentPricingVersion(db: TDb): Promise<number> {
  const [row] = await db.select({ version: pricingVersion.version }).from(pricingVersion);
  return row?.version ?? 0;
}
