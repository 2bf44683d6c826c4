import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './random.ts';

const draw = (seed: number | string, count = 5) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('the seeded generator', () => {
  it('gives the same numbers for the same seed and others for another seed', () => {
    expect(draw('demo')).toEqual(draw('demo'));
    expect(draw('demo')).not.toEqual(draw('demo2'));
    expect(draw(hashSeed('demo'))).toEqual(draw('demo'));
  });

  it('stays within its ranges and reaches both ends of an integer range', () => {
    const random = createRandom(7);
    const ints = new Set<number>();
    for (let index = 0; index < 2000; index += 1) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
      ints.add(random.int(3, 6));
      const between = random.between(-2, 2);
      expect(between >= -2 && between < 2).toBe(true);
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it('picks by weight, and never an entry of weight zero', () => {
    const random = createRandom(11);
    const counts = { a: 0, b: 0, c: 0 };
    for (let index = 0; index < 4000; index += 1) {
      counts[
        random.weighted([
          ['a', 3],
          ['b', 1],
          ['c', 0],
        ] as const)
      ] += 1;
    }
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
    expect(() => random.pick([])).toThrow();
  });
});
