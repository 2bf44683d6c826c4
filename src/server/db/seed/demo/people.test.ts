import { describe, expect, it } from 'vitest';
import { normalizeThaiPhone } from '#core/phone.ts';
import { PROVINCE_KEYS } from '#core/provinces.ts';
import { makeCustomer } from './names.ts';
import { makeAddress, pickProvince } from './places.ts';
import { createRandom } from './random.ts';

describe('demo customers', () => {
  it('have Thai names, Thai mobile numbers as stored, and e-mail only at example.com', () => {
    const random = createRandom('people');
    for (let index = 0; index < 300; index += 1) {
      const customer = makeCustomer(random);
      expect(customer.fullName).toMatch(/^[\u0E00-\u0E7F]+ [\u0E00-\u0E7F]+$/);
      expect(normalizeThaiPhone(customer.phone)).toBe(customer.phone);
      expect(customer.phone).toMatch(/^0[689]/);
      if (customer.email) expect(customer.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.com$/);
    }
  });

  it('live in real provinces, Bangkok most often, with an address naming the province', () => {
    const random = createRandom('places');
    const provinces = Array.from({ length: 1000 }, () => pickProvince(random));
    expect(provinces.every((key) => PROVINCE_KEYS.includes(key))).toBe(true);
    const bangkok = provinces.filter((key) => key === 'bangkok').length / provinces.length;
    expect(bangkok).toBeGreaterThan(0.25);
    expect(bangkok).toBeLessThan(0.5);
    expect(new Set(provinces).size).toBeGreaterThan(25);
    expect(makeAddress(random, 'chiang-mai')).toMatch(/เชียงใหม่$/);
  });
});
