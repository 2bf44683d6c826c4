import type PDFDocument from 'pdfkit';
import type { TReceiptView } from './receipt-view.ts';

type TDoc = InstanceType<typeof PDFDocument>;

/** A4 in points, and the receipt's margins and spacing. */
export const MARGIN = 48;
export const PAGE = { width: 595.28, height: 841.89 };
export const LEFT = MARGIN;
export const WIDTH = PAGE.width - 2 * MARGIN;
export const RIGHT = LEFT + WIDTH;
export const FOOTER_TOP = PAGE.height - MARGIN - 18;
export const CONTENT_BOTTOM = FOOTER_TOP - 10;
export const SECTION_GAP = 14;

export interface TCursor {
  doc: TDoc;
  view: TReceiptView;
  y: number;
}

/** Starts a new page when `height` does not fit on this one. */
export function ensureSpace(cursor: TCursor, height: number): void {
  if (cursor.y + height <= CONTENT_BOTTOM) return;
  cursor.doc.addPage();
  cursor.y = MARGIN;
}
