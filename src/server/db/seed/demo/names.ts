import type { TRandom } from './random.ts';

/**
 * Made-up customers: common Thai given names and surnames (with the spelling people use for e-mail and
 * LINE), mobile numbers in the national form and addresses at example.com. Any likeness is chance.
 */
const GIVEN_NAMES: readonly (readonly [string, string])[] = [
  ['สมชาย', 'somchai'],
  ['สมศักดิ์', 'somsak'],
  ['วิชัย', 'wichai'],
  ['ประเสริฐ', 'prasert'],
  ['อนันต์', 'anan'],
  ['ธนากร', 'thanakorn'],
  ['กิตติศักดิ์', 'kittisak'],
  ['ณัฐพล', 'nattapon'],
  ['ธีรภัทร', 'teerapat'],
  ['ภานุวัฒน์', 'panuwat'],
  ['ศุภชัย', 'supachai'],
  ['วรวุฒิ', 'worawut'],
  ['อภิชาติ', 'apichat'],
  ['จักรพันธ์', 'jakkapan'],
  ['พงศกร', 'pongsakorn'],
  ['ชยพล', 'chayapol'],
  ['ปิยะพงษ์', 'piyapong'],
  ['เอกชัย', 'ekkachai'],
  ['สุริยา', 'suriya'],
  ['อาทิตย์', 'arthit'],
  ['มาลี', 'malee'],
  ['สุดา', 'suda'],
  ['กนกพร', 'kanokporn'],
  ['พิมพ์ชนก', 'pimchanok'],
  ['ณัฐธิดา', 'natthida'],
  ['ปวีณา', 'paweena'],
  ['วิไลวรรณ', 'wilaiwan'],
  ['อรอุมา', 'onuma'],
  ['ศิริพร', 'siriporn'],
  ['จิราพร', 'jiraporn'],
  ['สุภาวดี', 'supawadee'],
  ['รัตนา', 'rattana'],
  ['ชนิดา', 'chanida'],
  ['ธิดารัตน์', 'thidarat'],
  ['เบญจมาศ', 'benjamas'],
  ['พรทิพย์', 'pornthip'],
  ['อัญชลี', 'anchalee'],
  ['กมลชนก', 'kamonchanok'],
  ['ปิยะนุช', 'piyanuch'],
  ['นภัสสร', 'napatsorn'],
];

const SURNAMES: readonly (readonly [string, string])[] = [
  ['ใจดี', 'jaidee'],
  ['ศรีสุข', 'srisuk'],
  ['แสงทอง', 'saengthong'],
  ['บุญมา', 'boonma'],
  ['รุ่งเรือง', 'rungruang'],
  ['วงศ์สวัสดิ์', 'wongsawat'],
  ['ชัยพร', 'chaiyaporn'],
  ['สุขสวัสดิ์', 'suksawat'],
  ['ทองดี', 'thongdee'],
  ['มีสุข', 'meesuk'],
  ['พูลสวัสดิ์', 'poonsawat'],
  ['กิตติวงศ์', 'kittiwong'],
  ['ศรีวงศ์', 'sriwong'],
  ['จันทร์เพ็ญ', 'janpen'],
  ['เพชรรัตน์', 'phetcharat'],
  ['สมบูรณ์', 'somboon'],
  ['อินทร์แก้ว', 'inkaew'],
  ['บุญยืน', 'boonyuen'],
  ['ประเสริฐสุข', 'prasertsuk'],
  ['ธนสาร', 'thanasarn'],
  ['เจริญผล', 'charoenphon'],
  ['นาคสุข', 'naksuk'],
  ['แก้วมณี', 'kaewmanee'],
  ['ศรีประเสริฐ', 'sriprasert'],
  ['สายทอง', 'saithong'],
  ['วัฒนกุล', 'wattanakul'],
  ['ลิ้มเจริญ', 'limcharoen'],
  ['ตั้งใจ', 'tangjai'],
  ['พรหมมา', 'promma'],
  ['ชาญวิทย์', 'chanwit'],
];

export interface TDemoCustomer {
  fullName: string;
  phone: string;
  email: string | null;
  lineId: string | null;
  locale: 'th' | 'en';
}

/** A mobile number as stored (0 + 9 digits): 06, 08 or 09, as Thai operators hand them out. */
export function thaiMobile(random: TRandom): string {
  const prefix = random.weighted([
    ['08', 5],
    ['09', 4],
    ['06', 3],
  ] as const);
  let rest = String(random.int(1, 9));
  for (let index = 0; index < 7; index += 1) rest += String(random.int(0, 9));
  return `${prefix}${rest}`;
}

/**
 * A customer who came back: every RETURNING_EVERY-th request is hers (different devices, days and states),
 * so Admin › Personal data (decision 038) has someone with several requests to find, export and erase.
 */
export const DEMO_RETURNING_CUSTOMER: TDemoCustomer = {
  fullName: 'วิไลวรรณ ศรีสุข',
  phone: '0891234567',
  email: 'wilaiwan.sri@example.com',
  lineId: 'wilaiwan89',
  locale: 'th',
};
export const RETURNING_EVERY = 40;

export function makeCustomer(random: TRandom): TDemoCustomer {
  const [given, givenLatin] = random.pick(GIVEN_NAMES);
  const [surname, surnameLatin] = random.pick(SURNAMES);
  const number = random.int(1, 99);
  return {
    fullName: `${given} ${surname}`,
    phone: thaiMobile(random),
    email: random.chance(0.45) ? `${givenLatin}.${surnameLatin.slice(0, 3)}${number}@example.com` : null,
    lineId: random.chance(0.5) ? `${givenLatin}${number}` : null,
    // Most customers use the Thai site; some switch to English.
    locale: random.chance(0.12) ? 'en' : 'th',
  };
}
