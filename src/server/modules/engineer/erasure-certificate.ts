import { maskImei, type TWipeMethod } from '#core/inspection.ts';
import { formatDateTime } from '#core/bangkok-time.ts';
import {
  COLORS,
  drawLogo,
  drawQr,
  drawRows,
  drawRule,
  STYLES,
  type TRow,
} from '../../documents/pdf-blocks.ts';
import { renderPdf } from '../../documents/pdf-document.ts';
import { drawParagraph } from '../../documents/pdf-text.ts';
import { qrModules } from '../../documents/qr.ts';

/** What a data-erasure certificate prints (issue 18): nothing about the customer but the device. */
export interface TCertificateFacts {
  number: string;
  reference: string;
  device: string;
  imei: string;
  method: TWipeMethod;
  wipedAt: Date;
  engineer: string | null;
  issuer: { th: string; en: string };
  verifyUrl: string;
}

export const WIPE_METHOD_LABELS: Record<TWipeMethod, { th: string; en: string }> = {
  factoryReset: { th: 'รีเซ็ตค่าโรงงาน (ข้อมูลเข้ารหัส)', en: 'Factory reset (encrypted storage)' },
  cryptographicErase: { th: 'ลบกุญแจเข้ารหัส (Cryptographic erase)', en: 'Cryptographic erase' },
  softwareOverwrite: { th: 'เขียนทับด้วยซอฟต์แวร์', en: 'Software overwrite' },
  physicalDestruction: { th: 'ทำลายหน่วยความจำทางกายภาพ', en: 'Physical destruction of storage' },
};

const PAGE_WIDTH = 595.28;
const MARGIN = 56;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** The certificate: one A4 page, Thai with English beneath each label, a QR code to the verify page. */
export function renderErasureCertificate(facts: TCertificateFacts): Promise<Buffer> {
  return renderPdf(
    {
      locale: 'th',
      title: `${facts.number} ใบรับรองการลบข้อมูล / Data erasure certificate`,
      author: facts.issuer.en,
    },
    (doc) => {
      let y = MARGIN;
      drawLogo(doc, MARGIN, y, 34);
      drawParagraph(doc, facts.issuer.th, { font: 'bold', size: 12, color: COLORS.text }, MARGIN + 46, y, {
        width: WIDTH - 46,
        locale: 'th',
      });
      drawParagraph(doc, facts.issuer.en, STYLES.label, MARGIN + 46, y + 18, {
        width: WIDTH - 46,
        locale: 'en',
      });
      y += 56;
      drawRule(doc, MARGIN, y, WIDTH, COLORS.brand, 1.2);
      y += 16;
      drawParagraph(doc, 'ใบรับรองการลบข้อมูล', { font: 'bold', size: 22, color: COLORS.brand }, MARGIN, y, {
        width: WIDTH,
        locale: 'th',
      });
      drawParagraph(
        doc,
        'Data erasure certificate',
        { font: 'bold', size: 14, color: COLORS.brandDark },
        MARGIN,
        y + 32,
        {
          width: WIDTH,
          locale: 'en',
        },
      );
      drawParagraph(doc, facts.number, { font: 'bold', size: 12, color: COLORS.text }, MARGIN, y + 4, {
        width: WIDTH,
        locale: 'en',
        align: 'right',
      });
      y += 64;
      const method = WIPE_METHOD_LABELS[facts.method];
      const rows: TRow[] = [
        { label: 'เลขที่ใบรับรอง / Certificate no.', value: facts.number },
        { label: 'เลขที่คำขอ / Reference', value: facts.reference },
        { label: 'อุปกรณ์ / Device', value: facts.device },
        { label: 'IMEI / Serial', value: maskImei(facts.imei) },
        { label: 'วิธีการลบข้อมูล / Method', value: `${method.th}\n${method.en}` },
        {
          label: 'วันและเวลา / Date and time',
          value: `${formatDateTime(facts.wipedAt, 'th')} น.\n${formatDateTime(facts.wipedAt, 'en')} (Asia/Bangkok)`,
        },
        { label: 'ผู้ดำเนินการ / Engineer', value: facts.engineer ?? '—', keepWords: true },
      ];
      y = drawRows(doc, rows, MARGIN, y, { width: WIDTH, labelWidth: 190, locale: 'th' }) + 18;
      drawRule(doc, MARGIN, y, WIDTH, COLORS.rule);
      y += 14;
      const statementTh =
        'ข้าพเจ้าขอรับรองว่าข้อมูลส่วนบุคคลทั้งหมดในอุปกรณ์ข้างต้นได้ถูกลบด้วยวิธีที่ระบุ ก่อนที่อุปกรณ์จะถูกนำไปใช้หรือจำหน่ายต่อ';
      const statementEn =
        'We certify that all personal data on the device above was erased by the method stated before the device is reused or resold.';
      y = drawParagraph(doc, statementTh, STYLES.body, MARGIN, y, { width: WIDTH, locale: 'th' }) + 4;
      y = drawParagraph(doc, statementEn, STYLES.label, MARGIN, y, { width: WIDTH, locale: 'en' }) + 22;
      const qrSize = 96;
      drawQr(doc, qrModules(facts.verifyUrl), MARGIN, y, qrSize);
      const textX = MARGIN + qrSize + 16;
      drawParagraph(doc, 'ตรวจสอบใบรับรองนี้ได้ที่', STYLES.body, textX, y + 6, {
        width: WIDTH - qrSize - 16,
        locale: 'th',
      });
      drawParagraph(doc, 'Verify this certificate at', STYLES.label, textX, y + 22, {
        width: WIDTH - qrSize - 16,
        locale: 'en',
      });
      drawParagraph(doc, facts.verifyUrl, { size: 8.5, color: COLORS.brand }, textX, y + 40, {
        width: WIDTH - qrSize - 16,
        locale: 'en',
      });
    },
  );
}
