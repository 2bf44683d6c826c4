import { bahttext } from 'bahttext';
import type { TCompanyProfile } from '#core/contracts/company.ts';
import { THAI_BANKS } from '#core/finance/payee.ts';
import { formatSatang } from '#core/finance/vat.ts';
import { formatThaiTaxId } from '#core/tax-id.ts';
import { formatDate } from '#core/bangkok-time.ts';
import { renderPdf, type TPdfDoc } from '../../documents/pdf-document.ts';
import {
  COLORS,
  drawLogo,
  drawRows,
  drawRule,
  drawSectionTitle,
  STYLES,
} from '../../documents/pdf-blocks.ts';
import { drawLine, drawParagraph } from '../../documents/pdf-text.ts';
import type { TPaymentRecord } from './payments.repository.ts';

const MARGIN = 48;
const WIDTH = 595.28 - MARGIN * 2;

/** Thai words for an amount in satang: built from whole numbers, never a float. */
export function satangInThaiWords(satang: number): string {
  return bahttext(`${Math.trunc(satang / 100)}.${String(Math.abs(satang % 100)).padStart(2, '0')}`);
}

export interface TVoucherInput {
  record: TPaymentRecord;
  company: TCompanyProfile;
  deviceDescription: string;
  slip: { data: Buffer; mimeType: string } | null;
  preparedBy: string | null;
  approvedBy: string | null;
}

function payeeAccount(record: TPaymentRecord['payment']): string {
  if (record.payeeMethod === 'promptpay') return `PromptPay ${record.promptPayId ?? ''}`;
  const bank = THAI_BANKS.find((entry) => entry.code === record.bankCode);
  return `${bank ? `${bank.th} / ${bank.en}` : (record.bankCode ?? '')} ${record.accountNumber ?? ''}`;
}

function drawHeader(doc: TPdfDoc, company: TCompanyProfile, y: number): number {
  drawLogo(doc, MARGIN, y, 34);
  const x = MARGIN + 46;
  const width = WIDTH - 46 - 180;
  let top = drawParagraph(doc, company.legalNameTh, { font: 'bold', size: 12, color: COLORS.brand }, x, y, {
    width,
    locale: 'th',
  });
  top = drawParagraph(doc, company.legalNameEn, STYLES.body, x, top, { width, locale: 'en' });
  top = drawParagraph(doc, company.addressTh, STYLES.small, x, top + 2, { width, locale: 'th' });
  top = drawParagraph(doc, company.addressEn, STYLES.small, x, top, { width, locale: 'en' });
  const branch = company.branch === '00000' ? 'สำนักงานใหญ่ / Head office' : `สาขา / Branch ${company.branch}`;
  top = drawParagraph(
    doc,
    `เลขประจำตัวผู้เสียภาษี / Tax ID ${formatThaiTaxId(company.taxId)} · ${branch}`,
    STYLES.small,
    x,
    top,
    { width, locale: 'th' },
  );
  drawParagraph(doc, 'ใบสำคัญจ่าย', { font: 'bold', size: 18, color: COLORS.text }, MARGIN + WIDTH - 180, y, {
    width: 180,
    locale: 'th',
    align: 'right',
  });
  drawParagraph(
    doc,
    'PAYMENT VOUCHER',
    { font: 'bold', size: 11, color: COLORS.muted },
    MARGIN + WIDTH - 180,
    y + 26,
    {
      width: 180,
      locale: 'en',
      align: 'right',
    },
  );
  return Math.max(top, y + 50) + 10;
}

/**
 * The payment voucher (issue 20): who was paid, how much (figures and Thai words), for which request,
 * with the transfer slip — a photo drawn on the page, a PDF slip attached to the file.
 */
export function renderPaymentVoucher(input: TVoucherInput): Promise<Buffer> {
  const { record, company } = input;
  const { payment } = record;
  return renderPdf(
    { locale: 'th', title: `${payment.reference} ใบสำคัญจ่าย / Payment voucher`, author: company.legalNameEn },
    (doc) => {
      let y = drawHeader(doc, company, MARGIN);
      drawRule(doc, MARGIN, y, WIDTH, COLORS.brand, 1.2);
      y += 12;
      const rows = { width: WIDTH, labelWidth: 170, locale: 'th' };
      y = drawRows(
        doc,
        [
          { label: 'เลขที่ / No.', value: payment.reference },
          {
            label: 'วันที่จ่าย / Paid on',
            value: payment.paidOn
              ? `${formatDate(payment.paidOn, 'th')} / ${formatDate(payment.paidOn, 'en')}`
              : '',
          },
          { label: 'อ้างอิงคำขอ / Request', value: `${record.tradeInReference} · ${input.deviceDescription}` },
          { label: 'ผู้รับเงิน / Payee', value: payment.accountName, keepWords: true },
          { label: 'บัญชี / Account', value: payeeAccount(payment) },
          { label: 'อ้างอิงธนาคาร / Bank reference', value: payment.bankReference ?? '-' },
        ],
        MARGIN,
        y,
        rows,
      );
      y += 10;
      doc.save().rect(MARGIN, y, WIDTH, 54).fill(COLORS.brandTint).restore();
      drawLine(doc, 'จำนวนเงิน / Amount', MARGIN + 12, y + 8, { width: 200 });
      doc.font('bold').fontSize(16).fillColor(COLORS.brand);
      drawLine(doc, `${formatSatang(payment.amountSatang)} THB`, MARGIN + WIDTH - 252, y + 6, {
        width: 240,
        align: 'right',
      });
      drawParagraph(doc, `(${satangInThaiWords(payment.amountSatang)})`, STYLES.body, MARGIN + 12, y + 30, {
        width: WIDTH - 24,
        locale: 'th',
      });
      y += 66;
      if (record.reversal) {
        y = drawParagraph(
          doc,
          `กลับรายการ / REVERSED ${formatDate(record.reversal.reversedOn, 'th')}: ${record.reversal.reason}`,
          { font: 'bold', size: 11, color: '#b91c1c' },
          MARGIN,
          y,
          { width: WIDTH, locale: 'th' },
        );
        y += 6;
      }
      y = drawSectionTitle(doc, 'สลิปการโอน / Transfer slip', MARGIN, y + 4, WIDTH, 'th');
      const slip = input.slip;
      if (slip && slip.mimeType.startsWith('image/')) {
        const height = 780 - y - 90;
        doc.image(slip.data, MARGIN, y + 4, { fit: [WIDTH, Math.max(120, height)], align: 'center' });
      } else if (slip) {
        doc.file(slip.data, {
          name: `${payment.reference}-slip.pdf`,
          type: 'application/pdf',
          hidden: false,
        });
        drawParagraph(
          doc,
          'แนบไฟล์สลิป (PDF) ไว้ในเอกสารนี้ / The slip (PDF) is attached to this file.',
          STYLES.body,
          MARGIN,
          y + 4,
          {
            width: WIDTH,
            locale: 'th',
          },
        );
      }
      const signY = 842 - MARGIN - 40;
      const third = WIDTH / 3;
      const signers = [
        ['ผู้จัดทำ / Prepared by', input.preparedBy],
        ['ผู้อนุมัติ / Approved by', input.approvedBy],
        ['ผู้รับเงิน / Received by', null],
      ] as const;
      signers.forEach(([label, name], index) => {
        const x = MARGIN + index * third;
        drawRule(doc, x + 10, signY, third - 20, COLORS.rule);
        drawParagraph(doc, label, STYLES.small, x + 10, signY + 4, {
          width: third - 20,
          locale: 'th',
          align: 'center',
        });
        if (name)
          drawParagraph(doc, name, STYLES.small, x + 10, signY + 16, {
            width: third - 20,
            locale: 'en',
            align: 'center',
          });
      });
    },
  );
}
