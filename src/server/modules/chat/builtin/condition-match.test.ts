import { describe, expect, it } from 'vitest';
import { gradeFor } from '#core/pricing.ts';
import type { TCategoryKey } from '#core/constants.ts';
import { DEFAULT_QUESTIONNAIRE, questionnaireFor, withBrandIds } from '#core/questionnaire-mapping.ts';
import { answersFor, hasStatedCondition, NEUTRAL_ANSWERS, statedAnswers } from './condition-match.ts';

const APPLE = 1;
const SAMSUNG = 2;
const SEEDED = withBrandIds(
  DEFAULT_QUESTIONNAIRE,
  new Map([
    ['apple', APPLE],
    ['samsung', SAMSUNG],
  ]),
);
const asked = (category: TCategoryKey, brandId = APPLE) => questionnaireFor(SEEDED, category, brandId);

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
    expect(answersFor(asked('phone'), { functional: [] })).toEqual({ ...NEUTRAL_ANSWERS, functional: [] });
    expect(
      answersFor(asked('printer'), { screen: 'broken', battery: 'under80', functional: ['calls', 'power'] }),
    ).toEqual({
      warranty: 'under4Months',
      body: 'noScratch',
      accessories: 'incomplete',
      functional: ['power'],
    });
  });

  it('leaves out a stated answer the device is not offered: "ZP" for a Samsung phone', () => {
    expect(answersFor(asked('phone', APPLE), statedAnswers('ZP model')).modelType).toBe('zp');
    expect(answersFor(asked('phone', SAMSUNG), statedAnswers('ZP model')).modelType).toBe('th');
  });

  it('takes the first offered option where the neutral one is not offered', () => {
    const mapping = SEEDED.filter(
      (rule) => !(rule.question === 'accessories' && rule.option === 'incomplete'),
    );
    expect(answersFor(questionnaireFor(mapping, 'phone', APPLE), { functional: [] }).accessories).toBe(
      'completeBox',
    );
  });

  it('gives the grade the product rules give', () => {
    expect(gradeFor(answersFor(asked('phone'), statedAnswers('จอแตก')))).toBe('broken');
    expect(gradeFor(answersFor(asked('phone'), statedAnswers('battery 70%')))).toBe('fair');
    expect(gradeFor(answersFor(asked('phone'), statedAnswers('minor scratches')))).toBe('good');
    expect(gradeFor(answersFor(asked('phone'), statedAnswers('')))).toBe('excellent');
  });
});
