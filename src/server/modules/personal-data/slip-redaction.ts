import { createRequire } from 'node:module';
import path from 'node:path';
import type Sharp from 'sharp';
import { formatSatang } from '#core/finance/vat.ts';
import { MAX_PHOTO_PIXELS } from '../photos/photo-image.ts';
import { lazyModule } from '../../runtime/lazy-module.ts';

const sharp = lazyModule<typeof Sharp>('sharp');

const sarabunDir = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/sarabun/package.json'),
);
const FONT_FILE = path.join(sarabunDir, '400Regular', 'Sarabun_400Regular.ttf');

/** What the accounting record keeps of a paid transfer after its payee was erased (decision 049). */
export interface TSlipRecord {
  paymentReference: string;
  amountSatang: number;
  /** The Bangkok day the money left (YYYY-MM-DD), or null. */
  paidOn: string | null;
  bankCode: string | null;
  bankReference: string | null;
  /** As the payment keeps it: initials and the last four digits. */
  payee: string;
  /** The day of the erasure (YYYY-MM-DD). */
  erasedOn: string;
}

export const REMADE_SLIP_MIME_TYPE = 'image/jpeg';
const WIDTH = 720;
/** The original, shrunk to this many pixels across and blown up again: colours and layout, no text. */
const PIXEL_COLUMNS = 12;

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The lines of the remade slip, Thai and English. */
export function slipRecordLines(record: TSlipRecord): string[] {
  return [
    'สลิปโอนเงิน: ชื่อและเลขบัญชีผู้รับถูกลบตามคำขอของเจ้าของข้อมูล (PDPA)',
    "Transfer slip: the payee's name and account were erased at the data subject's request (PDPA)",
    '',
    `ใบสำคัญจ่าย / Payment voucher: ${record.paymentReference}`,
    `จำนวนเงิน / Amount: ${formatSatang(record.amountSatang)} THB`,
    `วันที่จ่าย / Paid on: ${record.paidOn ?? '-'}`,
    `ธนาคาร / Bank: ${record.bankCode ?? '-'}`,
    `เลขอ้างอิงธนาคาร / Bank reference: ${record.bankReference ?? '-'}`,
    `ผู้รับ / Payee: ${record.payee}`,
    `ลบเมื่อ / Erased on: ${record.erasedOn}`,
  ];
}

/**
 * The slip made again without its payee: the original image pixelated to 12 blocks across (nothing on it
 * can be read, its colours and layout still show it was the bank's slip) under a panel with what the
 * accounting record keeps. A PDF slip, or bytes that are not an image, give the panel alone. A JPEG
 * without metadata.
 */
export async function remakeSlip(
  original: Uint8Array | null,
  record: TSlipRecord,
): Promise<{ data: Buffer; width: number; height: number }> {
  const lines = slipRecordLines(record).map(escapeMarkup);
  const panel = await sharp()({
    text: {
      text: `<b>${lines[0]}</b>\n${lines.slice(1).join('\n')}`,
      font: 'Sarabun 13',
      fontfile: FONT_FILE,
      width: WIDTH - 48,
      dpi: 110,
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  const panelHeight = panel.info.height + 48;

  let background: Buffer | null = null;
  let backgroundHeight = 0;
  if (original) {
    try {
      const source = sharp()(original, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
      const meta = await source.metadata();
      if (meta.width && meta.height && meta.format !== 'pdf') {
        backgroundHeight = Math.max(1, Math.round((WIDTH * meta.height) / meta.width));
        const rows = Math.max(1, Math.round((PIXEL_COLUMNS * meta.height) / meta.width));
        const tiny = await source
          .rotate()
          .resize(PIXEL_COLUMNS, rows, { fit: 'fill' })
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        background = await sharp()(tiny.data, {
          raw: { width: tiny.info.width, height: tiny.info.height, channels: tiny.info.channels },
        })
          .resize(WIDTH, backgroundHeight, { kernel: 'nearest', fit: 'fill' })
          .png()
          .toBuffer();
      }
    } catch {
      background = null; // not an image we can read: the panel alone
    }
  }

  const height = panelHeight + (background ? backgroundHeight : 0);
  const data = await sharp()({
    create: { width: WIDTH, height, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: panel.data, top: 24, left: 24 },
      ...(background ? [{ input: background, top: panelHeight, left: 0 }] : []),
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { data, width: WIDTH, height };
}
