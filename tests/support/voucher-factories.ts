/** Vouchers and counter sales for integration tests (decision 044). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { ZVoucherSchema, type TVoucher } from '#core/contracts/finance.ts';
import { ZSaleSchema, type TSale } from '#core/contracts/sales.ts';
import type { TDb } from '#server/db/client.ts';
import { createRequest } from './admin-request-factories.ts';
import { call } from './finance-api.ts';
import { pdfPageToPng } from './pdf.ts';
import type { TRequester } from './test-app.ts';

/** A voucher request ready to settle, and its voucher issued by finance (below the four-eyes limit). */
export async function issueTestVoucher(
  app: TRequester,
  db: TDb,
  financeToken: string,
  offeredThb: number,
  overrides: Parameters<typeof createRequest>[1] = {},
): Promise<TVoucher & { code: string }> {
  const request = await createRequest(db, {
    status: 'inspected',
    option: 'voucher',
    offeredThb,
    ...overrides,
  });
  const response = await call(app, financeToken, 'POST', '/api/finance/vouchers', {
    tradeInReference: request.reference,
  });
  if (response.status !== 201)
    throw new Error(`voucher not issued: ${response.status} ${await response.text()}`);
  const voucher = ZVoucherSchema.parse(await response.json());
  if (!voucher.code) throw new Error('voucher waits for approval');
  return { ...voucher, code: voucher.code };
}

/** A retail sale at the counter, paid with `vouchers` and money for the rest. */
export function counterSaleBody(
  itemId: number,
  priceThb: number,
  payment: {
    vouchers?: { code: string; amountSatang: number }[];
    tradeInReference?: string;
    paymentMethod?: string;
  } = {},
) {
  return {
    kind: 'retail',
    customerName: 'สมหญิง ใจงาม',
    customerContact: '0812345678',
    items: [{ itemId, priceThb }],
    paymentMethod: payment.paymentMethod ?? 'cash',
    handover: 'counter',
    documentType: 'abbreviatedTaxInvoice',
    ...(payment.vouchers ? { vouchers: payment.vouchers } : {}),
    ...(payment.tradeInReference ? { tradeInReference: payment.tradeInReference } : {}),
  };
}

export async function recordSale(app: TRequester, token: string, body: unknown): Promise<TSale> {
  const response = await call(app, token, 'POST', '/api/sales', body);
  if (response.status !== 201) throw new Error(`sale refused: ${response.status} ${await response.text()}`);
  return ZSaleSchema.parse(await response.json());
}

const ZXING_READER_WASM = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');

/**
 * The QR codes on a PDF's first page, read by ZXing in WebAssembly — the reader behind the sales console's
 * camera scanner where the browser has none of its own (src/web/components/scanner/zxing-detector.ts).
 */
export async function qrTextsOfPdf(bytes: ArrayBuffer): Promise<string[]> {
  prepareZXingModule({
    overrides: { wasmBinary: new Uint8Array(readFileSync(ZXING_READER_WASM)).buffer },
    fireImmediately: true,
  });
  const png = await pdfPageToPng(new Uint8Array(bytes), { dpi: 90 });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = {
    data: new Uint8ClampedArray(data),
    width: info.width,
    height: info.height,
    colorSpace: 'srgb',
  };
  const found = await readBarcodes(image as unknown as ImageData, { formats: ['QRCode'] });
  return found.map((code) => code.text);
}
