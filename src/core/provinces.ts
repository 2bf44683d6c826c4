import type { TLocale } from './constants.ts';

/** Thailand's 77 provinces (Bangkok first), with the names customers see. The key is stored. */
export const PROVINCES = [
  { key: 'bangkok', th: 'กรุงเทพมหานคร', en: 'Bangkok' },
  { key: 'amnat-charoen', th: 'อำนาจเจริญ', en: 'Amnat Charoen' },
  { key: 'ang-thong', th: 'อ่างทอง', en: 'Ang Thong' },
  { key: 'bueng-kan', th: 'บึงกาฬ', en: 'Bueng Kan' },
  { key: 'buriram', th: 'บุรีรัมย์', en: 'Buriram' },
  { key: 'chachoengsao', th: 'ฉะเชิงเทรา', en: 'Chachoengsao' },
  { key: 'chai-nat', th: 'ชัยนาท', en: 'Chai Nat' },
  { key: 'chaiyaphum', th: 'ชัยภูมิ', en: 'Chaiyaphum' },
  { key: 'chanthaburi', th: 'จันทบุรี', en: 'Chanthaburi' },
  { key: 'chiang-mai', th: 'เชียงใหม่', en: 'Chiang Mai' },
  { key: 'chiang-rai', th: 'เชียงราย', en: 'Chiang Rai' },
  { key: 'chonburi', th: 'ชลบุรี', en: 'Chonburi' },
  { key: 'chumphon', th: 'ชุมพร', en: 'Chumphon' },
  { key: 'kalasin', th: 'กาฬสินธุ์', en: 'Kalasin' },
  { key: 'kamphaeng-phet', th: 'กำแพงเพชร', en: 'Kamphaeng Phet' },
  { key: 'kanchanaburi', th: 'กาญจนบุรี', en: 'Kanchanaburi' },
  { key: 'khon-kaen', th: 'ขอนแก่น', en: 'Khon Kaen' },
  { key: 'krabi', th: 'กระบี่', en: 'Krabi' },
  { key: 'lampang', th: 'ลำปาง', en: 'Lampang' },
  { key: 'lamphun', th: 'ลำพูน', en: 'Lamphun' },
  { key: 'loei', th: 'เลย', en: 'Loei' },
  { key: 'lopburi', th: 'ลพบุรี', en: 'Lopburi' },
  { key: 'mae-hong-son', th: 'แม่ฮ่องสอน', en: 'Mae Hong Son' },
  { key: 'maha-sarakham', th: 'มหาสารคาม', en: 'Maha Sarakham' },
  { key: 'mukdahan', th: 'มุกดาหาร', en: 'Mukdahan' },
  { key: 'nakhon-nayok', th: 'นครนายก', en: 'Nakhon Nayok' },
  { key: 'nakhon-pathom', th: 'นครปฐม', en: 'Nakhon Pathom' },
  { key: 'nakhon-phanom', th: 'นครพนม', en: 'Nakhon Phanom' },
  { key: 'nakhon-ratchasima', th: 'นครราชสีมา', en: 'Nakhon Ratchasima' },
  { key: 'nakhon-sawan', th: 'นครสวรรค์', en: 'Nakhon Sawan' },
  { key: 'nakhon-si-thammarat', th: 'นครศรีธรรมราช', en: 'Nakhon Si Thammarat' },
  { key: 'nan', th: 'น่าน', en: 'Nan' },
  { key: 'narathiwat', th: 'นราธิวาส', en: 'Narathiwat' },
  { key: 'nong-bua-lamphu', th: 'หนองบัวลำภู', en: 'Nong Bua Lamphu' },
  { key: 'nong-khai', th: 'หนองคาย', en: 'Nong Khai' },
  { key: 'nonthaburi', th: 'นนทบุรี', en: 'Nonthaburi' },
  { key: 'pathum-thani', th: 'ปทุมธานี', en: 'Pathum Thani' },
  { key: 'pattani', th: 'ปัตตานี', en: 'Pattani' },
  { key: 'phang-nga', th: 'พังงา', en: 'Phang Nga' },
  { key: 'phatthalung', th: 'พัทลุง', en: 'Phatthalung' },
  { key: 'phayao', th: 'พะเยา', en: 'Phayao' },
  { key: 'phetchabun', th: 'เพชรบูรณ์', en: 'Phetchabun' },
  { key: 'phetchaburi', th: 'เพชรบุรี', en: 'Phetchaburi' },
  { key: 'phichit', th: 'พิจิตร', en: 'Phichit' },
  { key: 'phitsanulok', th: 'พิษณุโลก', en: 'Phitsanulok' },
  { key: 'phra-nakhon-si-ayutthaya', th: 'พระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya' },
  { key: 'phrae', th: 'แพร่', en: 'Phrae' },
  { key: 'phuket', th: 'ภูเก็ต', en: 'Phuket' },
  { key: 'prachinburi', th: 'ปราจีนบุรี', en: 'Prachinburi' },
  { key: 'prachuap-khiri-khan', th: 'ประจวบคีรีขันธ์', en: 'Prachuap Khiri Khan' },
  { key: 'ranong', th: 'ระนอง', en: 'Ranong' },
  { key: 'ratchaburi', th: 'ราชบุรี', en: 'Ratchaburi' },
  { key: 'rayong', th: 'ระยอง', en: 'Rayong' },
  { key: 'roi-et', th: 'ร้อยเอ็ด', en: 'Roi Et' },
  { key: 'sa-kaeo', th: 'สระแก้ว', en: 'Sa Kaeo' },
  { key: 'sakon-nakhon', th: 'สกลนคร', en: 'Sakon Nakhon' },
  { key: 'samut-prakan', th: 'สมุทรปราการ', en: 'Samut Prakan' },
  { key: 'samut-sakhon', th: 'สมุทรสาคร', en: 'Samut Sakhon' },
  { key: 'samut-songkhram', th: 'สมุทรสงคราม', en: 'Samut Songkhram' },
  { key: 'saraburi', th: 'สระบุรี', en: 'Saraburi' },
  { key: 'satun', th: 'สตูล', en: 'Satun' },
  { key: 'sing-buri', th: 'สิงห์บุรี', en: 'Sing Buri' },
  { key: 'sisaket', th: 'ศรีสะเกษ', en: 'Sisaket' },
  { key: 'songkhla', th: 'สงขลา', en: 'Songkhla' },
  { key: 'sukhothai', th: 'สุโขทัย', en: 'Sukhothai' },
  { key: 'suphan-buri', th: 'สุพรรณบุรี', en: 'Suphan Buri' },
  { key: 'surat-thani', th: 'สุราษฎร์ธานี', en: 'Surat Thani' },
  { key: 'surin', th: 'สุรินทร์', en: 'Surin' },
  { key: 'tak', th: 'ตาก', en: 'Tak' },
  { key: 'trang', th: 'ตรัง', en: 'Trang' },
  { key: 'trat', th: 'ตราด', en: 'Trat' },
  { key: 'ubon-ratchathani', th: 'อุบลราชธานี', en: 'Ubon Ratchathani' },
  { key: 'udon-thani', th: 'อุดรธานี', en: 'Udon Thani' },
  { key: 'uthai-thani', th: 'อุทัยธานี', en: 'Uthai Thani' },
  { key: 'uttaradit', th: 'อุตรดิตถ์', en: 'Uttaradit' },
  { key: 'yala', th: 'ยะลา', en: 'Yala' },
  { key: 'yasothon', th: 'ยโสธร', en: 'Yasothon' },
] as const;

export type TProvinceKey = (typeof PROVINCES)[number]['key'];
export const PROVINCE_KEYS = PROVINCES.map((province) => province.key) as [TProvinceKey, ...TProvinceKey[]];
export const CAPITAL_PROVINCE: TProvinceKey = 'bangkok';

export type TProvince = (typeof PROVINCES)[number];

const inOrder: Partial<Record<TLocale, readonly TProvince[]>> = {};

/**
 * The provinces as a list shows them to a reader of `locale`: Bangkok first (most customers), then the
 * others alphabetically in that language. In Thai that is ก–ฮ by Intl.Collator('th'), which files a
 * name under its first consonant, past a leading vowel (เชียงใหม่ under ช); a code-point sort would put
 * every name starting with เ แ โ ใ ไ after ฮ.
 */
export function provincesInOrder(locale: TLocale): readonly TProvince[] {
  let list = inOrder[locale];
  if (!list) {
    const collator = new Intl.Collator(locale);
    const capital = PROVINCES.filter((province) => province.key === CAPITAL_PROVINCE);
    const others = PROVINCES.filter((province) => province.key !== CAPITAL_PROVINCE);
    list = [...capital, ...others.sort((a, b) => collator.compare(a[locale], b[locale]))];
    inOrder[locale] = list;
  }
  return list;
}
