import { describe, expect, it } from 'vitest';
import { formatStorage } from './storage.ts';

describe('formatStorage', () => {
  it.each([
    [0, null],
    [64, '64 GB'],
    [512, '512 GB'],
    [1024, '1 TB'],
    [2048, '2 TB'],
    [825, '825 GB'],
  ])('%i GB → %s', (gb, label) => expect(formatStorage(gb)).toBe(label));
});
