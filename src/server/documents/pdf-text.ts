import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { breakLines, type TBreakOptions } from './text-layout.ts';

type TDoc = InstanceType<typeof PDFDocument>;

export type TFontName = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const sarabunDir = path.dirname(require.resolve('@expo-google-fonts/sarabun/package.json'));

/** The full Sarabun TTFs, read once (pdfkit subsets them into each document). */
const FONT_FILES: Record<TFontName, Buffer> = {
  regular: readFileSync(path.join(sarabunDir, '400Regular', 'Sarabun_400Regular.ttf')),
  bold: readFileSync(path.join(sarabunDir, '700Bold', 'Sarabun_700Bold.ttf')),
};

export function registerFonts(doc: TDoc): void {
  doc.registerFont('regular', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
}

export interface TTextStyle {
  font?: TFontName;
  size: number;
  color?: string;
}

export function useStyle(doc: TDoc, style: TTextStyle): void {
  doc
    .font(style.font ?? 'regular')
    .fontSize(style.size)
    .fillColor(style.color ?? '#111827');
}

/** UTF-16BE with a byte-order mark: how a PDF text string carries Thai. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) {
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

/**
 * Draws one line without wrapping, inside a marked-content span whose ActualText is the original
 * string. The font decomposes some Thai characters (sara am ำ becomes nikhahit + sara aa), so the glyphs
 * alone would copy and extract as different characters; ActualText makes search, copy and text
 * extraction (poppler, pdf.js viewers, tests/support/pdf.ts) give back exactly what was written. The span opens inside pdfkit's own text object
 * (BT … ET), where the coordinate system is the glyphs' own, so readers place the text correctly.
 * pdfkit has no option for that, so its addContent is wrapped for the one call (pdfkit 0.20 writes
 * 'BT' and 'ET' through it); receipt-pdf.test.ts fails if a pdfkit upgrade changes this.
 */
export function drawLine(
  doc: TDoc,
  text: string,
  x: number,
  y: number,
  options: { width?: number; align?: 'left' | 'right' | 'center' } = {},
): void {
  if (!text) return;
  const width = doc.widthOfString(text);
  let left = x;
  if (options.width !== undefined && options.align === 'right') left = x + options.width - width;
  if (options.width !== undefined && options.align === 'center') left = x + (options.width - width) / 2;
  const addContent = doc.addContent;
  // No-break spaces only steer line breaking; readers get ordinary spaces.
  const span = `/Span << /ActualText ${pdfTextString(text.replaceAll('\u00A0', ' '))} >> BDC`;
  doc.addContent = function (this: TDoc, data: unknown) {
    if (data === 'BT') addContent.call(this, span);
    addContent.call(this, data);
    if (data === 'ET') addContent.call(this, 'EMC');
    return this;
  };
  try {
    doc.text(text, left, y, { lineBreak: false });
  } finally {
    doc.addContent = addContent;
  }
}

export interface TParagraphOptions extends TBreakOptions {
  width: number;
  locale: string;
  align?: 'left' | 'right' | 'center';
  /** Distance between line tops, as a multiple of the font size. */
  lineHeight?: number;
}

export const DEFAULT_LINE_HEIGHT = 1.45;

/** Wrapped lines per document and style: a block is measured for page breaks, then drawn. */
const wrapped = new WeakMap<TDoc, Map<string, string[]>>();

/** The lines `text` takes in `style`. */
export function wrapText(doc: TDoc, text: string, style: TTextStyle, options: TParagraphOptions): string[] {
  useStyle(doc, style);
  let cache = wrapped.get(doc);
  if (!cache) {
    cache = new Map();
    wrapped.set(doc, cache);
  }
  const key = JSON.stringify([
    style.font,
    style.size,
    options.width,
    options.locale,
    options.thaiWordBreaks,
    text,
  ]);
  let lines = cache.get(key);
  if (!lines) {
    lines = breakLines(
      text,
      options.width,
      (candidate) => doc.widthOfString(candidate),
      options.locale,
      options,
    );
    cache.set(key, lines);
  }
  return lines;
}

/** Draws wrapped text from (x, y) in `style`; returns the y below its last line. */
export function drawParagraph(
  doc: TDoc,
  text: string,
  style: TTextStyle,
  x: number,
  y: number,
  options: TParagraphOptions,
): number {
  const advance = style.size * (options.lineHeight ?? DEFAULT_LINE_HEIGHT);
  let top = y;
  for (const line of wrapText(doc, text, style, options)) {
    drawLine(doc, line, x, top, { width: options.width, align: options.align ?? 'left' });
    top += advance;
  }
  return top;
}

/** Height drawParagraph would use, for keeping a block on one page. */
export function paragraphHeight(
  doc: TDoc,
  text: string,
  style: TTextStyle,
  options: TParagraphOptions,
): number {
  const lines = wrapText(doc, text, style, options).length;
  return lines * style.size * (options.lineHeight ?? DEFAULT_LINE_HEIGHT);
}
