import { describe, expect, it } from 'vitest';
import { classifyRequestSearch } from './request-search.ts';

describe('classifyRequestSearch', () => {
  it.each([
    ['TRD-251122-AB12', { kind: 'reference', value: 'TRD-251122-AB12' }],
    [' trd-251122-ab12 ', { kind: 'reference', value: 'TRD-251122-AB12' }],
    ['Somchai@Example.co.th', { kind: 'email', value: 'somchai@example.co.th' }],
    ['081-234-5678', { kind: 'phone', value: '0812345678' }],
    ['+66 81 234 5678', { kind: 'phone', value: '0812345678' }],
    ['66812345678', { kind: 'phone', value: '0812345678' }],
    ['02 123 4567', { kind: 'phone', value: '021234567' }],
    ['35-209900-176148-1', { kind: 'imeiSerial', value: '352099001761481' }],
    ['352099001761482', { kind: 'imeiSerial', value: '352099001761482' }],
    ['f2lxk1abcd9', { kind: 'imeiSerial', value: 'F2LXK1ABCD9' }],
    ['สมชาย', { kind: 'name', value: 'สมชาย' }],
    ['  John   Smith ', { kind: 'name', value: 'john smith' }],
    ['Somchai', { kind: 'name', value: 'somchai' }],
  ])('%s', (input, expected) => {
    expect(classifyRequestSearch(input)).toEqual(expected);
  });

  it('ignores an empty search', () => {
    expect(classifyRequestSearch('   ')).toBeUndefined();
  });
});
