import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The receipt token lets the browser that submitted a request fetch its PDF. The submission shows it
 * once and stores only its sha256 (hex) in trade_ins.receipt_token_hash.
 */
export function hashReceiptToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes for the browser (shown once); only the hash is stored. */
export function createReceiptToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReceiptToken(token) };
}

/** Stands in for the stored hash when the reference is unknown, so both paths do the same work. */
const NO_HASH = hashReceiptToken('no such request');

/** Constant-time comparison of a presented token with a stored hash (undefined when there is none). */
export function receiptTokenMatches(token: string, storedHash: string | undefined): boolean {
  const presented = Buffer.from(hashReceiptToken(token), 'hex');
  const stored = Buffer.from(storedHash ?? NO_HASH, 'hex');
  const equal = stored.length === presented.length && timingSafeEqual(presented, stored);
  return equal && storedHash !== undefined;
}
