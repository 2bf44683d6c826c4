import type { TCompanyProfile } from '#core/contracts/company.ts';
import type { TReportTotals } from '#core/contracts/account.ts';
import { formatSatang } from '#core/finance/vat.ts';
import { formatThaiTaxId } from '#core/tax-id.ts';
import { formatDate, formatMonth } from '#core/bangkok-time.ts';
import { renderPdf, type TPdfDoc } from '../../documents/pdf-document.ts';
import { COLORS, drawLogo, drawRule, STYLES } from '../../documents/pdf-blocks.ts';
import { drawLine, drawParagraph } from '../../documents/pdf-text.ts';

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
const LANDSCAPE = { width: 841.89, height: 595.28 };

function drawCompany(doc: TPdfDoc, company: TCompanyProfile, title: string, subtitle: string, width: number) {
  drawLogo(doc, MARGIN, MARGIN, 28);
  drawParagraph(
    doc,
    `${company.legalNameTh} / ${company.legalNameEn}`,
    { font: 'bold', size: 11, color: COLORS.brand },
    MARGIN + 38,
    MARGIN,
    {
      width: width - 38,
      locale: 'th',
    },
  );
  const branch = company.branch === '00000' ? 'สำนักงานใหญ่ / Head office' : `สาขา / Branch ${company.branch}`;
  drawParagraph(
    doc,
    `เลขประจำตัวผู้เสียภาษี / Tax ID ${formatThaiTaxId(company.taxId)} · ${branch}`,
    STYLES.small,
    MARGIN + 38,
    MARGIN + 16,
    { width: width - 38, locale: 'th' },
  );
  drawParagraph(doc, title, { font: 'bold', size: 15, color: COLORS.text }, MARGIN, MARGIN + 40, {
    width,
    locale: 'th',
  });
  drawParagraph(doc, subtitle, STYLES.label, MARGIN, MARGIN + 62, { width, locale: 'th' });
  drawRule(doc, MARGIN, MARGIN + 80, width, COLORS.brand, 1);
  return MARGIN + 92;
}

/** The period report's summary (issue 20 item 7): the figures, in both languages. */
export function renderReportSummary(
  company: TCompanyProfile,
  period: { from: string; to: string },
  totals: TReportTotals,
): Promise<Buffer> {
  const width = PAGE.width - MARGIN * 2;
  return renderPdf(
    {
      locale: 'th',
      title: `รายงานผลประกอบการ / Period report ${period.from} – ${period.to}`,
      author: company.legalNameEn,
    },
    (doc) => {
      let y = drawCompany(
        doc,
        company,
        'รายงานผลประกอบการ / Period report',
        `งวด / Period ${formatDate(period.from, 'th')} – ${formatDate(period.to, 'th')} (${formatDate(period.from, 'en')} – ${formatDate(period.to, 'en')}; เวลากรุงเทพฯ / Bangkok days) · ${totals.transactionCount} รายการ / transactions`,
        width,
      );
      const lines: [string, number, boolean][] = [
        ['รายได้รวม / Total revenue', totals.revenueSatang, false],
        ['ต้นทุนรวม / Total cost', totals.costSatang, false],
        ['กำไรขั้นต้น / Gross profit', totals.grossProfitSatang, true],
        ['ค่าใช้จ่ายรวม / Total expenses', totals.expensesSatang, false],
        ['กำไรสุทธิ / Net profit', totals.netProfitSatang, true],
        ['ภาษีขาย อัตราปกติ / Output VAT, standard', totals.outputVatStandardSatang, false],
        ['ภาษีขาย ระบบส่วนต่าง / Output VAT, margin scheme', totals.outputVatMarginSatang, false],
        ['ภาษีซื้อ / Input VAT (expenses)', totals.inputVatSatang, false],
      ];
      for (const [label, satang, strong] of lines) {
        const style = strong ? { font: 'bold' as const, size: 11.5, color: COLORS.brand } : STYLES.body;
        drawParagraph(doc, label, style, MARGIN, y, { width: width - 160, locale: 'th' });
        doc
          .font(strong ? 'bold' : 'regular')
          .fontSize(strong ? 11.5 : 10)
          .fillColor(strong ? COLORS.brand : COLORS.text);
        drawLine(doc, `${formatSatang(satang)} THB`, MARGIN + width - 160, y, { width: 160, align: 'right' });
        y += 22;
        drawRule(doc, MARGIN, y - 5, width, COLORS.faintRule);
      }
      drawParagraph(
        doc,
        "ยอดรวมเท่ากับผลรวมของรายการในงวด (ดูไฟล์ CSV หรือ Excel) / The totals are the sums of the period's transactions (see the CSV or Excel download).",
        STYLES.small,
        MARGIN,
        y + 10,
        { width, locale: 'th' },
      );
    },
  );
}

export interface TVatDocument {
  issuedOn: string;
  number: string;
  type: string;
  buyerName: string;
  buyerTaxId: string | null;
  buyerBranch: string | null;
  valueSatang: number;
  vatSatang: number;
  cancelled: boolean;
}

/**
 * รายงานภาษีขาย: the month's tax documents in number order, laid out like the Revenue Department's
 * form (date, number, buyer, buyer's tax ID and branch, value before VAT, VAT), credit notes negative,
 * cancelled documents listed at zero, and the totals.
 */
export function renderVatReport(
  company: TCompanyProfile,
  month: string,
  documents: TVatDocument[],
): Promise<Buffer> {
  const width = LANDSCAPE.width - MARGIN * 2;
  const columns = [
    { title: 'ลำดับ\nNo.', width: 34, align: 'right' as const },
    { title: 'วันที่\nDate', width: 64, align: 'left' as const },
    { title: 'เลขที่ใบกำกับภาษี\nDocument no.', width: 118, align: 'left' as const },
    { title: 'ชื่อผู้ซื้อ\nBuyer', width: 200, align: 'left' as const },
    { title: 'เลขประจำตัวผู้เสียภาษีของผู้ซื้อ\nBuyer tax ID', width: 118, align: 'left' as const },
    { title: 'สาขา\nBranch', width: 60, align: 'left' as const },
    { title: 'มูลค่าสินค้า\nValue (THB)', width: 85, align: 'right' as const },
    { title: 'ภาษีมูลค่าเพิ่ม\nVAT (THB)', width: 82, align: 'right' as const },
  ];
  return renderPdf(
    {
      size: [LANDSCAPE.width, LANDSCAPE.height],
      locale: 'th',
      title: `รายงานภาษีขาย ${month}`,
      author: company.legalNameEn,
    },
    (doc) => {
      const header = () => {
        let y = drawCompany(
          doc,
          company,
          'รายงานภาษีขาย / Output tax report',
          `เดือนภาษี ${formatMonth(month, 'th')} / Tax month ${formatMonth(month, 'en')}`,
          width,
        );
        let x = MARGIN;
        for (const column of columns) {
          drawParagraph(doc, column.title, { font: 'bold', size: 8, color: COLORS.text }, x + 2, y, {
            width: column.width - 4,
            locale: 'th',
            align: column.align,
          });
          x += column.width;
        }
        y += 26;
        drawRule(doc, MARGIN, y, width, COLORS.rule);
        return y + 4;
      };
      let y = header();
      let value = 0;
      let vat = 0;
      documents.forEach((document, index) => {
        if (y > LANDSCAPE.height - MARGIN - 40) {
          doc.addPage({ size: [LANDSCAPE.width, LANDSCAPE.height], margin: 0 });
          y = header();
        }
        const docValue = document.cancelled ? 0 : document.valueSatang;
        const docVat = document.cancelled ? 0 : document.vatSatang;
        value += docValue;
        vat += docVat;
        const branch =
          document.buyerBranch === null
            ? ''
            : document.buyerBranch === '00000'
              ? 'สำนักงานใหญ่'
              : document.buyerBranch;
        const cells = [
          String(index + 1),
          formatDate(document.issuedOn, 'th'),
          document.number,
          document.cancelled ? `${document.buyerName} (ยกเลิก / cancelled)` : document.buyerName,
          document.buyerTaxId ?? '',
          branch,
          formatSatang(docValue),
          formatSatang(docVat),
        ];
        let x = MARGIN;
        cells.forEach((cell, column) => {
          drawParagraph(doc, cell, { size: 8.5, color: COLORS.text }, x + 2, y, {
            width: columns[column]!.width - 4,
            locale: 'th',
            align: columns[column]!.align,
          });
          x += columns[column]!.width;
        });
        y += 16;
      });
      drawRule(doc, MARGIN, y + 2, width, COLORS.text, 0.8);
      const labelWidth = columns.slice(0, 6).reduce((sum, column) => sum + column.width, 0);
      drawParagraph(doc, 'รวม / Total', { font: 'bold', size: 9, color: COLORS.text }, MARGIN, y + 6, {
        width: labelWidth - 4,
        locale: 'th',
        align: 'right',
      });
      doc.font('bold').fontSize(9).fillColor(COLORS.text);
      drawLine(doc, formatSatang(value), MARGIN + labelWidth, y + 6, {
        width: columns[6]!.width - 2,
        align: 'right',
      });
      drawLine(doc, formatSatang(vat), MARGIN + labelWidth + columns[6]!.width, y + 6, {
        width: columns[7]!.width - 2,
        align: 'right',
      });
    },
  );
}
