import { CAPITAL_PROVINCE, PROVINCE_KEYS, PROVINCES, type TProvinceKey } from '#core/provinces.ts';
import type { TRandom } from './random.ts';

/**
 * Where the demo's customers live: Bangkok and its ring first, then the large regional cities, and a
 * thin spread over every other province.
 */
const PROVINCE_WEIGHTS: readonly (readonly [TProvinceKey, number])[] = [
  ['bangkok', 38],
  ['nonthaburi', 8],
  ['samut-prakan', 6],
  ['pathum-thani', 6],
  ['chonburi', 5],
  ['chiang-mai', 5],
  ['khon-kaen', 3],
  ['nakhon-ratchasima', 3],
  ['phuket', 3],
  ['songkhla', 2],
  ['udon-thani', 2],
  ['rayong', 2],
  ['surat-thani', 2],
  ['phra-nakhon-si-ayutthaya', 2],
  ['nakhon-pathom', 2],
  ['samut-sakhon', 2],
];
const LISTED = new Set(PROVINCE_WEIGHTS.map(([key]) => key));
/** Every other province shares what is left. */
const OTHERS = PROVINCE_KEYS.filter((key) => !LISTED.has(key));

export function pickProvince(random: TRandom): TProvinceKey {
  return random.chance(0.08) ? random.pick(OTHERS) : random.weighted(PROVINCE_WEIGHTS);
}

const BANGKOK_AREAS = [
  'แขวงจตุจักร เขตจตุจักร',
  'แขวงห้วยขวาง เขตห้วยขวาง',
  'แขวงบางนา เขตบางนา',
  'แขวงลาดพร้าว เขตลาดพร้าว',
  'แขวงคลองตันเหนือ เขตวัฒนา',
  'แขวงสีลม เขตบางรัก',
  'แขวงทุ่งมหาเมฆ เขตสาทร',
  'แขวงดินแดง เขตดินแดง',
  'แขวงอนุสาวรีย์ เขตบางเขน',
  'แขวงบางจาก เขตพระโขนง',
];
const STREETS = [
  'ถนนสุขุมวิท',
  'ถนนพหลโยธิน',
  'ถนนรามคำแหง',
  'ถนนลาดพร้าว',
  'ถนนเพชรเกษม',
  'ถนนงามวงศ์วาน',
  'ถนนมิตรภาพ',
  'ถนนเจริญกรุง',
];
const BUILDINGS = ['หมู่บ้านพฤกษา', 'คอนโดลุมพินี', 'หมู่บ้านศุภาลัย', 'คอนโดเดอะไลน์', 'หมู่บ้านชัยพฤกษ์'];

const thaiName = (key: TProvinceKey) => PROVINCES.find((province) => province.key === key)!.th;

/** A home address in the province, as a customer types it for a courier pick-up. */
export function makeAddress(random: TRandom, province: TProvinceKey): string {
  const house = random.chance(0.6)
    ? `${random.int(1, 299)}/${random.int(1, 150)}`
    : String(random.int(1, 999));
  const place = random.chance(0.35) ? `${random.pick(BUILDINGS)} ` : '';
  const soi = random.chance(0.6) ? `ซอย ${random.int(1, 101)} ` : '';
  const area = province === CAPITAL_PROVINCE ? random.pick(BANGKOK_AREAS) : `อำเภอเมือง${thaiName(province)}`;
  return `${house} ${place}${soi}${random.pick(STREETS)} ${area} ${thaiName(province)}`;
}
