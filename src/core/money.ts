/**
 * Money (product decisions, "Money, VAT and documents"): catalogue prices and offers are whole baht;
 * money records, costs, VAT and documents are satang. Integers only, never floating point.
 */
export const SATANG_PER_BAHT = 100;

export const bahtToSatang = (baht: number): number => baht * SATANG_PER_BAHT;

/** VAT schemes (spec §3): standard taxes the full price, margin only the profit over cost. */
export const VAT_SCHEMES = ['standard', 'margin'] as const;
export type TVatScheme = (typeof VAT_SCHEMES)[number];
