import type { TLocale } from '#core/constants.ts';

/**
 * What a message asks about, by keywords in Thai and English. Several may apply ("how much, and do you
 * pick up?"); they are answered in this order. Price and status are recognised separately: by a device
 * named, or a reference number.
 */
export const TOPICS = [
  'process',
  'options',
  'bonus',
  'pickup',
  'stores',
  'payment',
  'inspection',
  'privacy',
  'contact',
] as const;
export type TTopic = (typeof TOPICS)[number];

const TOPIC_PATTERNS: Record<TTopic, RegExp> = {
  process:
    /ขั้นตอน|ขายยังไง|ขายอย่างไร|ทำยังไง|ทำอย่างไร|เริ่มยังไง|how (?:does (?:it|this|selling) work|do(?:es)? (?:i|it|you) (?:sell|work|start))|how to sell|process|steps?\b/,
  options:
    /ตัวเลือก|เทิร์น|แลกเครื่อง|บัตรกำนัล|วอยเชอร์|คูปอง|ขายสด|เงินสด|trade.?in|voucher|coupon|\bcash\b|options?\b|discount/,
  bonus: /ต่างจังหวัด|โบนัส|300\s*บาท|\+\s*300|bonus|provinc|upcountry|outside bangkok/,
  pickup:
    /รับถึงบ้าน|รับเครื่องถึง|มารับ|ไปรับ|เข้ารับ|ขนส่ง|ส่งไปรษณีย์|pick.?up|courier|collect|come to (?:my|me)|at home/,
  stores:
    /สาขา|หน้าร้าน|ร้านไหน|เปิดกี่โมง|เปิดวัน|เวลาทำการ|\bstores?\b|\bshops?\b|branch|opening hours|open (?:on|at|today)|drop.?off/,
  payment:
    /จ่ายเงิน|ได้เงิน|รับเงิน|โอนเงิน|เงินเข้า|จ่ายยังไง|จ่ายเมื่อไ|get paid|payment|\bpay\b|\bpaid\b|transfer|when (?:do|will) i (?:get|receive)/,
  inspection:
    /ตรวจสภาพ|ตรวจเครื่อง|ตรวจเช็ก|ราคาลด|กดราคา|inspect|check (?:the|my) device|price (?:drops?|lower)|re-?quote/,
  privacy: /ข้อมูลส่วนตัว|ข้อมูลส่วนบุคคล|ลบข้อมูล|pdpa|privacy|personal data|erase|wipe|icloud|my data/,
  contact:
    /ติดต่อ|คุยกับ(?:คน|พนักงาน|เจ้าหน้าที่)|เบอร์โทร(?:ร้าน|บริษัท)?|แอดมิน|\bline\b|human|agent|real person|contact|call you|phone number of/,
};

const PRICE_WORDS =
  /ราคา|เท่าไ|กี่บาท|ได้กี่|รับซื้อ|ขายได้|ประเมิน|ตีราคา|how much|price|worth|quote|valu|sell my|buy my/;
const STATUS_WORDS =
  /สถานะ|ติดตาม|เช็คคำขอ|ตรวจสอบคำขอ|คำขอของฉัน|ถึงไหน|ยอดคงเหลือ|ยอดบัตร|เหลือในบัตร|บัตร(?:กำนัล)?(?:เหลือ|หมดอายุ)|status|track|my request|my order|where is my|balance|left on my voucher|voucher (?:expire|valid)/;
// \b does not work next to Thai letters (they are not "word" characters to a RegExp).
const GREETING = /^(?:สวัสดี|หวัดดี|ดีค่ะ|ดีครับ)|^(?:hello|hi|hey|good (?:morning|afternoon|evening))\b/;
const THANKS = /ขอบคุณ|ขอบใจ|thank|thx|\bty\b/;

export function topicsOf(text: string): TTopic[] {
  const lower = text.toLowerCase();
  return TOPICS.filter((topic) => TOPIC_PATTERNS[topic].test(lower));
}

export const asksPrice = (text: string) => PRICE_WORDS.test(text.toLowerCase());
export const asksStatus = (text: string) => STATUS_WORDS.test(text.toLowerCase());
export const isGreeting = (text: string) => GREETING.test(text.trim().toLowerCase());
export const isThanks = (text: string) => THANKS.test(text.toLowerCase());

/** Latin words that say nothing about the language: units, and the reference's prefix. */
const NEUTRAL_WORDS = new Set(['gb', 'tb', 'trd']);

/**
 * Thai script anywhere → Thai; otherwise English if a Latin word remains once catalogue words (brands,
 * models: "iPhone 15 Pro Max") are set aside; otherwise — a message of model names and numbers — the page's language.
 */
export function languageOf(text: string, fallback: TLocale, catalogueWords: ReadonlySet<string>): TLocale {
  if (/[\u0e00-\u0e7f]/.test(text)) return 'th';
  const words = text.toLowerCase().match(/[a-z]{2,}/g) ?? [];
  return words.some((word) => !catalogueWords.has(word) && !NEUTRAL_WORDS.has(word)) ? 'en' : fallback;
}
