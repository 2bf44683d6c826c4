import { describe, expect, it } from 'vitest';
import {
  expiryDay,
  isWithinValidity,
  maskOwner,
  maskVoucherCode,
  voucherRefusal,
  voucherValidUntil,
} from './voucher.ts';

describe('voucherValidUntil', () => {
  it('ends the day before the same date the given months later', () => {
    expect(voucherValidUntil('2026-01-01', 12)).toBe('2026-12-31');
    expect(voucherValidUntil('2026-11-27', 12)).toBe('2027-11-26');
    expect(voucherValidUntil('2026-03-15', 1)).toBe('2026-04-14');
  });

  it('takes the later month’s last day when it lacks the date, across leap years', () => {
    expect(voucherValidUntil('2027-01-31', 1)).toBe('2027-02-27');
    expect(voucherValidUntil('2028-01-31', 1)).toBe('2028-02-28');
    expect(voucherValidUntil('2028-02-29', 12)).toBe('2029-02-27');
    expect(voucherValidUntil('2026-12-31', 2)).toBe('2027-02-27');
  });

  it('leaves the books the day after its last valid day', () => {
    expect(expiryDay('2026-12-31')).toBe('2027-01-01');
    expect(isWithinValidity('2026-12-31', '2026-12-31')).toBe(true);
    expect(isWithinValidity('2026-12-31', '2027-01-01')).toBe(false);
  });
});

describe('masking', () => {
  it('shows a code’s last group only', () => {
    expect(maskVoucherCode('KV-ABCD-EFGH-JKMN-PQR7')).toBe('KV-••••-••••-••••-PQR7');
  });

  it('shows the initials (whole Thai letters) and the phone’s last four digits', () => {
    expect(maskOwner('สมชาย ใจดี', '089-123-4567')).toBe('ส. ใ. · xxxxxx4567');
    expect(maskOwner('Ann Lee Smith', null)).toBe('A. L.');
    // A letter with a mark above it stays whole.
    expect(maskOwner('นิ่ม', '0812345678')).toBe('นิ่. · xxxxxx5678');
  });
});

describe('voucherRefusal', () => {
  const active = { status: 'active', balanceSatang: 500, validUntil: '2026-12-31' };
  it('accepts an active voucher with a balance within its validity', () => {
    expect(voucherRefusal(active, '2026-12-31')).toBeNull();
  });
  it('names why a voucher cannot be spent', () => {
    expect(voucherRefusal(active, '2027-01-01')).toBe('expired');
    expect(voucherRefusal({ ...active, status: 'expired' }, '2026-01-01')).toBe('expired');
    expect(voucherRefusal({ ...active, status: 'cancelled' }, '2026-01-01')).toBe('cancelled');
    expect(voucherRefusal({ ...active, status: 'used', balanceSatang: 0 }, '2026-01-01')).toBe('used');
    expect(voucherRefusal({ ...active, balanceSatang: 0 }, '2026-01-01')).toBe('used');
    expect(voucherRefusal({ status: 'requested', balanceSatang: 500, validUntil: null }, '2026-01-01')).toBe(
      'notIssued',
    );
  });
});
