import { PROVINCES, type TProvinceKey } from './provinces.ts';

/**
 * A dealer code (decision 023): the province's three-letter prefix, a dash and a short name of the shop,
 * e.g. BKK-SIAM01. Upper case; the admin may change the suggestion until the shop is approved.
 */
export const DEALER_CODE_PATTERN = /^[A-Z]{3}-[A-Z0-9]{3,12}$/;
export const DEALER_CODE_MAX = 16;

export const isDealerCode = (value: string): boolean => DEALER_CODE_PATTERN.test(value);

/** Upper case, no spaces around: how a typed or scanned code is compared. */
export const normalizeDealerCode = (value: string): string => value.trim().toUpperCase();

/** Well-known abbreviations; other provinces take the initials of their English name, padded from its last word. */
const KNOWN_PREFIXES: Partial<Record<TProvinceKey, string>> = {
  bangkok: 'BKK',
  'chiang-mai': 'CNX',
  'chiang-rai': 'CEI',
  phuket: 'HKT',
  'khon-kaen': 'KKC',
  chonburi: 'CBI',
  'nakhon-ratchasima': 'NMA',
  'surat-thani': 'URT',
  songkhla: 'HDY',
  nonthaburi: 'NBI',
  'samut-prakan': 'SPK',
  'pathum-thani': 'PTE',
};

export function provincePrefix(province: string): string {
  const known = KNOWN_PREFIXES[province as TProvinceKey];
  if (known) return known;
  const english = PROVINCES.find((entry) => entry.key === province)?.en ?? province;
  const words = english
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'THA';
  const initials = words.map((word) => word[0]).join('');
  const last = words[words.length - 1]!;
  return (initials + last.slice(1) + 'XXX').slice(0, 3);
}

/** The shop name's first Latin letters and digits (at most 6), or SHOP for a name without any. */
export function shortShopName(shopName: string): string {
  const latin = shopName
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return latin.length >= 2 ? latin.slice(0, 6) : 'SHOP';
}

/**
 * The first free code of the form PREFIX-NAME01, PREFIX-NAME02, … given the codes already taken.
 */
export function suggestDealerCode(
  shop: { province: string; shopName: string },
  taken: ReadonlySet<string>,
): string {
  const stem = `${provincePrefix(shop.province)}-${shortShopName(shop.shopName)}`;
  for (let n = 1; n < 100; n += 1) {
    const code = `${stem}${String(n).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
  return `${stem}${Date.now() % 1000}`;
}
