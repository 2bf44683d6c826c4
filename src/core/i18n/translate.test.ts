import { describe, expect, it } from 'vitest';
import { catalogueKeys, lookup, translate } from './translate.ts';

const catalogue = { a: { b: 'Hello {{name}}, {{name}}!', c: 'plain' }, top: 'Top {{ count }}' };

describe('translate', () => {
  it('finds nested keys and interpolates every placeholder', () => {
    expect(translate(catalogue, 'a.b', { name: 'Somchai' })).toBe('Hello Somchai, Somchai!');
    expect(translate(catalogue, 'top', { count: 3 })).toBe('Top 3');
    expect(translate(catalogue, 'a.c')).toBe('plain');
  });

  it('shows the key itself when it is missing (spec §2)', () => {
    expect(translate(catalogue, 'a.missing')).toBe('a.missing');
    expect(translate(catalogue, 'a')).toBe('a');
    expect(translate(catalogue, 'a.c.deeper')).toBe('a.c.deeper');
  });

  it('leaves placeholders without a value visible', () => {
    expect(translate(catalogue, 'a.b', {})).toBe('Hello {{name}}, {{name}}!');
  });

  it('takes values only: a missing key is the key itself, whatever values come with it', () => {
    // No other fallback (such as i18next's defaultValue): a caller that has one checks its key itself.
    expect(translate(catalogue, 'a.missing', { defaultValue: 'Fallback' })).toBe('a.missing');
    expect(translate({ a: 'x {{defaultValue}}' }, 'a', { defaultValue: 'y' })).toBe('x y');
  });
});

describe('lookup', () => {
  it('gives the text at a path, and nothing for a missing key or a subtree', () => {
    expect(lookup(catalogue, 'a.c')).toBe('plain');
    expect(lookup(catalogue, 'a.missing')).toBeUndefined();
    expect(lookup(catalogue, 'a')).toBeUndefined();
  });
});

describe('catalogueKeys', () => {
  it('lists leaf paths', () => {
    expect(catalogueKeys(catalogue).sort()).toEqual(['a.b', 'a.c', 'top']);
  });
});
