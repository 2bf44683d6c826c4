/**
 * VAT in satang (product decisions, "Money, VAT and documents"): prices include VAT; the VAT in an
 * amount is amount × rate / (100 + rate), rounded half up to the satang per line; totals are sums.
 * Integers only: the division is done once, on whole numbers.
 */
export const VAT_RATE_PERCENT_DEFAULT = 7;

/** Half-up division of a non-negative or negative integer (symmetric: −x rounds as x does). */
function divideHalfUp(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((2 * magnitude + denominator) / (2 * denominator));
}

/** The VAT contained in a VAT-inclusive amount. */
export function vatIncluded(amountSatang: number, ratePercent = VAT_RATE_PERCENT_DEFAULT): number {
  return divideHalfUp(amountSatang * ratePercent, 100 + ratePercent);
}

/** Margin scheme: VAT on the profit over cost only, never negative. */
export function marginVat(
  salePriceSatang: number,
  costSatang: number,
  ratePercent = VAT_RATE_PERCENT_DEFAULT,
): number {
  return vatIncluded(Math.max(0, salePriceSatang - costSatang), ratePercent);
}

/** "1,234.56" from satang, for documents and exports (no floating point on the way). */
export function formatSatang(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const magnitude = Math.abs(satang);
  const baht = Math.floor(magnitude / 100).toLocaleString('en-US');
  return `${sign}${baht}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Satang from a typed amount in baht ("1,234.5" → 123450); null when it is not one. */
export function parseBahtText(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.replace(/[,\s]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
