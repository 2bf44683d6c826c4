import { describe, expect, it } from 'vitest';
import { matchCatalogueModel, modelTitle } from './device-name.ts';

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

describe('matchCatalogueModel', () => {
  const models = [
    { id: 1, brandName: 'Apple', name: 'iPhone 14' },
    { id: 2, brandName: 'Apple', name: 'iPhone 14 Pro' },
    { id: 3, brandName: 'Apple', name: 'iPhone 14 Pro Max' },
    { id: 4, brandName: 'vivo', name: 'X200 FE' },
    { id: 5, brandName: 'Samsung', name: 'Galaxy S24 Ultra' },
    { id: 6, brandName: 'Apple', name: 'MacBook Air 13" M4' },
  ];
  const idOf = (text: string) => matchCatalogueModel(text, models)?.id ?? null;

  it('finds the model the customer named, the longest name first', () => {
    expect(idOf('Apple iPhone 14 Pro Max 256GB ใช้งานปกติ')).toBe(3);
    expect(idOf('apple iphone 14 pro, จอมีรอยนิดหน่อย')).toBe(2);
    expect(idOf('iPhone 14 สภาพดี')).toBe(1);
    expect(idOf('vivo X200 FE แบตเสื่อม')).toBe(4);
    expect(idOf('Apple MacBook Air 13" M4 ใช้งานปกติ')).toBe(6);
  });

  it('takes a model named without its brand when the name says enough', () => {
    expect(idOf('Galaxy S24 Ultra สีดำ')).toBe(5);
    // "X200 FE" is too short to stand alone for vivo's.
    expect(idOf('X200 FE')).toBeNull();
  });

  it('matches whole words only, and nothing in other words', () => {
    expect(idOf('Apple iPhone 140')).toBeNull();
    expect(idOf('โทรศัพท์เก่า เปิดไม่ติด')).toBeNull();
  });
});
