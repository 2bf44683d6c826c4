import type PDFDocument from 'pdfkit';
import { drawLine, drawParagraph, paragraphHeight, useStyle, type TTextStyle } from './pdf-text.ts';

type TDoc = InstanceType<typeof PDFDocument>;

/** The web's brand colours (src/web/styles/app.css). */
export const COLORS = {
  brand: '#065f46',
  brandDark: '#064e3b',
  brandTint: '#ecfdf5',
  accent: '#fbbf24',
  text: '#111827',
  muted: '#4b5563',
  rule: '#d1d5db',
  faintRule: '#e5e7eb',
} as const;

export const STYLES = {
  body: { size: 10, color: COLORS.text },
  label: { size: 9, color: COLORS.muted },
  small: { size: 8, color: COLORS.muted },
  section: { font: 'bold', size: 11.5, color: COLORS.brand },
} satisfies Record<string, TTextStyle>;

/** The site's logo (favicon.svg): a green rounded square with a yellow K. */
export function drawLogo(doc: TDoc, x: number, y: number, size: number): void {
  doc.save();
  doc.roundedRect(x, y, size, size, size / 4).fill(COLORS.brand);
  doc.translate(x, y).scale(size / 32);
  doc.path('M9 22V10h3v5l5-5h4l-6 6 6 6h-4l-5-5v5z').fill(COLORS.accent);
  doc.restore();
}

/** A QR code as vector squares; each row's runs of dark modules are one rectangle, so no seams show. */
export function drawQr(doc: TDoc, modules: boolean[][], x: number, y: number, size: number): void {
  const cell = size / modules.length;
  doc.save();
  modules.forEach((row, rowIndex) => {
    let column = 0;
    while (column < row.length) {
      if (!row[column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < row.length && row[column]) column += 1;
      doc.rect(x + start * cell, y + rowIndex * cell, (column - start) * cell, cell);
    }
  });
  doc.fill('#000000');
  doc.restore();
}

export function drawRule(
  doc: TDoc,
  x: number,
  y: number,
  width: number,
  color: string,
  thickness = 0.6,
): void {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke()
    .restore();
}

export const SECTION_TITLE_HEIGHT = 22;

/** A section heading with a thin rule under it; returns the y where the content starts. */
export function drawSectionTitle(
  doc: TDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  locale: string,
): number {
  drawParagraph(doc, text, STYLES.section, x, y, { width, locale, lineHeight: 1.3 });
  drawRule(doc, x, y + 16, width, COLORS.rule);
  return y + SECTION_TITLE_HEIGHT;
}

/** One "label: value" row; `keepWords` wraps the value only at spaces (people's names). */
export interface TRow {
  label: string;
  value: string;
  keepWords?: boolean;
}

export interface TRowsOptions {
  width: number;
  labelWidth: number;
  locale: string;
}

const ROW_SPACING = 2;
const ROW_LINE_HEIGHT = 1.4;

function rowParts(row: TRow, options: TRowsOptions) {
  return {
    label: {
      width: options.labelWidth - 6,
      locale: options.locale,
      lineHeight: ROW_LINE_HEIGHT * (STYLES.body.size / STYLES.label.size),
    },
    value: {
      width: options.width - options.labelWidth,
      locale: options.locale,
      lineHeight: ROW_LINE_HEIGHT,
      thaiWordBreaks: !row.keepWords,
    },
  };
}

function rowHeight(doc: TDoc, row: TRow, options: TRowsOptions): number {
  const parts = rowParts(row, options);
  const labelHeight = paragraphHeight(doc, row.label, STYLES.label, parts.label);
  const valueHeight = paragraphHeight(doc, row.value, STYLES.body, parts.value);
  return Math.max(labelHeight, valueHeight) + ROW_SPACING;
}

export function rowsHeight(doc: TDoc, rows: TRow[], options: TRowsOptions): number {
  return rows.reduce((sum, row) => sum + rowHeight(doc, row, options), 0);
}

/** Label on the left (muted), value wrapped beside it; returns the y below the last row. */
export function drawRows(doc: TDoc, rows: TRow[], x: number, y: number, options: TRowsOptions): number {
  // The smaller label sits on the value's baseline.
  const baselineShift = (STYLES.body.size - STYLES.label.size) * 0.8;
  let top = y;
  for (const row of rows) {
    const parts = rowParts(row, options);
    drawParagraph(doc, row.label, STYLES.label, x, top + baselineShift, parts.label);
    drawParagraph(doc, row.value, STYLES.body, x + options.labelWidth, top, parts.value);
    top += rowHeight(doc, row, options);
  }
  return top;
}

const STEP_INDENT = 24;
const STEP_STYLE = { size: 9.5, color: COLORS.text };

/** A numbered circle and the wrapped step text beside it; returns the y below it. */
export function drawStep(
  doc: TDoc,
  number: number,
  text: string,
  x: number,
  y: number,
  width: number,
  locale: string,
): number {
  const radius = 7.5;
  doc
    .save()
    .circle(x + radius, y + radius + 0.5, radius)
    .fill(COLORS.brand)
    .restore();
  useStyle(doc, { font: 'bold', size: 8.5, color: '#ffffff' });
  drawLine(doc, String(number), x, y + 1.5, { width: radius * 2, align: 'center' });
  const bottom = drawParagraph(doc, text, STEP_STYLE, x + STEP_INDENT, y, {
    width: width - STEP_INDENT,
    locale,
    lineHeight: 1.4,
  });
  return Math.max(bottom, y + radius * 2 + 2);
}

export function stepHeight(doc: TDoc, text: string, width: number, locale: string): number {
  return Math.max(
    paragraphHeight(doc, text, STEP_STYLE, { width: width - STEP_INDENT, locale, lineHeight: 1.4 }),
    17,
  );
}
