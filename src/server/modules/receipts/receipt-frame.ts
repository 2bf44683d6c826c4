import type PDFDocument from 'pdfkit';
import { COLORS, drawLogo, drawRule, STYLES } from '../../documents/pdf-blocks.ts';
import { drawLine, drawParagraph, useStyle } from '../../documents/pdf-text.ts';
import { FOOTER_TOP, LEFT, MARGIN, RIGHT, WIDTH, type TCursor } from './receipt-page.ts';
import type { TReceiptView } from './receipt-view.ts';

type TDoc = InstanceType<typeof PDFDocument>;

/** Logo, company and contact on the left; title, reference and date on the right; a brand rule below. */
export function drawHeader(cursor: TCursor): void {
  const { doc, view } = cursor;
  const top = MARGIN - 10;
  const logo = 44;
  const blockWidth = 250;
  drawLogo(doc, LEFT, top, logo);
  const textLeft = LEFT + logo + 12;
  const textOptions = { width: WIDTH - logo - 12 - blockWidth, locale: view.locale, lineHeight: 1.3 };
  drawParagraph(
    doc,
    view.company.brand,
    { font: 'bold', size: 20, color: COLORS.brand },
    textLeft,
    top - 4,
    textOptions,
  );
  let y = drawParagraph(doc, view.company.legalName, { size: 9.5 }, textLeft, top + 23, textOptions);
  y = drawParagraph(doc, view.company.headerContact, STYLES.small, textLeft, y, textOptions);

  const blockLeft = RIGHT - blockWidth;
  const blockOptions = { width: blockWidth, locale: view.locale, align: 'right' as const, lineHeight: 1.3 };
  let right = drawParagraph(
    doc,
    view.labels.documentTitle,
    { font: 'bold', size: 15, color: COLORS.brandDark },
    blockLeft,
    top - 3,
    blockOptions,
  );
  right = drawParagraph(doc, view.labels.reference, STYLES.label, blockLeft, right + 5, blockOptions);
  useStyle(doc, { font: 'bold', size: 19, color: COLORS.text });
  drawLine(doc, view.reference, blockLeft, right - 4, { width: blockWidth, align: 'right' });
  right = drawParagraph(
    doc,
    `${view.labels.requestedAt} ${view.requestedAt}`,
    STYLES.label,
    blockLeft,
    right + 21,
    blockOptions,
  );

  const ruleY = Math.max(y, right, top + logo) + 6;
  drawRule(doc, LEFT, ruleY, WIDTH, COLORS.brand, 2);
  drawRule(doc, LEFT, ruleY, 64, COLORS.accent, 2);
  cursor.y = ruleY + 14;
}

/** Contact line, the "not a tax invoice" note and the page number, on every page. */
export function drawFooters(doc: TDoc, view: TReceiptView): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    drawRule(doc, LEFT, FOOTER_TOP, WIDTH, COLORS.rule);
    useStyle(doc, { font: 'bold', size: 9, color: COLORS.brand });
    drawLine(doc, view.company.contactLine, LEFT, FOOTER_TOP + 5);
    useStyle(doc, STYLES.small);
    drawLine(doc, view.labels.notATaxInvoice, LEFT, FOOTER_TOP + 18);
    drawLine(
      doc,
      `${view.reference} · ${view.labels.page(index - range.start + 1, range.count)}`,
      LEFT,
      FOOTER_TOP + 18,
      {
        width: WIDTH,
        align: 'right',
      },
    );
  }
}
