import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale.ts';

describe('resolveLocale (spec §2: query, then stored preference, then Thai)', () => {
  it.each([
    ['en', 'th', 'en'],
    ['th', 'en', 'th'],
    [null, 'en', 'en'],
    [undefined, 'th', 'th'],
    ['xx', 'en', 'en'],
    ['EN', null, 'th'],
    [null, 'fr', 'th'],
    [null, null, 'th'],
    ['', '', 'th'],
  ] as const)('query %s, stored %s → %s', (query, stored, expected) => {
    expect(resolveLocale(query, stored)).toBe(expected);
  });
});
