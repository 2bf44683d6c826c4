import { bangkokDate, formatDate } from '#core/bangkok-time.ts';
import { formatSatang } from '#core/finance/vat.ts';
import type { TDb } from '../../db/client.ts';
import { COLORS, drawLogo, drawQr, drawRows, drawRule, STYLES } from '../../documents/pdf-blocks.ts';
import { renderPdf } from '../../documents/pdf-document.ts';
import { drawLine, drawParagraph } from '../../documents/pdf-text.ts';
import { qrModules } from '../../documents/qr.ts';
import { AppError } from '../../http/errors.ts';
import { requireCompanyProfileForDocuments } from '../company/company.service.ts';
import { satangInThaiWords } from '../finance/payment-voucher-pdf.ts';
import { findVoucherRow } from './voucher-ledger.repository.ts';

const MARGIN = 48;
const WIDTH = 595.28 - MARGIN * 2;
const QR_SIZE = 150;

const TERMS = [
  'ใช้ชำระค่าสินค้าที่เคาน์เตอร์ของร้านได้ทุกสาขา แสดงคิวอาร์โค้ดนี้หรือแจ้งรหัสกับพนักงาน ไม่สามารถแลกเป็นเงินสด',
  'ใช้บางส่วนได้ ยอดคงเหลือใช้ต่อได้จนถึงวันหมดอายุ ตรวจยอดได้ที่หน้าติดตามคำขอ',
  'Pay for a purchase at any of our store counters: show this QR code or give the code. Not exchangeable for cash.',
  'Spend part of it; what is left stays on it until the last valid day. Check the balance on the tracking page.',
];

/** A calendar day in both languages, in the one date format (decision 046): "17 ต.ค. 2570 · 17 Oct 2027". */
const bothDates = (isoDate: string) => `${formatDate(isoDate, 'th')} · ${formatDate(isoDate, 'en')}`;

const STATE_LABELS: Record<string, string> = {
  active: 'ใช้ได้ / Valid',
  used: 'ใช้ครบแล้ว / Used up',
  expired: 'หมดอายุ / Expired',
  cancelled: 'ยกเลิก / Cancelled',
};

/**
 * The voucher for its owner (decision 044), Thai and English: its code in full with a QR code of it (the
 * sales console scans it), the amount, what is left as at printing, the last valid day and the terms.
 * `by`: a voucher's id (staff), or its code (the customer's /track, after the reference and phone check).
 */
export async function voucherPdf(
  db: TDb,
  by: { id: number } | { code: string },
  now = new Date(),
): Promise<Buffer> {
  const row = await findVoucherRow(db, by);
  if (!row?.voucher.code || !row.voucher.validUntil)
    throw new AppError('NOT_FOUND', 'errors.notFound', 'No such voucher issued');
  const company = await requireCompanyProfileForDocuments(db);
  const { voucher } = row;
  const code = voucher.code!;
  const validUntil = voucher.validUntil!;
  return renderPdf(
    { locale: 'th', title: `บัตรกำนัล / Voucher ${code}`, author: company.legalNameEn },
    (doc) => {
      let y = MARGIN;
      drawLogo(doc, MARGIN, y, 34);
      const left = MARGIN + 46;
      let top = drawParagraph(
        doc,
        company.legalNameTh,
        { font: 'bold', size: 12, color: COLORS.brand },
        left,
        y,
        {
          width: WIDTH - 46 - 190,
          locale: 'th',
        },
      );
      top = drawParagraph(doc, company.legalNameEn, STYLES.small, left, top, {
        width: WIDTH - 46 - 190,
        locale: 'en',
      });
      drawParagraph(doc, 'บัตรกำนัล', { font: 'bold', size: 20 }, MARGIN + WIDTH - 190, y - 2, {
        width: 190,
        locale: 'th',
        align: 'right',
      });
      drawParagraph(
        doc,
        'VOUCHER',
        { font: 'bold', size: 11, color: COLORS.muted },
        MARGIN + WIDTH - 190,
        y + 28,
        {
          width: 190,
          locale: 'en',
          align: 'right',
        },
      );
      y = Math.max(top, y + 48) + 6;
      drawRule(doc, MARGIN, y, WIDTH, COLORS.brand, 1.5);
      drawRule(doc, MARGIN, y, 64, COLORS.accent, 1.5);
      y += 16;

      // The card: the QR code on the left, the code and the money on the right.
      const cardHeight = QR_SIZE + 24;
      doc.save().roundedRect(MARGIN, y, WIDTH, cardHeight, 10).fill(COLORS.brandTint).restore();
      doc
        .save()
        .rect(MARGIN + 12, y + 12, QR_SIZE, QR_SIZE)
        .fill('#ffffff')
        .restore();
      drawQr(doc, qrModules(code), MARGIN + 12, y + 12, QR_SIZE);
      const right = MARGIN + QR_SIZE + 32;
      const rightWidth = WIDTH - QR_SIZE - 44;
      let cardY = drawParagraph(doc, 'รหัสบัตรกำนัล / Voucher code', STYLES.label, right, y + 14, {
        width: rightWidth,
        locale: 'th',
      });
      doc.font('bold').fontSize(17).fillColor(COLORS.text);
      drawLine(doc, code, right, cardY + 2, { width: rightWidth });
      cardY += 30;
      cardY = drawParagraph(doc, 'ยอดคงเหลือ / Balance', STYLES.label, right, cardY, {
        width: rightWidth,
        locale: 'th',
      });
      doc.font('bold').fontSize(22).fillColor(COLORS.brand);
      drawLine(doc, `${formatSatang(voucher.balanceSatang)} THB`, right, cardY + 2, { width: rightWidth });
      cardY += 32;
      drawParagraph(doc, `(${satangInThaiWords(voucher.balanceSatang)})`, STYLES.body, right, cardY, {
        width: rightWidth,
        locale: 'th',
      });
      y += cardHeight + 16;

      y = drawRows(
        doc,
        [
          { label: 'มูลค่าเมื่อออกบัตร / Amount issued', value: `${formatSatang(voucher.amountSatang)} THB` },
          {
            label: 'วันที่ออก / Issued on',
            value: voucher.issuedOn ? bothDates(voucher.issuedOn) : '',
          },
          { label: 'ใช้ได้ถึง / Valid until', value: bothDates(validUntil) },
          { label: 'สถานะ / State', value: STATE_LABELS[voucher.status] ?? voucher.status },
          { label: 'ผู้ถือ / Owner', value: row.ownerName, keepWords: true },
          { label: 'อ้างอิงคำขอ / Request', value: row.tradeInReference },
          {
            label: 'ยอด ณ วันที่ / Balance as at',
            value: bothDates(bangkokDate(now)),
          },
        ],
        MARGIN,
        y,
        { width: WIDTH, labelWidth: 190, locale: 'th' },
      );
      y += 14;
      drawRule(doc, MARGIN, y, WIDTH, COLORS.rule);
      y += 10;
      for (const term of TERMS) {
        y =
          drawParagraph(doc, `• ${term}`, STYLES.small, MARGIN, y, {
            width: WIDTH,
            locale: term.match(/[ก-๙]/) ? 'th' : 'en',
            lineHeight: 1.35,
          }) + 3;
      }
    },
  );
}
