import { COMPANY } from '#core/constants.ts';
import { PICKUP_MAX_DAYS_AHEAD } from '#core/pickup-dates.ts';
import type { TPriceLine } from '#core/contracts/quotes.ts';
import type { TQuestion } from '#core/questionnaire.ts';
import { formatDate } from '#core/bangkok-time.ts';
import { formatSatang } from '#core/finance/vat.ts';
import { LABELS } from './labels.ts';
import type { TReplies } from './reply-types.ts';
import { deviceLabel, formatThb, sizeLabel } from './reply-format.ts';

const L = LABELS.th;
const CONTACT = `โทร ${COMPANY.phone} หรือทัก LINE ${COMPANY.lineOaId}`;
// A no-break space: the amount and its currency stay on one line.
const thb = (amount: number) => `${formatThb(amount)}\u00a0บาท`;
const satangThb = (satang: number) => `${formatSatang(satang)}\u00a0บาท`;
const signed = (amount: number) => (amount < 0 ? `−${thb(-amount)}` : `+${thb(amount)}`);

function optionLabel(question: string | undefined, option: string | undefined): string {
  const options = L.options[question as TQuestion] as Record<string, string> | undefined;
  return (option && options?.[option]) ?? `${question ?? ''} ${option ?? ''}`.trim();
}

function lineText(line: TPriceLine): string {
  if (line.kind === 'base')
    return `${L.lines.base.replace('{{grade}}', L.grades[line.grade ?? 'excellent'])}: ${thb(line.amountThb)}`;
  if (line.kind === 'floor') return `${L.lines.floor}: ${signed(line.amountThb)}`;
  if (line.kind === 'rounding') return `${L.lines.rounding}: ${signed(line.amountThb)}`;
  const percent =
    line.percent === undefined ? '' : ` (${line.percent < 0 ? '−' : '+'}${Math.abs(line.percent)}%)`;
  return `${optionLabel(line.question, line.option)}${percent}: ${signed(line.amountThb)}`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} หรือ ${items.at(-1)}`;
}

export const REPLIES_TH: TReplies = {
  greeting: () =>
    `สวัสดีค่ะ ผู้ช่วยของ${COMPANY.brand.th}ยินดีให้บริการ ถามราคาเครื่องของคุณได้เลย (เช่น "ไอโฟน 13 128GB จอแตก") หรือถามเรื่องขั้นตอนการขาย การรับเครื่องถึงบ้าน การจ่ายเงิน และสถานะคำขอด้วยเลขอ้างอิงกับเบอร์โทรศัพท์`,
  thanks: () => 'ยินดีค่ะ มีอะไรเกี่ยวกับเครื่องของคุณถามได้เสมอนะคะ',
  unknown: (facts) =>
    `ขออภัยค่ะ เรื่องนี้ผู้ช่วยยังตอบไม่ได้ กรุณา${CONTACT} ทีมงานยินดีช่วยเหลือค่ะ\nผู้ช่วยตอบได้เรื่องราคาเครื่อง ขั้นตอนการขาย โบนัสลูกค้าต่างจังหวัด ${thb(facts.provincialBonusThb)} การรับเครื่องถึงบ้าน การจ่ายเงิน และสถานะคำขอ`,
  process: (facts) =>
    [
      'ขายง่าย ๆ ใน 3 ขั้นตอน:',
      `1. เช็คราคา: เลือกรุ่นและตอบคำถามสั้น ๆ เรื่องสภาพเครื่อง เห็นราคาพร้อมรายละเอียดทุกรายการในประมาณหนึ่งนาที และล็อกราคาไว้ให้ ${facts.priceLockDays} วัน`,
      '2. ส่งมอบเครื่อง: นำไปส่งที่ร้านพันธมิตร หรือนัดให้ขนส่งไปรับถึงบ้านฟรีทั่วประเทศ',
      '3. รับเงิน: ช่างตรวจสภาพเครื่อง แล้วโอนเงินภายใน 1 วันทำการ หรือรับเป็นส่วนลดเทิร์นเครื่อง หรือบัตรกำนัล',
      'เริ่มประเมินราคาได้ที่นี่:\n/valuation',
    ].join('\n'),
  options: (facts) =>
    [
      'คุณเลือกรับมูลค่าเครื่องได้ 3 แบบ:',
      '• ส่วนลดเทิร์นเครื่องใหม่: ใช้เป็นส่วนลดซื้อเครื่องใหม่ที่ร้านพันธมิตร',
      '• ขายรับเงินสด: โอนเข้าบัญชีภายใน 1 วันทำการหลังตรวจเช็กเครื่อง',
      `• บัตรกำนัล: ได้มากกว่าเงินสด ${facts.voucherUpliftPercent}% ส่งรหัสทาง SMS และอีเมลเมื่อการซื้อขายเสร็จสิ้น`,
      'เปลี่ยนใจได้จนกว่าช่างจะตรวจเช็กเครื่อง',
    ].join('\n'),
  bonus: (facts) =>
    `ลูกค้าต่างจังหวัด (นอกกรุงเทพฯ) รับเพิ่ม ${thb(facts.provincialBonusThb)} บวกจากราคาที่ได้ ทุกคำขอจากต่างจังหวัด (เป็นไปตามเงื่อนไขที่บริษัทกำหนด) โบนัสจะแสดงเป็นรายการแยกเมื่อคุณเลือกจังหวัด`,
  pickup: () =>
    `รับเครื่องถึงบ้านฟรีทั่วประเทศ เลือกวันได้ตั้งแต่พรุ่งนี้ถึง ${PICKUP_MAX_DAYS_AHEAD} วันข้างหน้า และเลือกช่วงเวลา 09:00–12:00, 12:00–15:00 หรือ 15:00–18:00 น. แล้วเราจะโทรยืนยัน นัดได้หลังประเมินราคา หรือนัดทันทีโดยไม่ต้องประเมินก่อน:\n/pickup`,
  payment: () =>
    'เราโอนเงินเข้าบัญชีธนาคารภายใน 1 วันทำการหลังช่างตรวจสภาพเครื่อง หรือคุณรับเป็นส่วนลดเทิร์นเครื่องหรือบัตรกำนัลก็ได้ หากตรวจแล้วราคาลดลง เราจะถามคุณก่อนเสมอ จะรับราคาใหม่ หรือปฏิเสธแล้วรับเครื่องคืนฟรี',
  privacy: () =>
    'กรุณาสำรองข้อมูลและออกจากบัญชี iCloud หรือ Google ก่อนส่งมอบเครื่อง เราลบข้อมูลทุกเครื่องซ้ำด้วยเครื่องมือที่ได้มาตรฐาน และดูแลข้อมูลของคุณตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล (PDPA) อ่านนโยบายความเป็นส่วนตัว:\n/privacy',
  stores: () =>
    'นำเครื่องไปส่งที่ร้านพันธมิตรได้ เปิดให้บริการ 7 วัน เลือกสาขาได้หลังประเมินราคา พร้อมที่อยู่และเวลาทำการ หรือนัดรับเครื่องถึงบ้านฟรี:\n/pickup',
  inspection: () =>
    'ช่างของเราตรวจทุกเครื่อง หากสภาพจริงทำให้ราคาลดลง เราจะถามคุณก่อนเสมอ จะรับราคาใหม่ หรือปฏิเสธแล้วเราส่งเครื่องคืนให้ฟรี ตอบรับได้ที่หน้าติดตามคำขอ:\n/track',
  contact: () => `ติดต่อทีมงานได้เลยค่ะ ${CONTACT}`,

  price(answer, described, otherGrades) {
    const device = deviceLabel(answer.entry, answer.storageGb);
    const grade = L.grades[answer.grade];
    const parts = [
      `${device} สภาพ${grade}${described ? ' (ตามที่คุณบอกมา)' : ''}: ${thb(answer.offerThb)}`,
      '',
      'ที่มาของราคา:',
      ...answer.lines.map((line) => `• ${lineText(line)}`),
      `• รวม: ${thb(answer.offerThb)}`,
      '',
    ];
    if (otherGrades.length > 0) {
      parts.push(
        `สภาพอื่น: ${otherGrades.map((other) => `${L.grades[other.grade]} ${thb(other.offerThb)}`).join(' · ')}`,
      );
    }
    parts.push(
      `รับเป็นบัตรกำนัล: ${thb(answer.voucherOfferThb)} · ลูกค้าต่างจังหวัดรับโบนัสเพิ่ม ${thb(answer.provincialBonusThb)} · ราคาสุดท้ายยืนยันหลังช่างตรวจสภาพเครื่อง`,
      '',
      answer.valuationPath,
    );
    return parts.join('\n');
  },
  pricesBySize: (entry, grade, sizes, path) =>
    [
      `${deviceLabel(entry)} สภาพ${L.grades[grade]}:`,
      ...sizes.map((size) => `• ${sizeLabel(size.storageGb)}: ${thb(size.offerThb)}`),
      'บอกความจุของเครื่องมาได้เลย แล้วผู้ช่วยจะแจกแจงที่มาของราคาให้ หรือเริ่มประเมินราคา:',
      path,
    ].join('\n'),
  storageNotOffered: (entry, storageGb) =>
    `${deviceLabel(entry)} ที่เรารับซื้อมีความจุ ${list(entry.storageOptions.map(sizeLabel))} ไม่มีรุ่น ${sizeLabel(storageGb)} เครื่องของคุณความจุเท่าไหร่คะ`,
  noPrice: (entry) => `ตอนนี้ยังไม่มีราคาของ ${deviceLabel(entry)} ในสภาพนี้ กรุณา${CONTACT} ทีมงานจะประเมินให้ค่ะ`,
  chooseModel: (brandName, examples) =>
    `เครื่อง ${brandName} รุ่นไหนคะ เช่น ${list(examples)} บอกรุ่นและความจุมาได้เลย แล้วผู้ช่วยจะบอกราคาให้`,
  suggest: (names) => `ไม่พบรุ่นนั้นตรง ๆ หมายถึง ${list(names)} หรือเปล่าคะ บอกรุ่นและความจุที่ถูกต้องมาได้เลย`,
  askDevice: (path) =>
    `บอกยี่ห้อ รุ่น และความจุมาได้เลย (เช่น "ไอโฟน 13 128GB จอแตก") แล้วผู้ช่วยจะบอกราคาให้ หรือเริ่มประเมินราคา:\n${path}`,
  statusAskBoth: (missing) =>
    missing === 'phone'
      ? 'กรุณาส่งเบอร์โทรศัพท์ที่ใช้ตอนส่งคำขอมาด้วย ต้องมีทั้งเลขอ้างอิงและเบอร์โทรศัพท์จึงจะตรวจสอบได้'
      : missing === 'reference'
        ? 'กรุณาส่งเลขอ้างอิงมาด้วย (รูปแบบ TRD-250101-AB12) ต้องมีทั้งเลขอ้างอิงและเบอร์โทรศัพท์จึงจะตรวจสอบได้'
        : 'ส่งเลขอ้างอิงคำขอ (รูปแบบ TRD-250101-AB12) และเบอร์โทรศัพท์ที่ใช้ตอนส่งคำขอมาได้เลย เพื่อดูสถานะหรือยอดคงเหลือในบัตรกำนัล หรือตรวจสอบเองได้ที่:\n/track',
  status(tracking) {
    const status = L.status[tracking.status];
    const parts = [`คำขอ ${tracking.reference} (${tracking.device}): ${status.label} ${status.hint}`];
    if (tracking.offerThb !== null) parts.push(`ราคาที่เสนอ: ${thb(tracking.offerThb)}`);
    if (tracking.actualPriceThb !== null) parts.push(`ราคาหลังตรวจสภาพ: ${thb(tracking.actualPriceThb)}`);
    if (tracking.decisionRequired) parts.push('กรุณาตอบรับหรือปฏิเสธราคาใหม่ที่หน้าติดตามคำขอ');
    for (const voucher of tracking.vouchers ?? [])
      parts.push(
        voucher.status === 'active'
          ? `บัตรกำนัล …${voucher.code.slice(-4)}: คงเหลือ ${satangThb(voucher.balanceSatang)} ใช้ได้ถึง ${formatDate(voucher.validUntil, 'th')}`
          : `บัตรกำนัล …${voucher.code.slice(-4)}: ${L.voucherStates[voucher.status]}`,
      );
    parts.push('ดูทุกขั้นตอนของคำขอ:\n/track');
    return parts.join('\n');
  },
  statusNotFound: () => `ไม่พบคำขอที่ตรงกับเลขอ้างอิงและเบอร์โทรศัพท์นี้ กรุณาตรวจสอบอีกครั้ง หรือ${CONTACT}`,
  statusRateLimited: () => `มีการตรวจสอบคำขอนี้หรือจากการเชื่อมต่อของคุณบ่อยเกินไป กรุณาลองใหม่ภายหลัง หรือ${CONTACT}`,
};
