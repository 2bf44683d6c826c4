import { describe, expect, it } from 'vitest';
import { nextRowIndex } from './row-keys.ts';

describe('nextRowIndex', () => {
  it('moves down and up with the arrows and with j/k, stopping at the ends', () => {
    expect(nextRowIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextRowIndex('j', 2, 3)).toBe(2);
    expect(nextRowIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextRowIndex('k', 0, 3)).toBe(0);
  });

  it('jumps to the first and last row', () => {
    expect(nextRowIndex('Home', 2, 3)).toBe(0);
    expect(nextRowIndex('End', 0, 3)).toBe(2);
  });

  it('leaves other keys, and an empty table, alone', () => {
    expect(nextRowIndex('Enter', 1, 3)).toBeNull();
    expect(nextRowIndex('x', 1, 3)).toBeNull();
    expect(nextRowIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
