import { createHash } from 'node:crypto';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with object keys sorted at every level and undefined members left out: equal content, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two submissions "the same": the endpoint and the validated body (reference included,
 * so a request stored under a fresh reference is still found when its original is retried).
 */
export function contentHashOf(kind: 'tradeIn' | 'pickup', body: object): string {
  return sha256(canonicalJson({ kind, body }));
}
