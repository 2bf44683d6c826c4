/**
 * Text as customers type it, made comparable with the catalogue: Thai spellings of brand and model words
 * become the catalogue's English ones, Thai digits become Arabic, and letters and digits that touch are
 * split ("ไอโฟน13" → "iphone 13", "S23" → "s 23", "128GB" → "128 gb").
 */
const THAI_SPELLINGS: [RegExp, string][] = [
  [/ไอโฟ[นล]|ไอโฟ้น|ไอโฟน์/g, 'iphone'],
  [/ไอแพ[ดท]|ไอแพ็ด/g, 'ipad'],
  [/แม[คก]บุ๊?[คก]|แม็[คก]บุ๊?[คก]/g, 'macbook'],
  [/แอ๊?[ปพ]พ?เปิ้?ล/g, 'apple'],
  [/ซัมซุ้?ง|ซำซุง/g, 'samsung'],
  [/กาแล็?[คก]ซี่?|กาแลกซี่?/g, 'galaxy'],
  [/ออปโป้?|อ๊อปโป้?/g, 'oppo'],
  [/วีโว่?/g, 'vivo'],
  [/เสี่?ยวหมี่|ชาโอมี่?/g, 'xiaomi'],
  [/เรดมี่?/g, 'redmi'],
  [/หัวเห?ว่ย/g, 'huawei'],
  [/ออนเนอร์/g, 'honor'],
  [/เรียลมี/g, 'realme'],
  [/กูเกิ้?ล/g, 'google'],
  [/พิกเซล/g, 'pixel'],
  [/วันพลัส/g, 'oneplus'],
  [/นินเทนโด้?/g, 'nintendo'],
  [/สวิ[ตท]ช์/g, 'switch'],
  [/โซนี่/g, 'sony'],
  [/เพล?ย์?สเตชั่น/g, 'playstation'],
  [/โน้?๊?ตบุ๊?[คก]/g, 'notebook'],
  [/โน้?๊?ต/g, 'note'],
  // "โปร" but not "โปรโมชั่น" (promotion).
  [/โปร(?!โม)/g, 'pro'],
  [/แม็[กค](?:ซ์)?|แม[กค]ซ์/g, 'max'],
  [/แม[คก]/g, 'mac'],
  [/พลัส/g, 'plus'],
  [/มินิ/g, 'mini'],
  [/อัลตร้?า/g, 'ultra'],
  [/แอร์/g, 'air'],
  [/กิ๊?[กบ](?:ะไบต์)?|จิ๊?[กบ]/g, 'gb'],
  [/เทระ(?:ไบต์)?|เทร่า/g, 'tb'],
];

const THAI_DIGITS = /[๐-๙]/g;

/** Lower case, Thai spellings replaced, Thai digits as Arabic, punctuation as spaces, letters and digits split. */
export function normalizeText(text: string): string {
  let value = text.normalize('NFC').toLowerCase();
  value = value.replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0e50));
  for (const [pattern, replacement] of THAI_SPELLINGS) value = value.replace(pattern, ` ${replacement} `);
  return value
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9\u0e00-\u0e7f]+/g, ' ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z0-9])([\u0e00-\u0e7f])/g, '$1 $2')
    .replace(/([\u0e00-\u0e7f])([a-z0-9])/g, '$1 $2')
    .trim();
}

/** Tokens of a normalised text (Thai runs stay whole: they are matched with patterns, not as tokens). */
export function tokensOf(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** At most one letter added, removed or changed ("iphon" ~ "iphone", "galaxi" ~ "galaxy"). */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A message word stands for a catalogue word: equal, or a long word off by one letter. */
export function tokenMatches(messageToken: string, catalogueToken: string): boolean {
  if (messageToken === catalogueToken) return true;
  const words = /^[a-z]{5,}$/;
  return (
    words.test(messageToken) && words.test(catalogueToken) && isWithinOneEdit(messageToken, catalogueToken)
  );
}
