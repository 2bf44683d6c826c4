import { describe, expect, it } from 'vitest';
import { ZListModelsQuerySchema } from './catalogue.ts';
import { MAX_INTEGER, recordId } from './record-id.ts';

const KEY = 'errors.test.idInvalid';

describe('recordId', () => {
  it('reads a path or query value as a whole number from 1 to the largest PostgreSQL integer', () => {
    const schema = recordId(KEY);
    expect(schema.parse('7')).toBe(7);
    expect(schema.parse(1)).toBe(1);
    expect(schema.parse(String(MAX_INTEGER))).toBe(2_147_483_647);
  });

  it.each(['0', '-3', '1.5', 'abc', '', String(MAX_INTEGER + 1), '1e12'])(
    'refuses %j with the message key it was given, and only that',
    (value) => {
      const result = recordId(KEY).safeParse(value);
      expect(result.success).toBe(false);
      const messages = new Set(result.error?.issues.map((issue) => issue.message));
      expect([...messages]).toEqual([KEY]);
    },
  );

  it('keeps each contract its own words for a bad id', () => {
    const result = ZListModelsQuerySchema.safeParse({ brandId: '0' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['errors.catalogue.brandIdInvalid']);
  });
});
