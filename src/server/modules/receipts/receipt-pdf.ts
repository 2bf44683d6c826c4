import {
  COLORS,
  drawQr,
  drawRows,
  drawRule,
  drawSectionTitle,
  drawStep,
  rowsHeight,
  SECTION_TITLE_HEIGHT,
  stepHeight,
  STYLES,
} from '../../documents/pdf-blocks.ts';
import { renderPdf } from '../../documents/pdf-document.ts';
import { drawLine, drawParagraph, paragraphHeight, useStyle } from '../../documents/pdf-text.ts';
import { drawFooters, drawHeader } from './receipt-frame.ts';
import { ensureSpace, LEFT, MARGIN, RIGHT, SECTION_GAP, WIDTH, type TCursor } from './receipt-page.ts';
import type { TReceiptView } from './receipt-view.ts';

const QR_BOX = { width: 128, qr: 100, padding: 7 };

function drawDeviceAndQr(cursor: TCursor): void {
  const { doc, view } = cursor;
  const columnWidth = WIDTH - QR_BOX.width - 22;
  const top = cursor.y;
  let left = drawSectionTitle(doc, view.labels.device, LEFT, top, columnWidth, view.locale);
  left = drawRows(doc, view.deviceRows, LEFT, left, {
    width: columnWidth,
    labelWidth: 112,
    locale: view.locale,
  });

  const boxLeft = RIGHT - QR_BOX.width;
  const inner = {
    width: QR_BOX.width - 2 * QR_BOX.padding,
    locale: view.locale,
    align: 'center' as const,
    lineHeight: 1.3,
  };
  const caption = { font: 'bold', size: 8.5, color: COLORS.brandDark } as const;
  const url = { size: 6.5, color: COLORS.muted };
  const boxHeight =
    QR_BOX.qr +
    2 * QR_BOX.padding +
    2 +
    paragraphHeight(doc, view.labels.scanToTrack, caption, inner) +
    paragraphHeight(doc, view.trackingUrl, url, inner);
  doc
    .save()
    .roundedRect(boxLeft, top, QR_BOX.width, boxHeight, 6)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke()
    .restore();
  drawQr(doc, view.qr, boxLeft + (QR_BOX.width - QR_BOX.qr) / 2, top + QR_BOX.padding, QR_BOX.qr);
  const y = drawParagraph(
    doc,
    view.labels.scanToTrack,
    caption,
    boxLeft + QR_BOX.padding,
    top + QR_BOX.qr + QR_BOX.padding + 2,
    inner,
  );
  drawParagraph(doc, view.trackingUrl, url, boxLeft + QR_BOX.padding, y, inner);
  cursor.y = Math.max(left, top + boxHeight) + SECTION_GAP;
}

const AMOUNT_WIDTH = 130;
const CELL_PADDING = 8;
const PRICE_LINE = { lineHeight: 1.35, padding: 4 };

function drawPrices(cursor: TCursor): void {
  const { doc, view } = cursor;
  const lineOptions = {
    width: WIDTH - AMOUNT_WIDTH - 2 * CELL_PADDING,
    locale: view.locale,
    lineHeight: PRICE_LINE.lineHeight,
  };
  const heights = view.priceLines.map(
    (line) => paragraphHeight(doc, line.label, STYLES.body, lineOptions) + 2 * PRICE_LINE.padding,
  );
  // Keep the heading with the table's first rows.
  ensureSpace(cursor, SECTION_TITLE_HEIGHT + 20 + (heights[0] ?? 0) + (heights[1] ?? 0));
  cursor.y = drawSectionTitle(doc, view.labels.priceBreakdown, LEFT, cursor.y, WIDTH, view.locale);

  const amountLeft = RIGHT - CELL_PADDING - AMOUNT_WIDTH;
  if (view.priceLines.length > 0) {
    doc.save().rect(LEFT, cursor.y, WIDTH, 18).fill(COLORS.brandTint).restore();
    useStyle(doc, { font: 'bold', size: 8.5, color: COLORS.brandDark });
    drawLine(doc, view.labels.item, LEFT + CELL_PADDING, cursor.y + 3.5);
    drawLine(doc, view.labels.amount, amountLeft, cursor.y + 3.5, { width: AMOUNT_WIDTH, align: 'right' });
    cursor.y += 18;
    view.priceLines.forEach((line, index) => {
      const height = heights[index] ?? 0;
      ensureSpace(cursor, height);
      drawParagraph(
        doc,
        line.label,
        STYLES.body,
        LEFT + CELL_PADDING,
        cursor.y + PRICE_LINE.padding,
        lineOptions,
      );
      useStyle(doc, STYLES.body);
      drawLine(doc, line.amount, amountLeft, cursor.y + PRICE_LINE.padding, {
        width: AMOUNT_WIDTH,
        align: 'right',
      });
      cursor.y += height;
      drawRule(doc, LEFT, cursor.y, WIDTH, COLORS.faintRule, 0.5);
    });
  }
  ensureSpace(cursor, 44);
  doc.save().rect(LEFT, cursor.y, WIDTH, 26).fill(COLORS.brandTint).restore();
  drawRule(doc, LEFT, cursor.y, WIDTH, COLORS.brand, 1.2);
  useStyle(doc, { font: 'bold', size: 12.5, color: COLORS.brandDark });
  drawLine(doc, view.labels.total, LEFT + CELL_PADDING, cursor.y + 5);
  if (view.total === null) {
    // No valuation yet (a pick-up asked for without one): say when the price comes instead.
    useStyle(doc, { font: 'bold', size: 10, color: COLORS.brandDark });
    drawLine(doc, view.priceNote, LEFT + WIDTH / 3, cursor.y + 7, {
      width: (WIDTH * 2) / 3 - CELL_PADDING,
      align: 'right',
    });
    cursor.y += 26 + SECTION_GAP;
    return;
  }
  drawLine(doc, view.total, amountLeft, cursor.y + 5, { width: AMOUNT_WIDTH, align: 'right' });
  cursor.y += 30;
  const note = { font: 'bold', size: 9, color: COLORS.brand } as const;
  cursor.y = drawParagraph(doc, view.priceNote, note, LEFT, cursor.y, { width: WIDTH, locale: view.locale });
  cursor.y += SECTION_GAP - 2;
}

function drawHandOverAndCustomer(cursor: TCursor): void {
  const { doc, view } = cursor;
  const leftWidth = Math.round(WIDTH * 0.56);
  const rightWidth = WIDTH - leftWidth - 22;
  const leftOptions = { width: leftWidth, labelWidth: 76, locale: view.locale };
  const rightOptions = { width: rightWidth, labelWidth: 70, locale: view.locale };
  const rows = Math.max(
    rowsHeight(doc, view.fulfilmentRows, leftOptions),
    rowsHeight(doc, view.customerRows, rightOptions),
  );
  ensureSpace(cursor, SECTION_TITLE_HEIGHT + rows);
  const top = cursor.y;
  const title = `${view.labels.handOver}: ${view.fulfilmentTitle}`;
  const left = drawRows(
    doc,
    view.fulfilmentRows,
    LEFT,
    drawSectionTitle(doc, title, LEFT, top, leftWidth, view.locale),
    leftOptions,
  );
  const rightLeft = RIGHT - rightWidth;
  const customerTop = drawSectionTitle(doc, view.labels.customer, rightLeft, top, rightWidth, view.locale);
  const right = drawRows(doc, view.customerRows, rightLeft, customerTop, rightOptions);
  cursor.y = Math.max(left, right) + SECTION_GAP - 4;
}

function drawNextSteps(cursor: TCursor): void {
  const { doc, view } = cursor;
  ensureSpace(cursor, SECTION_TITLE_HEIGHT + stepHeight(doc, view.steps[0] ?? '', WIDTH, view.locale));
  cursor.y = drawSectionTitle(doc, view.labels.nextSteps, LEFT, cursor.y, WIDTH, view.locale);
  view.steps.forEach((step, index) => {
    ensureSpace(cursor, stepHeight(doc, step, WIDTH, view.locale));
    cursor.y = drawStep(doc, index + 1, step, LEFT, cursor.y, WIDTH, view.locale) + 3;
  });
}

/** The A4 receipt as PDF bytes. */
export function renderReceiptPdf(view: TReceiptView): Promise<Buffer> {
  const options = {
    locale: view.locale,
    title: `${view.labels.documentTitle} ${view.reference}`,
    author: view.company.legalName,
  } as const;
  return renderPdf(options, (doc) => {
    const cursor: TCursor = { doc, view, y: MARGIN };
    drawHeader(cursor);
    drawDeviceAndQr(cursor);
    drawPrices(cursor);
    drawHandOverAndCustomer(cursor);
    drawNextSteps(cursor);
    drawFooters(doc, view);
  });
}
