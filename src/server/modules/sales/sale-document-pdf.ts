import { bahttext } from 'bahttext';
import type { TSaleDocumentType, TSalePayment } from '#core/contracts/sales.ts';
import type { TVatScheme } from '#core/money.ts';
import { formatSatang } from '#core/finance/vat.ts';
import { formatThaiTaxId, HEAD_OFFICE_BRANCH } from '#core/tax-id.ts';
import { formatDate } from '#core/bangkok-time.ts';
import { COLORS, drawLogo, drawRule, STYLES } from '../../documents/pdf-blocks.ts';
import { renderPdf, type TPdfDoc } from '../../documents/pdf-document.ts';
import { drawLine, drawParagraph, paragraphHeight, useStyle } from '../../documents/pdf-text.ts';
import { paymentMethodLabel, paymentParts } from './sale-document-payments.ts';

export type TDocLocale = 'th' | 'en';

/** The seller as a document prints it, frozen at issue. */
export interface TSellerSnapshot {
  legalNameTh: string;
  legalNameEn: string;
  addressTh: string;
  addressEn: string;
  taxId: string;
  branch: string;
  phone: string;
}

/** What a sale's document prints: frozen at issue (seller, buyer, lines), plus whether this is a copy. */
export interface TSaleDocumentView {
  type: TSaleDocumentType;
  number: string;
  issuedAt: Date;
  seller: TSellerSnapshot;
  buyer: {
    name: string;
    contact: string;
    address: string | null;
    taxId: string | null;
    branch: string | null;
  };
  lines: {
    description: string;
    imeiSerial: string | null;
    vatScheme: TVatScheme;
    priceSatang: number;
    vatSatang: number;
  }[];
  totalSatang: number;
  vatSatang: number;
  paymentMethod: string;
  /** How it was paid (a credit note: where each part went back); empty for a wholesale sale. */
  payments: TSalePayment[];
  copy: boolean;
  cancelled: { at: Date; creditNoteNumber: string | null } | null;
  /** A credit note: the document it reverses, and why. */
  reverses: { number: string; reason: string } | null;
}

const TITLES: Record<TSaleDocumentType, { th: string; en: string }> = {
  taxInvoice: { th: 'ใบกำกับภาษี / ใบเสร็จรับเงิน', en: 'Tax invoice / Receipt' },
  abbreviatedTaxInvoice: { th: 'ใบกำกับภาษีอย่างย่อ', en: 'Abbreviated tax invoice' },
  receipt: { th: 'ใบเสร็จรับเงิน', en: 'Receipt' },
  creditNote: { th: 'ใบลดหนี้', en: 'Credit note' },
};

const LABELS = {
  th: {
    original: 'ต้นฉบับ',
    copy: 'สำเนา',
    number: 'เลขที่',
    date: 'วันที่',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    headOffice: 'สำนักงานใหญ่',
    branch: 'สาขา',
    tel: 'โทร.',
    buyer: 'ลูกค้า',
    name: 'ชื่อ',
    address: 'ที่อยู่',
    contact: 'ติดต่อ',
    item: 'รายการ',
    scheme: 'ภาษี',
    amount: 'จำนวนเงิน (บาท)',
    standard: 'ปกติ',
    margin: 'ส่วนต่างกำไร',
    beforeVat: 'มูลค่าก่อนภาษี',
    vat: 'ภาษีมูลค่าเพิ่ม 7%',
    total: 'รวมทั้งสิ้น',
    inWords: 'ตัวอักษร',
    vatIncluded: 'ราคารวมภาษีมูลค่าเพิ่มแล้ว',
    marginNote: 'สินค้ามือสองที่ใช้ภาษีแบบส่วนต่างกำไร คำนวณภาษีจากส่วนต่างระหว่างราคาขายกับต้นทุน',
    payment: 'ชำระโดย',
    refundedAs: 'คืนโดย',
    cancelled: 'ยกเลิกแล้ว',
    cancelledBy: 'ยกเลิกโดยใบลดหนี้',
    reverses: 'อ้างอิงเอกสารเดิม',
    reason: 'เหตุผล',
    receivedBy: 'ผู้รับเงิน',
    page: 'หน้า',
  },
  en: {
    original: 'Original',
    copy: 'COPY',
    number: 'No.',
    date: 'Date',
    taxId: 'Tax ID',
    headOffice: 'Head office',
    branch: 'Branch',
    tel: 'Tel.',
    buyer: 'Customer',
    name: 'Name',
    address: 'Address',
    contact: 'Contact',
    item: 'Item',
    scheme: 'VAT',
    amount: 'Amount (THB)',
    standard: 'Standard',
    margin: 'Margin',
    beforeVat: 'Value before VAT',
    vat: 'VAT 7%',
    total: 'Total',
    inWords: 'In words',
    vatIncluded: 'Prices include VAT.',
    marginNote: 'Second-hand goods under the margin scheme: VAT on the margin over cost.',
    payment: 'Paid by',
    refundedAs: 'Given back as',
    cancelled: 'CANCELLED',
    cancelledBy: 'Cancelled by credit note',
    reverses: 'Reverses',
    reason: 'Reason',
    receivedBy: 'Received by',
    page: 'Page',
  },
} as const;

const MARGIN = 44;
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = MARGIN;
const WIDTH = PAGE.width - 2 * MARGIN;
const RIGHT = LEFT + WIDTH;
const BOTTOM = PAGE.height - MARGIN - 30;

export function branchText(branch: string, locale: TDocLocale): string {
  const labels = LABELS[locale];
  return branch === HEAD_OFFICE_BRANCH ? labels.headOffice : `${labels.branch} ${branch}`;
}

/** The total in Thai words (bahttext takes a decimal string: no floating point on the way). */
export function thaiWords(satang: number): string {
  const absolute = Math.abs(satang);
  return bahttext(`${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`);
}

function drawHeader(doc: TPdfDoc, view: TSaleDocumentView, locale: TDocLocale): number {
  const labels = LABELS[locale];
  const top = MARGIN - 8;
  const logo = 40;
  drawLogo(doc, LEFT, top, logo);
  const left = LEFT + logo + 10;
  const blockWidth = 210;
  const sellerWidth = WIDTH - logo - 10 - blockWidth - 10;
  const seller = view.seller;
  const options = { width: sellerWidth, locale, lineHeight: 1.3 };
  let y = drawParagraph(
    doc,
    locale === 'th' ? seller.legalNameTh : seller.legalNameEn,
    { font: 'bold', size: 12.5, color: COLORS.brandDark },
    left,
    top - 2,
    options,
  );
  y = drawParagraph(
    doc,
    locale === 'th' ? seller.addressTh : seller.addressEn,
    { size: 8.5 },
    left,
    y,
    options,
  );
  y = drawParagraph(
    doc,
    `${labels.taxId} ${formatThaiTaxId(seller.taxId)}  ${branchText(seller.branch, locale)}${seller.phone ? `  ${labels.tel} ${seller.phone}` : ''}`,
    { size: 8.5 },
    left,
    y,
    options,
  );

  const blockLeft = RIGHT - blockWidth;
  const block = { width: blockWidth, locale, align: 'right' as const, lineHeight: 1.25 };
  const title = TITLES[view.type];
  let right = drawParagraph(
    doc,
    title[locale],
    { font: 'bold', size: 15, color: COLORS.brandDark },
    blockLeft,
    top - 4,
    block,
  );
  right = drawParagraph(doc, title[locale === 'th' ? 'en' : 'th'], STYLES.label, blockLeft, right, block);
  right = drawParagraph(
    doc,
    view.copy ? labels.copy : labels.original,
    { font: 'bold', size: 10, color: view.copy ? '#b91c1c' : COLORS.muted },
    blockLeft,
    right + 2,
    block,
  );
  right = drawParagraph(
    doc,
    `${labels.number} ${view.number}`,
    { font: 'bold', size: 11 },
    blockLeft,
    right + 2,
    block,
  );
  right = drawParagraph(
    doc,
    `${labels.date} ${formatDate(view.issuedAt, locale)}`,
    { size: 9.5 },
    blockLeft,
    right,
    block,
  );
  const ruleY = Math.max(y, right, top + logo) + 6;
  drawRule(doc, LEFT, ruleY, WIDTH, COLORS.brand, 2);
  drawRule(doc, LEFT, ruleY, 64, COLORS.accent, 2);
  return ruleY + 12;
}

function drawBuyer(doc: TPdfDoc, view: TSaleDocumentView, locale: TDocLocale, top: number): number {
  const labels = LABELS[locale];
  const rows: [string, string][] = [[labels.name, view.buyer.name]];
  if (view.buyer.address) rows.push([labels.address, view.buyer.address]);
  if (view.buyer.taxId)
    rows.push([
      labels.taxId,
      `${formatThaiTaxId(view.buyer.taxId)}  ${view.buyer.branch ? branchText(view.buyer.branch, locale) : ''}`,
    ]);
  else if (view.buyer.contact) rows.push([labels.contact, view.buyer.contact]);
  if (view.reverses) {
    rows.push([labels.reverses, view.reverses.number]);
    rows.push([labels.reason, view.reverses.reason]);
  }
  drawParagraph(doc, labels.buyer, { font: 'bold', size: 10.5, color: COLORS.brand }, LEFT, top, {
    width: WIDTH,
    locale,
  });
  let y = top + 18;
  for (const [label, value] of rows) {
    drawParagraph(doc, label, STYLES.label, LEFT, y + 1, { width: 120, locale });
    y =
      drawParagraph(doc, value, STYLES.body, LEFT + 125, y, {
        width: WIDTH - 125,
        locale,
        lineHeight: 1.35,
      }) + 2;
  }
  return y + 8;
}

const COLUMNS = { index: 24, scheme: 80, amount: 100 };

function drawLines(doc: TPdfDoc, view: TSaleDocumentView, locale: TDocLocale, top: number): number {
  const labels = LABELS[locale];
  const descriptionWidth = WIDTH - COLUMNS.index - COLUMNS.scheme - COLUMNS.amount - 16;
  const header = { font: 'bold' as const, size: 9, color: '#ffffff' };
  doc.save().rect(LEFT, top, WIDTH, 18).fill(COLORS.brand).restore();
  useStyle(doc, header);
  drawLine(doc, '#', LEFT + 6, top + 4);
  drawLine(doc, labels.item, LEFT + COLUMNS.index + 6, top + 4);
  drawLine(doc, labels.scheme, LEFT + COLUMNS.index + descriptionWidth + 10, top + 4);
  drawLine(doc, labels.amount, RIGHT - COLUMNS.amount - 6, top + 4, {
    width: COLUMNS.amount,
    align: 'right',
  });
  let y = top + 22;
  view.lines.forEach((line, index) => {
    const text = line.imeiSerial ? `${line.description}\nIMEI/SN ${line.imeiSerial}` : line.description;
    const parts = text.split('\n');
    const height =
      parts.reduce(
        (sum, part) =>
          sum + paragraphHeight(doc, part, STYLES.body, { width: descriptionWidth, locale, lineHeight: 1.3 }),
        0,
      ) + 6;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    useStyle(doc, STYLES.body);
    drawLine(doc, String(index + 1), LEFT + 6, y);
    let lineY = y;
    parts.forEach((part, partIndex) => {
      lineY = drawParagraph(
        doc,
        part,
        partIndex === 0 ? STYLES.body : STYLES.small,
        LEFT + COLUMNS.index + 6,
        lineY,
        { width: descriptionWidth, locale, lineHeight: 1.3 },
      );
    });
    useStyle(doc, STYLES.label);
    drawLine(
      doc,
      line.vatScheme === 'standard' ? labels.standard : labels.margin,
      LEFT + COLUMNS.index + descriptionWidth + 10,
      y + 1,
    );
    useStyle(doc, STYLES.body);
    drawLine(doc, formatSatang(line.priceSatang), RIGHT - COLUMNS.amount - 6, y, {
      width: COLUMNS.amount,
      align: 'right',
    });
    y += height;
    drawRule(doc, LEFT, y - 3, WIDTH, COLORS.faintRule);
  });
  return y + 4;
}

function drawTotals(doc: TPdfDoc, view: TSaleDocumentView, locale: TDocLocale, top: number): number {
  const labels = LABELS[locale];
  let y = top;
  if (y + 120 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  const boxWidth = 250;
  const boxLeft = RIGHT - boxWidth;
  const rows: [string, number, boolean][] = [
    [labels.beforeVat, view.totalSatang - view.vatSatang, false],
    [labels.vat, view.vatSatang, false],
    [labels.total, view.totalSatang, true],
  ];
  for (const [label, amount, strong] of rows) {
    if (strong)
      doc
        .save()
        .rect(boxLeft, y - 3, boxWidth, 20)
        .fill(COLORS.brandTint)
        .restore();
    useStyle(doc, strong ? { font: 'bold', size: 11 } : STYLES.body);
    drawLine(doc, label, boxLeft + 6, y);
    drawLine(doc, formatSatang(amount), boxLeft, y, { width: boxWidth - 6, align: 'right' });
    y += strong ? 22 : 16;
  }
  const wordsTop = top;
  drawParagraph(doc, labels.inWords, STYLES.label, LEFT, wordsTop, { width: WIDTH - boxWidth - 16, locale });
  const left = drawParagraph(
    doc,
    `(${thaiWords(view.totalSatang)})`,
    { font: 'bold', size: 10 },
    LEFT,
    wordsTop + 12,
    {
      width: WIDTH - boxWidth - 16,
      locale,
      lineHeight: 1.35,
    },
  );
  y = Math.max(y, left) + 8;
  // The margin scheme's note only where a line is under it (a standard-VAT invoice does not mention it).
  const note = view.lines.some((line) => line.vatScheme === 'margin')
    ? `${labels.vatIncluded} ${labels.marginNote}`
    : labels.vatIncluded;
  y = drawParagraph(doc, note, STYLES.small, LEFT, y, {
    width: WIDTH,
    locale,
    lineHeight: 1.35,
  });
  // Then how it was paid: after the full price and its VAT.
  return drawPayments(doc, view, locale, y + 8) + 4;
}

/**
 * How the sale was paid, after its total (decision 044): the full price and VAT come first, then each
 * means of payment — money, a voucher, a trade-in credit — with its amount under the total's column (a
 * voucher or a trade-in is a means of payment, not a discount). A credit note says where each part went
 * back. A sale without payment rows (a wholesale sale, or one before them) names its method only.
 */
function drawPayments(doc: TPdfDoc, view: TSaleDocumentView, locale: TDocLocale, top: number): number {
  const labels = LABELS[locale];
  const parts = paymentParts(view.payments, locale);
  const method = paymentMethodLabel(view.paymentMethod, locale);
  if (parts.length === 0) {
    if (!method || view.type === 'creditNote') return top;
    return (
      drawParagraph(doc, `${labels.payment}: ${method}`, STYLES.body, LEFT, top, { width: WIDTH, locale }) + 6
    );
  }
  const amountWidth = 110;
  const textWidth = WIDTH - amountWidth - 24;
  const height = parts.reduce(
    (sum, part) =>
      sum +
      paragraphHeight(doc, part.where ? `${part.what} — ${part.where}` : part.what, STYLES.body, {
        width: textWidth,
        locale,
        lineHeight: 1.3,
      }) +
      4,
    20,
  );
  let y = top;
  if (y + height > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  drawRule(doc, LEFT, y, WIDTH, COLORS.faintRule);
  y += 5;
  useStyle(doc, { font: 'bold', size: 10 });
  drawLine(doc, view.type === 'creditNote' ? labels.refundedAs : labels.payment, LEFT, y);
  y += 16;
  for (const part of parts) {
    useStyle(doc, STYLES.body);
    drawLine(doc, formatSatang(part.amountSatang), RIGHT - amountWidth, y, {
      width: amountWidth - 6,
      align: 'right',
    });
    y =
      drawParagraph(doc, part.where ? `${part.what} — ${part.where}` : part.what, STYLES.body, LEFT + 8, y, {
        width: textWidth,
        locale,
        lineHeight: 1.3,
      }) + 4;
  }
  return y + 4;
}

function drawCancelled(doc: TPdfDoc, view: TSaleDocumentView, locale: TDocLocale): void {
  if (!view.cancelled) return;
  const labels = LABELS[locale];
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.save();
    doc.rotate(-25, { origin: [PAGE.width / 2, PAGE.height / 2] });
    useStyle(doc, { font: 'bold', size: 64, color: '#dc2626' });
    doc.opacity(0.18);
    drawLine(doc, labels.cancelled, 0, PAGE.height / 2 - 40, { width: PAGE.width, align: 'center' });
    doc.restore();
  }
  doc.switchToPage(range.start + range.count - 1);
}

function drawFooter(doc: TPdfDoc, view: TSaleDocumentView, locale: TDocLocale, y: number): void {
  const labels = LABELS[locale];
  let top = y;
  if (view.cancelled) {
    top = drawParagraph(
      doc,
      `${labels.cancelled} ${formatDate(view.cancelled.at, locale)}${view.cancelled.creditNoteNumber ? ` — ${labels.cancelledBy} ${view.cancelled.creditNoteNumber}` : ''}`,
      { font: 'bold', size: 10, color: '#b91c1c' },
      LEFT,
      top,
      { width: WIDTH, locale },
    );
  }
  const signTop = Math.min(Math.max(top + 30, BOTTOM - 50), BOTTOM - 10);
  drawRule(doc, RIGHT - 180, signTop + 20, 180, COLORS.text, 0.5);
  drawParagraph(doc, labels.receivedBy, STYLES.label, RIGHT - 180, signTop + 24, {
    width: 180,
    locale,
    align: 'center',
  });
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    useStyle(doc, STYLES.small);
    drawLine(
      doc,
      `${view.number} · ${labels.page} ${index + 1}/${range.count}`,
      LEFT,
      PAGE.height - MARGIN + 6,
      {
        width: WIDTH,
        align: 'right',
      },
    );
  }
}

/** A sale's document (tax invoice, abbreviated tax invoice, receipt or credit note) as A4 PDF. */
export function renderSaleDocumentPdf(view: TSaleDocumentView, locale: TDocLocale): Promise<Buffer> {
  const title = `${TITLES[view.type][locale]} ${view.number}`;
  const author = locale === 'th' ? view.seller.legalNameTh : view.seller.legalNameEn;
  return renderPdf({ locale, title, author }, (doc) => {
    let y = drawHeader(doc, view, locale);
    y = drawBuyer(doc, view, locale, y);
    y = drawLines(doc, view, locale, y);
    y = drawTotals(doc, view, locale, y);
    drawFooter(doc, view, locale, y);
    drawCancelled(doc, view, locale);
  });
}
