import { describe, expect, it } from 'vitest';
import { pickupDistrict, pickupMapLink } from './pickup-area.ts';

describe('pickupDistrict', () => {
  it('takes the part that names a district', () => {
    expect(pickupDistrict('12/3 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110')).toBe('เขตคลองเตย');
    expect(pickupDistrict('9 หมู่ 2 ต.สุเทพ อ.เมืองเชียงใหม่ จ.เชียงใหม่')).toBe('อ.เมืองเชียงใหม่');
    expect(pickupDistrict('45 Moo 2, Tambon Suthep, Amphoe Mueang, Chiang Mai 50200')).toBe('Amphoe Mueang');
  });

  it('otherwise takes the last part that is neither a postcode nor the province', () => {
    expect(
      pickupDistrict('99/1 Nimmanhaemin Road, Suthep, Mueang Chiang Mai, Chiang Mai, 50200', ['Chiang Mai']),
    ).toBe('Mueang Chiang Mai');
    expect(pickupDistrict('Flat 4B, 10110')).toBe('');
    expect(pickupDistrict('88 Nimman Road')).toBe('');
  });

  it('links to a map search of the address and province', () => {
    expect(pickupMapLink('1 Main Rd', 'Bangkok')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20Rd%2C%20Bangkok',
    );
  });
});
