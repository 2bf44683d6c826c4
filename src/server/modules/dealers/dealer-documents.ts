import { stringify } from 'csv-stringify/sync';
import { COMPANY } from '#core/constants.ts';
import { formatSatang } from '#core/finance/vat.ts';
import { PROVINCES } from '#core/provinces.ts';
import { formatDate } from '#core/bangkok-time.ts';
import { COLORS, drawLogo, drawQr, drawRule } from '../../documents/pdf-blocks.ts';
import { renderPdf, type TPdfDoc } from '../../documents/pdf-document.ts';
import { drawLine, drawParagraph, useStyle } from '../../documents/pdf-text.ts';
import { qrModules } from '../../documents/qr.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INNER = PAGE.width - 2 * PAGE.margin;

export interface TPosterShop {
  shopName: string;
  code: string;
  province: string;
}

/** The customer's self-assessment link of a shop: what the poster's QR code holds. */
export const customerAssessUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/customer-assess/${encodeURIComponent(code)}`;

/**
 * The shop's A4 poster (decision 023), in Thai and English: the portal's name, the shop's name, a large
 * QR code of its /customer-assess/{code} link, what scanning does, and the code and link in writing.
 */
export function renderShopPoster(shop: TPosterShop, publicUrl: string): Promise<Buffer> {
  const url = customerAssessUrl(publicUrl, shop.code);
  const province = PROVINCES.find((entry) => entry.key === shop.province);
  return renderPdf(
    {
      locale: 'th',
      title: `${shop.shopName} — ${COMPANY.brand.en} QR`,
      author: COMPANY.legalName.en,
    },
    (doc) => {
      // Brand band
      doc.rect(0, 0, PAGE.width, 120).fill(COLORS.brand);
      drawLogo(doc, PAGE.margin, 34, 52);
      useStyle(doc, { font: 'bold', size: 26, color: '#ffffff' });
      drawLine(doc, `${COMPANY.brand.th} · ${COMPANY.brand.en}`, PAGE.margin + 68, 38);
      useStyle(doc, { size: 13, color: COLORS.brandTint });
      drawLine(doc, 'รับซื้อมือถือ โน้ตบุ๊ก แท็บเล็ต · We buy used devices', PAGE.margin + 68, 74);

      let y = 150;
      y = drawParagraph(
        doc,
        'ขายเครื่องเก่าที่ร้านนี้ ประเมินราคาเองได้ใน 1 นาที',
        { font: 'bold', size: 22, color: COLORS.text },
        PAGE.margin,
        y,
        {
          width: INNER,
          locale: 'th',
          align: 'center',
        },
      );
      y = drawParagraph(
        doc,
        'Sell your old device here — get your price in 1 minute',
        { size: 15, color: COLORS.muted },
        PAGE.margin,
        y + 2,
        {
          width: INNER,
          locale: 'en',
          align: 'center',
        },
      );

      y += 14;
      y = drawParagraph(
        doc,
        shop.shopName,
        { font: 'bold', size: 30, color: COLORS.brandDark },
        PAGE.margin,
        y,
        {
          width: INNER,
          locale: 'th',
          align: 'center',
          lineHeight: 1.3,
        },
      );
      if (province) {
        y = drawParagraph(
          doc,
          `${province.th} · ${province.en}`,
          { size: 12, color: COLORS.muted },
          PAGE.margin,
          y,
          {
            width: INNER,
            locale: 'th',
            align: 'center',
          },
        );
      }

      const qrSize = 270;
      const qrTop = y + 18;
      const qrLeft = (PAGE.width - qrSize) / 2;
      doc
        .save()
        .roundedRect(qrLeft - 16, qrTop - 16, qrSize + 32, qrSize + 32, 14)
        .lineWidth(3)
        .strokeColor(COLORS.accent)
        .stroke()
        .restore();
      drawQr(doc, qrModules(url), qrLeft, qrTop, qrSize);
      y = qrTop + qrSize + 34;

      y = drawParagraph(
        doc,
        'สแกน QR ด้วยกล้องมือถือ ตอบคำถามสภาพเครื่อง รับราคาทันที',
        { font: 'bold', size: 15, color: COLORS.text },
        PAGE.margin,
        y,
        {
          width: INNER,
          locale: 'th',
          align: 'center',
        },
      );
      drawParagraph(
        doc,
        "Scan with your phone's camera, answer a few questions about the device, see your price at once.",
        { size: 12, color: COLORS.muted },
        PAGE.margin,
        y,
        {
          width: INNER,
          locale: 'en',
          align: 'center',
        },
      );

      drawRule(doc, PAGE.margin, PAGE.height - 96, INNER, COLORS.rule);
      useStyle(doc, { font: 'bold', size: 14, color: COLORS.text });
      drawLine(doc, `รหัสร้าน · Shop code: ${shop.code}`, PAGE.margin, PAGE.height - 84, {
        width: INNER,
        align: 'center',
      });
      useStyle(doc, { size: 9, color: COLORS.muted });
      drawLine(doc, url, PAGE.margin, PAGE.height - 62, { width: INNER, align: 'center' });
      drawLine(doc, `${COMPANY.legalName.th} · ${COMPANY.phone}`, PAGE.margin, PAGE.height - 46, {
        width: INNER,
        align: 'center',
      });
    },
  );
}

export interface TStatementLine {
  reference: string;
  device: string;
  category: string | null;
  settledAt: Date;
  settledThb: number;
  ruleKind: 'percent' | 'fixed' | null;
  rulePercentBp: number;
  ruleFixedThb: number;
  commissionSatang: number;
}

export interface TStatement {
  shopName: string;
  code: string;
  month: string;
  lines: TStatementLine[];
}

const bangkokDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export function ruleText(line: Pick<TStatementLine, 'ruleKind' | 'rulePercentBp' | 'ruleFixedThb'>): string {
  if (line.ruleKind === 'percent') return `${(line.rulePercentBp / 100).toFixed(2)}%`;
  if (line.ruleKind === 'fixed') return `${line.ruleFixedThb.toLocaleString('en-US')} THB`;
  return '—';
}

const totalOf = (lines: readonly TStatementLine[]) =>
  lines.reduce((sum, line) => sum + line.commissionSatang, 0);

/** The month's statement as CSV (UTF-8 with BOM, so Excel shows Thai). */
export function statementCsv(statement: TStatement): string {
  const rows: (string | number)[][] = [
    ['settled_date', 'reference', 'device', 'category', 'settled_thb', 'rule', 'commission_thb'],
    ...statement.lines.map((line) => [
      bangkokDay(line.settledAt),
      line.reference,
      line.device,
      line.category ?? '',
      line.settledThb,
      ruleText(line),
      formatSatang(line.commissionSatang).replaceAll(',', ''),
    ]),
    [
      '',
      '',
      '',
      '',
      statement.lines.reduce((sum, line) => sum + line.settledThb, 0),
      'total',
      formatSatang(totalOf(statement.lines)).replaceAll(',', ''),
    ],
  ];
  return stringify(rows, { bom: true, escape_formulas: true, cast: { number: String } });
}

const COLUMNS = [
  { label: 'วันที่ Date', width: 62, align: 'left' as const },
  { label: 'เลขที่ Reference', width: 92, align: 'left' as const },
  { label: 'เครื่อง Device', width: 138, align: 'left' as const },
  { label: 'ราคา Settled', width: 66, align: 'right' as const },
  { label: 'อัตรา Rule', width: 50, align: 'right' as const },
  { label: 'ค่าคอม Commission', width: 91, align: 'right' as const },
];

function drawStatementHeader(doc: TPdfDoc, statement: TStatement): number {
  drawLogo(doc, PAGE.margin, PAGE.margin, 30);
  useStyle(doc, { font: 'bold', size: 16, color: COLORS.brandDark });
  drawLine(doc, 'ใบแจ้งค่าคอมมิชชัน · Commission statement', PAGE.margin + 42, PAGE.margin + 2);
  useStyle(doc, { size: 10, color: COLORS.muted });
  drawLine(doc, `${COMPANY.legalName.th} · ${COMPANY.legalName.en}`, PAGE.margin + 42, PAGE.margin + 24);
  useStyle(doc, { font: 'bold', size: 12, color: COLORS.text });
  drawLine(doc, `${statement.shopName} (${statement.code})`, PAGE.margin, PAGE.margin + 52);
  useStyle(doc, { size: 11, color: COLORS.text });
  drawLine(doc, `เดือน · Month: ${statement.month}`, PAGE.margin, PAGE.margin + 70);
  return PAGE.margin + 96;
}

function drawRow(doc: TPdfDoc, cells: string[], y: number, bold = false): void {
  useStyle(doc, { font: bold ? 'bold' : 'regular', size: 8.5, color: COLORS.text });
  let x = PAGE.margin;
  COLUMNS.forEach((column, index) => {
    let text = cells[index] ?? '';
    while (text.length > 1 && doc.widthOfString(text) > column.width - 4) text = `${text.slice(0, -2)}…`;
    drawLine(doc, text, x, y, { width: column.width - 4, align: column.align });
    x += column.width;
  });
}

/** The month's statement as an A4 PDF: one line per settled request, the rule that applied, the total. */
export function renderStatementPdf(statement: TStatement): Promise<Buffer> {
  return renderPdf(
    {
      locale: 'th',
      title: `Commission statement ${statement.code} ${statement.month}`,
      author: COMPANY.legalName.en,
    },
    (doc) => {
      let y = drawStatementHeader(doc, statement);
      const header = () => {
        drawRow(
          doc,
          COLUMNS.map((column) => column.label),
          y,
          true,
        );
        y += 16;
        drawRule(doc, PAGE.margin, y - 3, INNER, COLORS.rule);
      };
      header();
      for (const line of statement.lines) {
        if (y > PAGE.height - 90) {
          doc.addPage();
          y = PAGE.margin;
          header();
        }
        drawRow(
          doc,
          [
            formatDate(line.settledAt, 'th'),
            line.reference,
            line.device,
            line.settledThb.toLocaleString('en-US'),
            ruleText(line),
            formatSatang(line.commissionSatang),
          ],
          y,
        );
        y += 15;
      }
      if (statement.lines.length === 0) {
        useStyle(doc, { size: 10, color: COLORS.muted });
        drawLine(doc, 'ไม่มีรายการในเดือนนี้ · Nothing settled this month', PAGE.margin, y + 4);
        y += 20;
      }
      drawRule(doc, PAGE.margin, y + 2, INNER, COLORS.rule);
      drawRow(
        doc,
        [
          '',
          `${statement.lines.length} รายการ · items`,
          'รวม · Total',
          statement.lines.reduce((sum, line) => sum + line.settledThb, 0).toLocaleString('en-US'),
          '',
          formatSatang(totalOf(statement.lines)),
        ],
        y + 8,
        true,
      );
    },
  );
}
