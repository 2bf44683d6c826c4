/**
 * Writes sample PDF receipts (Thai and English, store drop-off and courier pick-up, long texts that must
 * wrap) to .tmp/receipts/, and each page as a PNG next to it (tests/support/pdf.ts). Look at them
 * after changing the receipt layout: node scripts/sample-receipt.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TLocale } from '#core/constants.ts';
import type { TPriceLine } from '#core/contracts/quotes.ts';
import { renderReceiptPdf } from '#server/modules/receipts/receipt-pdf.ts';
import { buildReceiptView, type TReceiptSource } from '#server/modules/receipts/receipt-view.ts';
import { translatorFor } from '#core/i18n/catalogues.ts';
import { pdfPageCount, pdfPageToPng } from '../tests/support/pdf.ts';

const outDir = fileURLToPath(new URL('../.tmp/receipts/', import.meta.url));

const lines: TPriceLine[] = [
  { kind: 'base', labelKey: 'pricing.line.base', grade: 'good', amountThb: 21_000 },
  {
    kind: 'adjustment',
    labelKey: 'questionnaire.warranty.options.over4Months',
    question: 'warranty',
    option: 'over4Months',
    amountThb: 500,
  },
  {
    kind: 'adjustment',
    labelKey: 'questionnaire.accessories.options.noBox',
    question: 'accessories',
    option: 'noBox',
    percent: -5,
    amountThb: -1_050,
  },
  {
    kind: 'adjustment',
    labelKey: 'questionnaire.functional.options.camera',
    question: 'functional',
    option: 'camera',
    amountThb: -1_500,
  },
  { kind: 'bonus', labelKey: 'pricing.line.provincialBonus', amountThb: 300 },
];

const store: TReceiptSource['store'] = {
  name: { th: 'คุ้มค่า สาขาสยามสแควร์วัน', en: 'Khumkha Siam Square One' },
  address: {
    th: 'ชั้น 4 สยามสแควร์วัน 388 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330',
    en: '4th floor, Siam Square One, 388 Rama I Road, Pathum Wan, Bangkok 10330',
  },
  openingHours: { th: 'ทุกวัน 10:00–21:00 น.', en: 'Daily 10:00–21:00' },
  phone: '02-026-8801',
};

const base: TReceiptSource = {
  reference: 'TRD-261122-K7Q2',
  createdAt: new Date('2026-11-22T07:05:00Z'),
  deviceDescription: 'Apple iPhone 15 Pro Max 256 GB',
  imeiSerial: '356789104567123',
  grade: 'good',
  option: 'sale',
  fulfilment: 'store',
  offeredThb: 19_250,
  priceLines: lines,
  pickupAddress: null,
  pickupDate: null,
  pickupTimeSlot: null,
  fullName: 'สมชาย ใจดี',
  phone: '0812345678',
  store,
  validUntil: new Date('2026-11-29T07:05:00Z'),
};

const samples: { name: string; locale: TLocale; source: TReceiptSource }[] = [
  { name: 'store-th', locale: 'th', source: base },
  { name: 'store-en', locale: 'en', source: { ...base, fullName: 'Somchai Jaidee' } },
  {
    name: 'pickup-long-th',
    locale: 'th',
    source: {
      ...base,
      reference: 'TRD-261122-P4M9',
      deviceDescription:
        'ซัมซุง กาแล็กซี่ แซด โฟลด์ 6 รุ่นพิเศษสำหรับประเทศไทย หน่วยความจำ 1 TB สีน้ำเงินเข้ม พร้อมปากกาและเคสหนังแท้ของศูนย์',
      option: 'voucher',
      fulfilment: 'pickup',
      store: null,
      pickupAddress:
        'บ้านเลขที่ 99/123 หมู่บ้านศุภาลัยปาร์ควิลล์ ซอยพระรามที่ 2 ซอย 50 แยก 3 ถนนพระรามที่ 2 แขวงแสมดำ เขตบางขุนเทียน กรุงเทพมหานคร 10150 (ฝากไว้ที่ป้อมยามหน้าหมู่บ้านได้)',
      pickupDate: '2026-11-25',
      pickupTimeSlot: '09:00-12:00',
      fullName: 'นางสาวกัญญาณัฐ ศรีสุวรรณวงศ์',
      phone: '021234567',
    },
  },
  {
    name: 'pickup-long-en',
    locale: 'en',
    source: {
      ...base,
      reference: 'TRD-261122-P4M9',
      deviceDescription:
        'Samsung Galaxy Z Fold6 Thailand special edition 1 TB Navy with S Pen Fold Edition and genuine leather case',
      option: 'tradeIn',
      fulfilment: 'pickup',
      store: null,
      pickupAddress:
        '99/123 Supalai Park Ville, Soi Rama II 50 Yaek 3, Rama II Road, Samae Dam, Bang Khun Thian, Bangkok 10150 (may be left at the guard house at the entrance)',
      pickupDate: '2026-11-25',
      pickupTimeSlot: '15:00-18:00',
      fullName: 'Kanyanat Srisuwanwong',
    },
  },
  {
    // Every functional issue: more price lines than one page holds with the rest.
    name: 'many-lines-th',
    locale: 'th',
    source: {
      ...base,
      reference: 'TRD-261122-M4NY',
      grade: 'fair',
      priceLines: [
        { kind: 'base', labelKey: 'pricing.line.base', grade: 'fair', amountThb: 14_000 },
        ...(
          [
            'sound',
            'connectivity',
            'power',
            'calls',
            'biometrics',
            'homeButton',
            'speaker',
            'camera',
            'sensor',
            'buttons',
          ] as const
        ).map((option): TPriceLine => ({
          kind: 'adjustment',
          labelKey: `questionnaire.functional.options.${option}`,
          question: 'functional',
          option,
          amountThb: -700,
        })),
        { kind: 'voucherUplift', labelKey: 'pricing.line.voucherUplift', percent: 5, amountThb: 350 },
        { kind: 'bonus', labelKey: 'pricing.line.provincialBonus', amountThb: 300 },
      ],
      offeredThb: 7_650,
      option: 'voucher',
      fulfilment: 'pickup',
      store: null,
      pickupAddress:
        'บ้านเลขที่ 99/123 หมู่บ้านศุภาลัยปาร์ควิลล์ ซอยพระรามที่ 2 ซอย 50 แยก 3 ถนนพระรามที่ 2 แขวงแสมดำ เขตบางขุนเทียน กรุงเทพมหานคร 10150',
      pickupDate: '2026-11-25',
      pickupTimeSlot: '15:00-18:00',
    },
  },
  {
    name: 'no-valuation-th',
    locale: 'th',
    source: {
      ...base,
      reference: 'TRD-261122-N0V4',
      deviceDescription: 'ไอแพดรุ่นเก่า จอแตกมุมขวา เปิดเครื่องได้',
      imeiSerial: null,
      grade: null,
      option: null,
      offeredThb: null,
      priceLines: [],
      validUntil: null,
      fulfilment: 'pickup',
      store: null,
      pickupAddress: '88 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
      pickupDate: '2026-11-26',
      pickupTimeSlot: '12:00-15:00',
    },
  },
];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const sample of samples) {
  const view = buildReceiptView(
    sample.source,
    sample.locale,
    translatorFor(sample.locale),
    'https://www.khumkha.co.th',
  );
  const file = path.join(outDir, `receipt-${sample.name}.pdf`);
  const pdf = await renderReceiptPdf(view);
  writeFileSync(file, pdf);
  for (let page = 1; page <= (await pdfPageCount(pdf)); page += 1) {
    writeFileSync(file.replace(/\.pdf$/, `-${page}.png`), await pdfPageToPng(pdf, { page, dpi: 80 }));
  }
  console.log(file);
}
