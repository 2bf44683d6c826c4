import { describe, expect, it } from 'vitest';
import { PROVINCES } from './provinces.ts';
import { isDealerCode, provincePrefix, shortShopName, suggestDealerCode } from './dealer-code.ts';

describe('dealer codes', () => {
  it('suggests the province prefix and the shop’s short name, numbered past the codes taken', () => {
    expect(suggestDealerCode({ province: 'bangkok', shopName: 'Siam Mobile' }, new Set())).toBe(
      'BKK-SIAMMO01',
    );
    expect(
      suggestDealerCode({ province: 'bangkok', shopName: 'Siam Mobile' }, new Set(['BKK-SIAMMO01'])),
    ).toBe('BKK-SIAMMO02');
    expect(suggestDealerCode({ province: 'chiang-mai', shopName: 'ร้านมือถือ' }, new Set())).toBe('CNX-SHOP01');
  });

  it('gives every province a three-letter prefix that makes a valid code', () => {
    for (const province of PROVINCES) {
      const prefix = provincePrefix(province.key);
      expect(prefix, province.key).toMatch(/^[A-Z]{3}$/);
      expect(isDealerCode(`${prefix}-SHOP01`)).toBe(true);
    }
  });

  it('accepts BKK-SIAM01 and refuses lower case, a missing dash or a long name', () => {
    expect(isDealerCode('BKK-SIAM01')).toBe(true);
    expect(isDealerCode('bkk-siam01')).toBe(false);
    expect(isDealerCode('BKKSIAM01')).toBe(false);
    expect(isDealerCode('BKK-ABCDEFGHIJKLM')).toBe(false);
    expect(shortShopName('A')).toBe('SHOP');
  });
});
