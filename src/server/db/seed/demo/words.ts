import type { TFulfilmentMethod } from '#core/trade-in-lifecycle.ts';
import type { TRandom } from './random.ts';
import type { TStepKind } from './scenarios.ts';

/**
 * What staff and customers write: a step's note (now and then), a rejection's reason (always), a
 * customer's remark. In Thai, as the shop's staff write them.
 */
const NOTES: Partial<Record<TStepKind | 'remarks', readonly string[]>> = {
  book: ['โทรยืนยันกับลูกค้าแล้ว', 'ลูกค้าสะดวกช่วงบ่าย', 'ยืนยันนัดทาง LINE แล้ว'],
  receive: ['รับเครื่องพร้อมกล่องและสายชาร์จ', 'รับเครื่องเปล่า ไม่มีอุปกรณ์', 'ลูกค้าลบบัญชีออกจากเครื่องแล้ว'],
  inspect: ['ตรวจครบทุกรายการ', 'แบตเตอรี่สุขภาพ 86%', 'ทดสอบกล้องและลำโพงผ่าน'],
  inspectLower: ['จอมีจุดสว่าง ไม่ได้แจ้งไว้', 'แบตเตอรี่ต่ำกว่า 80%', 'ฝาหลังมีรอยบุบ', 'ลำโพงล่างเสียงแตก'],
  settle: ['โอนเงินเข้าบัญชีลูกค้าแล้ว', 'ชำระผ่านพร้อมเพย์แล้ว', 'ออกบัตรกำนัลให้ลูกค้าแล้ว'],
  remarks: ['สะดวกให้ติดต่อทาง LINE', 'มีเคสและฟิล์มให้ด้วย', 'โทรก่อนมารับด้วยนะคะ', 'เครื่องยังอยู่ในประกันศูนย์'],
};

/** Why a request was rejected, by how far it got: before the device came in, or once staff had it. */
const CUSTOMER_SIDE_REASONS = ['ติดต่อลูกค้าไม่ได้ 3 ครั้ง', 'ลูกค้าขอยกเลิก ขายเครื่องไปแล้ว', 'ลูกค้าเปลี่ยนใจ ไม่ขายแล้ว'];
const MISSED_APPOINTMENT_REASONS = {
  store: ['ลูกค้าไม่มาตามนัดที่สาขา', 'ลูกค้าขอยกเลิกนัด'],
  pickup: ['ไปรับเครื่องแล้วไม่พบลูกค้า', 'ลูกค้าขอยกเลิกนัดรับเครื่อง'],
} as const;
const DEVICE_SIDE_REASONS = [
  'เครื่องติด iCloud ปลดล็อกไม่ได้',
  'IMEI ไม่ตรงกับที่แจ้งไว้',
  'พบร่องรอยการซ่อมที่ไม่ได้แจ้ง',
  'เครื่องเคยตกน้ำ ไม่รับซื้อ',
];

/** Note share: staff write one on about a third of their steps; a customer remarks on one request in six. */
const NOTE_CHANCE = { remarks: 0.16, other: 0.3 };

export function stepWords(
  random: TRandom,
  kind: TStepKind | 'remarks',
  position: number,
  fulfilment: TFulfilmentMethod,
): { note: string | null; reason: string | null } {
  if (kind === 'reject') {
    const reasons =
      position === 0
        ? CUSTOMER_SIDE_REASONS
        : position === 1
          ? MISSED_APPOINTMENT_REASONS[fulfilment]
          : DEVICE_SIDE_REASONS;
    return { note: null, reason: random.pick(reasons) };
  }
  const notes = NOTES[kind];
  const chance = kind === 'remarks' ? NOTE_CHANCE.remarks : NOTE_CHANCE.other;
  // An inspection below the offer always says what was found: the customer reads it before answering.
  const writes = notes !== undefined && (kind === 'inspectLower' || random.chance(chance));
  return { note: writes ? random.pick(notes) : null, reason: null };
}
