import type BwipJs from 'bwip-js/node';
import type { TLabelFormat } from '#core/contracts/warehouse.ts';
import { messageOf } from '#core/i18n/catalogues.ts';
import { GRADES } from '#core/questionnaire.ts';
import { formatStorage } from '#core/storage.ts';
import { itemCode, passportPath } from '#core/warehouse/item-code.ts';
import { drawQr } from '../../documents/pdf-blocks.ts';
import { renderPdf, type TPdfDoc } from '../../documents/pdf-document.ts';
import { qrModules } from '../../documents/qr.ts';
import { drawLine, useStyle } from '../../documents/pdf-text.ts';
import { breakLines } from '../../documents/text-layout.ts';
import { lazyModule } from '../../runtime/lazy-module.ts';

const bwipjs = lazyModule<typeof BwipJs>('bwip-js/node');

/** What a label prints of an item. */
export interface TLabelItem {
  id: number;
  model: string;
  storageGb: number | null;
  grade: string | null;
  imeiSerial: string | null;
  /** The shelf or bin it was received onto. */
  location: string | null;
}

const MM = 72 / 25.4;
export const LABEL_WIDTH = 50 * MM;
export const LABEL_HEIGHT = 30 * MM;
/** An A4 sheet of 50×30 mm labels: 4 across, 9 down, centred. */
const A4 = { width: 595.28, height: 841.89 };
const SHEET_COLUMNS = 4;
const SHEET_ROWS = 9;
const SHEET_LEFT = (A4.width - SHEET_COLUMNS * LABEL_WIDTH) / 2;
const SHEET_TOP = (A4.height - SHEET_ROWS * LABEL_HEIGHT) / 2;
export const LABELS_PER_SHEET = SHEET_COLUMNS * SHEET_ROWS;

/** A grade in both languages, as the consoles name it: "Excellent · ดีเยี่ยม". */
const gradeWords = (grade: string) =>
  (GRADES as readonly string[]).includes(grade)
    ? `${messageOf('en', `grades.${grade}`)} · ${messageOf('th', `grades.${grade}`)}`
    : grade;

const storageText = (gb: number | null) => (gb === null ? null : formatStorage(gb));

/**
 * The largest size, from `max` down to `min` in quarter points, at which `text` wraps into `maxLines`
 * lines of `width` (words kept whole where they fit); nothing is ever cut: at `min` it takes the lines
 * it needs. Leaves the style set.
 */
function fitLines(
  doc: TPdfDoc,
  text: string,
  font: 'regular' | 'bold',
  size: { max: number; min: number },
  width: number,
  maxLines: number,
): { lines: string[]; size: number } {
  const wrap = (at: number) => {
    useStyle(doc, { font, size: at });
    return breakLines(text, width, (piece) => doc.widthOfString(piece), 'th');
  };
  for (let at = size.max; at > size.min; at -= 0.25) {
    const lines = wrap(at);
    if (lines.length <= maxLines) return { lines, size: at };
  }
  return { lines: wrap(size.min), size: size.min };
}

/** Draws the fitted lines from `top`; returns the y below them. */
function drawFitted(doc: TPdfDoc, fit: { lines: string[]; size: number }, x: number, top: number): number {
  let y = top;
  for (const line of fit.lines) {
    drawLine(doc, line, x, y);
    y += fit.size * 1.18;
  }
  return y;
}

/** Code 128 as vector bars (bwip-js encodes; the widths of bars and spaces alternate, a bar first). */
function drawCode128(doc: TPdfDoc, text: string, x: number, y: number, width: number, height: number) {
  const [encoded] = bwipjs().raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  const widths = encoded!.sbs;
  const modules = widths.reduce((sum, value) => sum + value, 0);
  const module = width / modules;
  let left = x;
  doc.save();
  widths.forEach((value, index) => {
    if (index % 2 === 0) doc.rect(left, y, value * module, height);
    left += value * module;
  });
  doc.fill('#000000');
  doc.restore();
}

/** One 50×30 mm label with its top-left corner at (x, y). */
function drawLabel(doc: TPdfDoc, item: TLabelItem, publicUrl: string, x: number, y: number) {
  const pad = 2.5 * MM;
  const qrSize = 15 * MM;
  const textWidth = LABEL_WIDTH - 2 * pad - qrSize - 1.5 * MM;
  drawQr(
    doc,
    qrModules(`${publicUrl}${passportPath(item.id)}`),
    x + LABEL_WIDTH - pad - qrSize,
    y + pad - 1,
    qrSize,
  );

  // The model whole (two lines, smaller if need be: "Pro" and "Pro Max" must differ), then storage and
  // grade, the bin and the label code, each shrunk to its line rather than cut (issue 30, item 5).
  let top = drawFitted(
    doc,
    fitLines(doc, item.model, 'bold', { max: 8, min: 5 }, textWidth, 2),
    x + pad,
    y + pad - 2,
  );
  const details = [storageText(item.storageGb), item.grade ? gradeWords(item.grade) : null]
    .filter(Boolean)
    .join(' · ');
  if (details)
    top = drawFitted(
      doc,
      fitLines(doc, details, 'regular', { max: 7, min: 4.5 }, textWidth, 1),
      x + pad,
      top + 0.5,
    );
  if (item.location) {
    top = drawFitted(
      doc,
      fitLines(doc, `ช่อง/Bin ${item.location}`, 'regular', { max: 7, min: 4.5 }, textWidth, 1),
      x + pad,
      top,
    );
  }
  useStyle(doc, { font: 'bold', size: 7.5 });
  drawLine(doc, itemCode(item.id), x + pad, Math.max(top, y + pad + 18.5));

  const barsTop = y + pad + qrSize + 1;
  const barsWidth = LABEL_WIDTH - 2 * pad;
  const code = item.imeiSerial ?? itemCode(item.id);
  drawCode128(doc, code, x + pad, barsTop, barsWidth, 7 * MM);
  useStyle(doc, { size: 6.5 });
  drawLine(doc, code, x + pad, barsTop + 7 * MM + 0.2, { width: barsWidth, align: 'center' });
}

/**
 * The labels of the items (issue 18, point 9): model (never cut), storage, grade, bin, the label code, the IMEI/serial as
 * Code 128 (the label code when the device has none) and a QR code of the item's device passport. As an
 * A4 sheet of 4 × 9 labels with light cut marks, or one 50×30 mm label a page for a label printer.
 */
export function renderLabelsPdf(
  items: readonly TLabelItem[],
  format: TLabelFormat,
  publicUrl: string,
): Promise<Buffer> {
  const base = { locale: 'en' as const, title: 'Labels · ฉลากสินค้า', author: 'Trade-in portal' };
  if (format === 'single') {
    return renderPdf({ ...base, size: [LABEL_WIDTH, LABEL_HEIGHT] }, (doc) => {
      items.forEach((item, index) => {
        if (index > 0) doc.addPage({ size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0 });
        drawLabel(doc, item, publicUrl, 0, 0);
      });
    });
  }
  return renderPdf({ ...base, size: 'A4' }, (doc) => {
    items.forEach((item, index) => {
      const slot = index % LABELS_PER_SHEET;
      if (index > 0 && slot === 0) doc.addPage({ size: 'A4', margin: 0 });
      const x = SHEET_LEFT + (slot % SHEET_COLUMNS) * LABEL_WIDTH;
      const y = SHEET_TOP + Math.floor(slot / SHEET_COLUMNS) * LABEL_HEIGHT;
      doc.save();
      doc.lineWidth(0.3).strokeColor('#cbd5e1').rect(x, y, LABEL_WIDTH, LABEL_HEIGHT).stroke();
      doc.restore();
      drawLabel(doc, item, publicUrl, x, y);
    });
  });
}
