/**
 * What moves a voucher's balance, each a row of `voucher_movements` dated on its Bangkok day (decision
 * 044): issued (+), redeemed by a sale (−), restored by that sale's return (+), expired (−, the day after
 * its last valid day) and cancelled (−). A voucher's balance is the sum of its rows, and the company's
 * liability on a day the sum of every row up to it.
 */
export const VOUCHER_MOVEMENT_KINDS = ['issued', 'redeemed', 'restored', 'expired', 'cancelled'] as const;
export type TVoucherMovementKind = (typeof VOUCHER_MOVEMENT_KINDS)[number];

/** Where a voucher came from: a voucher request settled, or a sale's return giving a part back. */
export const VOUCHER_ORIGINS = ['settlement', 'refund'] as const;
export type TVoucherOrigin = (typeof VOUCHER_ORIGINS)[number];

/** The sign each kind carries in the ledger. */
export const MOVEMENT_SIGN: Record<TVoucherMovementKind, 1 | -1> = {
  issued: 1,
  redeemed: -1,
  restored: 1,
  expired: -1,
  cancelled: -1,
};
