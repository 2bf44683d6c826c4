import { describe, expect, it } from 'vitest';
import { modelTitle } from './device-name.ts';

describe('modelTitle', () => {
  it('puts the brand before the model', () => {
    expect(modelTitle('Apple', 'iPhone 15')).toBe('Apple iPhone 15');
  });

  it('does not say the brand twice, whatever its case', () => {
    expect(modelTitle('Apple', 'Apple Watch SE 3')).toBe('Apple Watch SE 3');
    expect(modelTitle('HP', 'hp LaserJet M111w')).toBe('hp LaserJet M111w');
  });

  it('is the model alone when the brand is unknown', () => {
    expect(modelTitle('', 'Galaxy S24')).toBe('Galaxy S24');
  });
});
