import { describe, expect, it } from 'vitest';
import { normalizeThaiPhone } from './phone.ts';

describe('normalizeThaiPhone', () => {
  it.each([
    ['081-234-5678', '0812345678'],
    ['0812345678', '0812345678'],
    ['081 234 5678', '0812345678'],
    ['+66 81 234 5678', '0812345678'],
    ['+66812345678', '0812345678'],
    ['66812345678', '0812345678'],
    ['+66-81-234-5678', '0812345678'],
    ['091.234.5678', '0912345678'],
    ['061-234-5678', '0612345678'],
  ])('reads the mobile number %s as %s', (typed, national) => {
    expect(normalizeThaiPhone(typed)).toBe(national);
  });

  it.each([
    ['02-123-4567', '021234567'],
    ['(02) 123 4567', '021234567'],
    ['+66 2 123 4567', '021234567'],
    ['053-020-881', '053020881'],
    ['074-020-885', '074020885'],
  ])('reads the landline %s as %s', (typed, national) => {
    expect(normalizeThaiPhone(typed)).toBe(national);
  });

  it.each([
    '',
    '12345',
    '081234567',
    '08123456789',
    '01-234-5678',
    '0012345678',
    '+1 415 555 0100',
    '+44 20 7946 0958',
    '081-234-567x',
    '6621234567',
  ])('refuses %j', (typed) => {
    expect(normalizeThaiPhone(typed)).toBeNull();
  });
});
