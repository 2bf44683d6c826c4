import { describe, expect, it } from 'vitest';
import { moneyDue, refundParts, upgradeBonusSatang, voucherShare } from './sale-payments.ts';

describe('moneyDue', () => {
  it('leaves in money what the credit and the vouchers do not cover', () => {
    expect(moneyDue(2_000_000, { creditSatang: 800_000, voucherSatang: [300_000, 50_050] })).toEqual({
      ok: true,
      restSatang: 849_950,
    });
    expect(moneyDue(100, { creditSatang: 0, voucherSatang: [100] })).toEqual({ ok: true, restSatang: 0 });
  });

  it('refuses a credit above the total, and vouchers beyond what is left', () => {
    expect(moneyDue(1000, { creditSatang: 1001, voucherSatang: [] })).toEqual({
      ok: false,
      refusal: 'creditAboveTotal',
    });
    expect(moneyDue(1000, { creditSatang: 600, voucherSatang: [300, 101] })).toEqual({
      ok: false,
      refusal: 'vouchersAboveTotal',
    });
  });
});

describe('voucherShare', () => {
  it('takes the balance up to what is due, never below nothing', () => {
    expect(voucherShare(500, 300)).toBe(300);
    expect(voucherShare(200, 300)).toBe(200);
    expect(voucherShare(200, 0)).toBe(0);
  });
});

describe('refundParts', () => {
  it('gives vouchers their parts back, the credit as a new voucher, and refunds only the money', () => {
    const parts = refundParts([
      { method: 'voucher' as const, amountSatang: 300 },
      { method: 'voucher' as const, amountSatang: 200 },
      { method: 'tradeIn' as const, amountSatang: 800 },
      { method: 'cash' as const, amountSatang: 700 },
    ]);
    expect(parts.toVouchers.map((part) => part.amountSatang)).toEqual([300, 200]);
    expect(parts.creditToVoucher.map((part) => part.amountSatang)).toEqual([800]);
    expect(parts.moneySatang).toBe(700);
  });
});

describe('upgradeBonusSatang', () => {
  it('takes a percentage of the accepted price down to a whole baht, or the fixed amount', () => {
    expect(upgradeBonusSatang({ kind: 'percent', percent: 5 }, 1_234_500)).toBe(61_700);
    expect(upgradeBonusSatang({ kind: 'fixed', amountSatang: 50_000 }, 1_000)).toBe(50_000);
    expect(upgradeBonusSatang(null, 1_000_000)).toBe(0);
    expect(upgradeBonusSatang({ kind: 'percent', percent: 10 }, 0)).toBe(0);
  });
});
