import { describe, expect, it } from 'vitest';
import { classifyPersonalDataKey, maskPersonalDataKey } from './personal-data.ts';

describe('classifyPersonalDataKey', () => {
  it.each([
    [' trd-261127-ab12 ', { kind: 'reference', value: 'TRD-261127-AB12' }],
    ['Somying.R@Example.com', { kind: 'email', value: 'somying.r@example.com' }],
    ['+66 86 123 4567', { kind: 'phone', value: '0861234567' }],
    ['086-123-4567', { kind: 'phone', value: '0861234567' }],
    ['1-1017-00230-70-8', { kind: 'nationalId', value: '1101700230708' }],
  ])('reads %j', (input, expected) => {
    expect(classifyPersonalDataKey(input)).toEqual(expected);
  });

  it.each(['', 'สมชาย', '12345', '1101700230709', 'x@y', 'TRD-1'])('refuses %j', (input) => {
    expect(classifyPersonalDataKey(input)).toBeUndefined();
  });
});

describe('maskPersonalDataKey', () => {
  it('keeps a reference whole and only the end of anything personal', () => {
    expect(maskPersonalDataKey({ kind: 'reference', value: 'TRD-261127-AB12' })).toBe('TRD-261127-AB12');
    expect(maskPersonalDataKey({ kind: 'phone', value: '0861234567' })).toBe('xxxxxx4567');
    expect(maskPersonalDataKey({ kind: 'nationalId', value: '1101700230708' })).toBe('xxxxxxxxx0708');
    expect(maskPersonalDataKey({ kind: 'email', value: 'somying@example.com' })).toBe('s***@example.com');
  });
});
