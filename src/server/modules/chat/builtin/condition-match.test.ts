import { describe, expect, it } from 'vitest';
import { gradeFor } from '#core/pricing.ts';
import { answersFor, hasStatedCondition, NEUTRAL_ANSWERS, statedAnswers } from './condition-match.ts';

describe('statedAnswers', () => {
  it.each([
    ['จอแตก', { screen: 'broken' }],
    ['หน้าจอร้าวนิดหน่อย', { screen: 'cracked' }],
    ['with a cracked screen', { screen: 'cracked' }],
    ['screen is shattered', { screen: 'broken' }],
    ['จอไม่ติด', { display: 'noDisplay' }],
    ['มีรอยนิดหน่อย', { body: 'minorScratch' }],
    ['บุบที่มุม', { body: 'scratchDent' }],
    ['like new, no scratches', { body: 'noScratch', screen: 'noScratch' }],
    ['ฝาหลังแตก', { body: 'crackedBroken' }],
    ['แบต 78%', { battery: 'under80' }],
    ['battery health 91 %', { battery: 'over80' }],
    ['แบตเสื่อม', { battery: 'under80' }],
    ['ครบกล่อง', { accessories: 'completeBox' }],
    ['no box', { accessories: 'noBox' }],
    ['เครื่องนอก', { modelType: 'international' }],
    ['ZP model', { modelType: 'zp' }],
    ['ประกันเหลือ 6 เดือน', { warranty: 'over4Months' }],
    ['2 months warranty left', { warranty: 'under4Months' }],
    ['หมดประกันแล้ว', { warranty: 'expired' }],
  ])('%s', (text, expected) => {
    expect(statedAnswers(text)).toEqual({ functional: [], ...expected });
  });

  it('collects functional issues', () => {
    expect(statedAnswers('กล้องเสีย สแกนหน้าไม่ได้ และลำโพงเสีย').functional).toEqual([
      'camera',
      'biometrics',
      'speaker',
    ]);
    expect(statedAnswers("won't turn on").functional).toEqual(['power']);
  });

  it('tells whether anything was said about the condition', () => {
    expect(hasStatedCondition(statedAnswers('iPhone 13 128GB how much?'))).toBe(false);
    expect(hasStatedCondition(statedAnswers('iPhone 13 with a cracked screen'))).toBe(true);
  });
});

describe('answersFor', () => {
  it('fills the neutral answers and keeps only the questions of the category', () => {
    expect(answersFor('phone', { functional: [] })).toEqual({ ...NEUTRAL_ANSWERS, functional: [] });
    expect(
      answersFor('printer', { screen: 'broken', battery: 'under80', functional: ['calls', 'power'] }),
    ).toEqual({
      warranty: 'under4Months',
      body: 'noScratch',
      accessories: 'incomplete',
      functional: ['power'],
    });
  });

  it('gives the grade the product rules give', () => {
    expect(gradeFor(answersFor('phone', statedAnswers('จอแตก')))).toBe('broken');
    expect(gradeFor(answersFor('phone', statedAnswers('battery 70%')))).toBe('fair');
    expect(gradeFor(answersFor('phone', statedAnswers('minor scratches')))).toBe('good');
    expect(gradeFor(answersFor('phone', statedAnswers('')))).toBe('excellent');
  });
});
