import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

describe('createBatcher', () => {
  it('writes calls made in the same turn together and gives each caller its own result', async () => {
    const writes: number[][] = [];
    const double = createBatcher(async (items: number[]) => {
      writes.push(items);
      return items.map((item) => item * 2);
    });

    const results = await Promise.all([1, 2, 3].map((item) => double(item)));

    expect(results).toEqual([2, 4, 6]);
    expect(writes).toEqual([[1, 2, 3]]);
  });

  it('writes calls made during a write in the next one, at most maxBatch at a time', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const firstWrite = new Promise<void>((resolve) => (release = resolve));
    const echo = createBatcher(async (items: number[]) => {
      writes.push(items);
      if (writes.length === 1) await firstWrite;
      return items;
    }, 2);

    const first = echo(0);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [1, 2, 3].map((item) => echo(item));
    release();

    expect(await Promise.all([first, ...later])).toEqual([0, 1, 2, 3]);
    expect(writes).toEqual([[0], [1, 2], [3]]);
  });

  it('rejects every call of a failed write and goes on with the next', async () => {
    let calls = 0;
    const flaky = createBatcher(async (items: string[]) => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
      return items;
    });

    const failed = await Promise.allSettled([flaky('a'), flaky('b')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(flaky('c')).resolves.toBe('c');
  });
});
