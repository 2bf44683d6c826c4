import type { TVatScheme } from '../money.ts';

/** The VAT rate, in percent, prices include (product decisions: configurable, 7 % by default). */
export const DEFAULT_VAT_RATE_PERCENT = 7;

/**
 * The VAT inside an amount that includes it, in satang, rounded half up to the satang: amount × r/(100+r).
 * Integer arithmetic only: round(a·r/(100+r)) = floor((2·a·r + (100+r)) / (2·(100+r))) for a ≥ 0.
 */
export function vatIncludedSatang(amountSatang: number, ratePercent = DEFAULT_VAT_RATE_PERCENT): number {
  if (!Number.isSafeInteger(amountSatang) || amountSatang < 0)
    throw new RangeError('amount must be a whole satang ≥ 0');
  if (!Number.isInteger(ratePercent) || ratePercent < 0)
    throw new RangeError('rate must be a whole percent ≥ 0');
  const divisor = 100 + ratePercent;
  return Math.floor((2 * amountSatang * ratePercent + divisor) / (2 * divisor));
}

/**
 * A sale line's VAT (product decisions, "Money, VAT and documents"): standard taxes the full price;
 * margin only what the price exceeds the item's cost, and nothing when sold at or below cost.
 */
export function lineVatSatang(
  line: { priceSatang: number; costSatang: number; vatScheme: TVatScheme },
  ratePercent = DEFAULT_VAT_RATE_PERCENT,
): number {
  const base =
    line.vatScheme === 'standard' ? line.priceSatang : Math.max(0, line.priceSatang - line.costSatang);
  return vatIncludedSatang(base, ratePercent);
}

/** A document's totals: the sums of its lines (each line rounded on its own). */
export function saleTotals(
  lines: readonly { priceSatang: number; costSatang: number; vatScheme: TVatScheme }[],
  ratePercent = DEFAULT_VAT_RATE_PERCENT,
): { totalSatang: number; vatSatang: number; costSatang: number; lineVat: number[] } {
  const lineVat = lines.map((line) => lineVatSatang(line, ratePercent));
  return {
    totalSatang: lines.reduce((sum, line) => sum + line.priceSatang, 0),
    vatSatang: lineVat.reduce((sum, vat) => sum + vat, 0),
    costSatang: lines.reduce((sum, line) => sum + line.costSatang, 0),
    lineVat,
  };
}

/** The price an admin-set margin over cost suggests, rounded up to a whole 10 baht (in satang). */
export function suggestedPriceSatang(costSatang: number, marginPercent: number): number {
  const raw = Math.ceil((costSatang * (100 + marginPercent)) / 100);
  const step = 1000;
  return Math.ceil(raw / step) * step;
}
