/**
 * The district of a pick-up address, for grouping a day's pick-ups into runs (decision 030). The pick-up
 * form takes the address as the customer writes it, with the province apart; the district is read from
 * the address: the part naming a khet/amphoe (เขต, อำเภอ, อ., Khet, Amphoe, District), otherwise the
 * last comma-separated part that is not a postcode or the province. Empty when nothing fits.
 */
const THAI_DISTRICT = /(?:เขต|อำเภอ|อ\.)\s*[^\s,]+/u;
const LATIN_DISTRICT = /(^|\s)(khet|amphoe|district)(\s|$)/iu;
const POSTCODE = /\b\d{5}\b/gu;

export function pickupDistrict(address: string, provinceNames: readonly string[] = []): string {
  const parts = address
    .split(/[,\n]/u)
    .map((part) => part.replace(POSTCODE, '').trim())
    .filter((part) => part.length > 0);
  const thai = address.match(THAI_DISTRICT);
  if (thai) return thai[0].trim();
  const named = parts.find((part) => LATIN_DISTRICT.test(part));
  if (named) return named;
  const provinces = provinceNames.map((name) => name.toLowerCase());
  const candidates = parts
    .slice(1)
    .filter((part) => !provinces.includes(part.toLowerCase()) && !/^\d/u.test(part));
  return candidates.at(-1) ?? '';
}

/** A map search for the address (opens the phone's map app from the run sheet or the console). */
export function pickupMapLink(address: string, provinceName: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, ${provinceName}`)}`;
}
