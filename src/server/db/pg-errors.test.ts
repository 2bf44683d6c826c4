import { describe, expect, it } from 'vitest';
import { classifyDbError } from './pg-errors.ts';

const pgError = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code });

describe('classifyDbError', () => {
  it.each([
    ['22P02', 'invalidData'],
    ['23505', 'conflict'],
    ['08006', 'unavailable'],
    ['53300', 'unavailable'],
    ['57P01', 'unavailable'],
    // A deadlock or a serialization failure rolled the transaction back: the client may simply retry.
    ['40P01', 'unavailable'],
    ['40001', 'unavailable'],
    ['42P01', undefined],
  ])('SQLSTATE %s is %s', (code, expected) => {
    expect(classifyDbError(pgError(code))).toBe(expected);
  });

  it('reads the code of a wrapped error', () => {
    expect(classifyDbError(new Error('query failed', { cause: pgError('40P01') }))).toBe('unavailable');
  });
});
