import type { TLocale } from '#core/constants.ts';
import type { TGrade } from '#core/questionnaire.ts';
import type { TTradeInOption } from '#core/trade-in-lifecycle.ts';

/**
 * The receipt's own wording, in both languages. The language catalogues (src/core/i18n) hold the
 * screens' words; only the price lines borrow them (receipt-view.ts) so the receipt says what step 4 said.
 */
export interface TReceiptLabels {
  documentTitle: string;
  reference: string;
  tel: string;
  requestedAt: string;
  device: string;
  deviceDescription: string;
  imeiSerial: string;
  grade: string;
  option: string;
  priceBreakdown: string;
  item: string;
  amount: string;
  total: string;
  priceHoldsUntil: (date: string) => string;
  priceAfterInspection: string;
  handOver: string;
  dropOffAt: string;
  store: string;
  openingHours: string;
  courierPickup: string;
  address: string;
  date: string;
  timeSlot: string;
  customer: string;
  name: string;
  phone: string;
  nextSteps: string;
  stepHandOverStore: string;
  stepHandOverPickup: string;
  stepPriceHolds: (date: string) => string;
  stepInspection: string;
  stepSettle: Record<TTradeInOption | 'none', string>;
  scanToTrack: string;
  contact: (phone: string, line: string) => string;
  notATaxInvoice: string;
  page: (current: number, total: number) => string;
  grades: Record<TGrade, string>;
  options: Record<TTradeInOption, string>;
}

const th: TReceiptLabels = {
  documentTitle: 'ใบรับคำขอขายเครื่อง',
  reference: 'เลขที่อ้างอิง',
  tel: 'โทร.',
  requestedAt: 'วันที่ยื่นคำขอ',
  device: 'ข้อมูลเครื่อง',
  deviceDescription: 'เครื่อง',
  imeiSerial: 'IMEI / หมายเลขเครื่อง',
  grade: 'สภาพเครื่อง',
  option: 'รูปแบบที่เลือก',
  priceBreakdown: 'รายละเอียดราคา',
  item: 'รายการ',
  amount: 'จำนวนเงิน',
  total: 'ราคาเสนอซื้อรวม',
  priceHoldsUntil: (date) => `ยืนยันราคานี้ถึง ${date}`,
  priceAfterInspection: 'แจ้งราคาหลังช่างตรวจสภาพเครื่อง',
  handOver: 'การส่งมอบเครื่อง',
  dropOffAt: 'นำเครื่องไปที่สาขา',
  store: 'สาขา',
  openingHours: 'เวลาทำการ',
  courierPickup: 'ให้พนักงานเข้ารับเครื่อง',
  address: 'ที่อยู่',
  date: 'วันที่',
  timeSlot: 'ช่วงเวลา',
  customer: 'ข้อมูลผู้ขาย',
  name: 'ชื่อ-นามสกุล',
  phone: 'โทรศัพท์',
  nextSteps: 'ขั้นตอนถัดไป',
  stepHandOverStore: 'นำเครื่องพร้อมเลขที่อ้างอิงนี้ไปที่สาขาที่เลือก',
  stepHandOverPickup: 'พนักงานเข้ารับเครื่องตามที่อยู่ วันที่ และช่วงเวลาที่นัดไว้ โดยจะโทรแจ้งก่อนเข้ารับ',
  stepPriceHolds: (date) => `ราคาที่เสนอยืนยันถึง ${date}`,
  stepInspection:
    'ช่างตรวจสภาพเครื่อง หากสภาพไม่ตรงกับที่แจ้งไว้ เราจะเสนอราคาใหม่ให้คุณยืนยันก่อน หากไม่ยอมรับ เราส่งเครื่องคืนให้โดยไม่มีค่าใช้จ่าย',
  stepSettle: {
    tradeIn: 'เมื่อยืนยันราคาแล้ว คุณจะได้รับส่วนลดสำหรับซื้อเครื่องใหม่ ติดตามสถานะได้ด้วย QR code หรือเลขที่อ้างอิงกับเบอร์โทรศัพท์',
    sale: 'เมื่อยืนยันราคาแล้ว เราโอนเงินให้คุณ ติดตามสถานะได้ด้วย QR code หรือเลขที่อ้างอิงกับเบอร์โทรศัพท์',
    voucher: 'เมื่อยืนยันราคาแล้ว เราส่งรหัสบัตรกำนัลให้คุณ ติดตามสถานะได้ด้วย QR code หรือเลขที่อ้างอิงกับเบอร์โทรศัพท์',
    none: 'เมื่อตกลงราคาแล้ว เราชำระเงินให้คุณ ติดตามสถานะได้ด้วย QR code หรือเลขที่อ้างอิงกับเบอร์โทรศัพท์',
  },
  scanToTrack: 'สแกนเพื่อติดตามสถานะ',
  contact: (phone, line) => `สอบถามเพิ่มเติม โทร ${phone} · LINE ${line}`,
  notATaxInvoice: 'เอกสารนี้เป็นหลักฐานการรับคำขอ ไม่ใช่ใบกำกับภาษีหรือใบเสร็จรับเงิน',
  page: (current, total) => `หน้า ${current}/${total}`,
  grades: { excellent: 'ดีเยี่ยม', good: 'ดี', fair: 'พอใช้', broken: 'ชำรุด' },
  options: {
    tradeIn: 'เทิร์นเป็นส่วนลดซื้อเครื่องใหม่',
    sale: 'ขายรับเงิน',
    voucher: 'รับเป็นบัตรกำนัล',
  },
};

const en: TReceiptLabels = {
  documentTitle: 'Trade-in request receipt',
  reference: 'Reference',
  tel: 'Tel.',
  requestedAt: 'Requested on',
  device: 'Device',
  deviceDescription: 'Device',
  imeiSerial: 'IMEI / serial no.',
  grade: 'Condition grade',
  option: 'Chosen option',
  priceBreakdown: 'Price breakdown',
  item: 'Item',
  amount: 'Amount',
  total: 'Total offer',
  priceHoldsUntil: (date) => `Price guaranteed until ${date}`,
  priceAfterInspection: 'Price given after our engineer inspects the device',
  handOver: 'Hand-over',
  dropOffAt: 'Drop-off at store',
  store: 'Store',
  openingHours: 'Opening hours',
  courierPickup: 'Courier pick-up',
  address: 'Address',
  date: 'Date',
  timeSlot: 'Time slot',
  customer: 'Customer',
  name: 'Name',
  phone: 'Phone',
  nextSteps: 'What happens next',
  stepHandOverStore: 'Bring the device and this reference to the chosen store.',
  stepHandOverPickup:
    'Our courier collects the device at the address, date and time slot you chose, and calls before arriving.',
  stepPriceHolds: (date) => `The offered price holds until ${date}.`,
  stepInspection:
    'An engineer inspects the device. If its condition differs from what you told us, we offer a new price for you to accept first; if you decline, we return the device free of charge.',
  stepSettle: {
    tradeIn:
      'Once the price is confirmed, you get the discount on your new device. Track every step with the QR code, or with your reference and phone number.',
    sale: 'Once the price is confirmed, we transfer the money to you. Track every step with the QR code, or with your reference and phone number.',
    voucher:
      'Once the price is confirmed, we send you the voucher code. Track every step with the QR code, or with your reference and phone number.',
    none: 'Once the price is agreed, we pay you. Track every step with the QR code, or with your reference and phone number.',
  },
  scanToTrack: 'Scan to track your request',
  contact: (phone, line) => `Questions? Call ${phone} · LINE ${line}`,
  notATaxInvoice: 'This document confirms your request. It is not a tax invoice or a payment receipt.',
  page: (current, total) => `Page ${current}/${total}`,
  grades: { excellent: 'Excellent', good: 'Good', fair: 'Fair', broken: 'Broken' },
  options: { tradeIn: 'Trade-in for a discount', sale: 'Direct sale', voucher: 'Voucher' },
};

export const RECEIPT_LABELS: Record<TLocale, TReceiptLabels> = { th, en };
