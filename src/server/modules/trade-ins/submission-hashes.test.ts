import { describe, expect, it } from 'vitest';
import { createReceiptToken, hashReceiptToken } from '../receipts/receipt-token.ts';
import { canonicalJson, contentHashOf } from './submission-hashes.ts';

describe('canonicalJson', () => {
  it('sorts keys at every level and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('writes undefined inside arrays as null, like JSON.stringify', () => {
    expect(canonicalJson([1, undefined, 'x'])).toBe('[1,null,"x"]');
  });
});

describe('contentHashOf', () => {
  it('is the same for the same content in any key order, and differs by content or endpoint', () => {
    const hash = contentHashOf('tradeIn', { reference: 'TRD-261122-AB9A', option: 'sale' });

    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      contentHashOf('tradeIn', { option: 'sale', reference: 'TRD-261122-AB9A', remarks: undefined }),
    ).toBe(hash);
    expect(contentHashOf('tradeIn', { reference: 'TRD-261122-AB9A', option: 'voucher' })).not.toBe(hash);
    expect(contentHashOf('pickup', { reference: 'TRD-261122-AB9A', option: 'sale' })).not.toBe(hash);
  });
});

describe('createReceiptToken', () => {
  it('gives 32 random bytes in base64url and stores only their sha256', () => {
    const first = createReceiptToken();
    const second = createReceiptToken();

    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.hash).toBe(hashReceiptToken(first.token));
    expect(first.hash).not.toContain(first.token);
    expect(second.token).not.toBe(first.token);
  });
});
