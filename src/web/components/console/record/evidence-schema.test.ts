import { describe, expect, it } from 'vitest';
import { emptyValues, missingRequired, transitionSchema } from './evidence-schema.ts';
import type { TEvidenceField } from './transition-types.ts';

const reason: TEvidenceField = { name: 'reason', kind: 'longText', labelKey: 'r', required: true };
const price: TEvidenceField = { name: 'actualPriceThb', kind: 'amountThb', labelKey: 'p', required: true };
const tracking: TEvidenceField = { name: 'tracking', kind: 'text', labelKey: 't', required: false };
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a transition’s evidence', () => {
  it('turns typed values into the status body: trimmed text, integer baht, the note or nothing', () => {
    const schema = transitionSchema([reason, price, tracking]);
    expect(
      schema.parse({ note: '  ', reason: ' Screen replaced ', actualPriceThb: ' 4500 ', tracking: '' }),
    ).toEqual({ note: undefined, reason: 'Screen replaced', actualPriceThb: 4500, tracking: undefined });
  });

  it('refuses a blank required field and a wrong amount with messages in i18n keys', () => {
    const schema = transitionSchema([reason, price]);
    expect(messages(schema.safeParse({ note: '', reason: ' ', actualPriceThb: '' }))).toEqual([
      ['reason', 'console.transition.required'],
      ['actualPriceThb', 'console.transition.required'],
    ]);
    expect(messages(schema.safeParse({ note: '', reason: 'x', actualPriceThb: '12.50' }))).toEqual([
      ['actualPriceThb', 'console.transition.amountInvalid'],
    ]);
    expect(messages(schema.safeParse({ note: '', reason: 'x', actualPriceThb: '-5' }))).toEqual([
      ['actualPriceThb', 'console.transition.amountInvalid'],
    ]);
    expect(messages(schema.safeParse({ note: '', reason: 'x', actualPriceThb: '10000001' }))).toEqual([
      ['actualPriceThb', 'console.transition.amountTooLarge'],
    ]);
  });

  it('keeps text within its length, the note included', () => {
    const schema = transitionSchema([reason]);
    expect(messages(schema.safeParse({ note: 'n'.repeat(501), reason: 'r'.repeat(501) }))).toEqual([
      ['note', 'errors.text.tooLong'],
      ['reason', 'errors.text.tooLong'],
    ]);
  });

  it('takes an optional amount left blank as none', () => {
    const optional: TEvidenceField = { ...price, required: false };
    expect(transitionSchema([optional]).parse({ note: '', actualPriceThb: '' })).toEqual({
      note: undefined,
      actualPriceThb: undefined,
    });
  });

  it('waits for every required field before the change can be confirmed', () => {
    const fields = [reason, tracking];
    expect(emptyValues(fields)).toEqual({ note: '', reason: '', tracking: '' });
    expect(missingRequired(fields, emptyValues(fields))).toBe(true);
    expect(missingRequired(fields, { note: '', reason: 'stolen', tracking: '' })).toBe(false);
    expect(missingRequired([], {})).toBe(false);
  });
});
