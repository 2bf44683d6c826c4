import { describe, expect, it } from 'vitest';
import { asksPrice, isGreeting, languageOf, topicsOf } from './intents.ts';

describe('intents', () => {
  it.each([
    ['ขายยังไง', ['process']],
    ['how does selling work', ['process']],
    ['ต่างจังหวัดได้เพิ่มไหม', ['bonus']],
    ['do you pick up from home and when do I get paid?', ['pickup', 'payment']],
    ['รับเป็นบัตรกำนัลได้ไหม', ['options']],
    ['ลบข้อมูลในเครื่องให้ไหม', ['privacy']],
    ['ขอคุยกับพนักงาน', ['contact']],
    ['lines on the screen', []],
  ])('%s → %j', (text, topics) => {
    expect(topicsOf(text)).toEqual(topics);
  });

  it('recognises price questions and greetings', () => {
    expect(asksPrice('ได้กี่บาท')).toBe(true);
    expect(asksPrice('How much is it worth?')).toBe(true);
    expect(asksPrice('do you offer pick-up?')).toBe(false);
    expect(isGreeting('สวัสดีครับ')).toBe(true);
    expect(isGreeting('Hi!')).toBe(true);
    expect(isGreeting('this is fine')).toBe(false);
  });

  it('answers in the language of the question, or the page language when it does not tell', () => {
    const catalogue = new Set(['iphone', 'pro', 'max', 'galaxy']);
    expect(languageOf('ไอโฟน 13 ราคา', 'en', catalogue)).toBe('th');
    expect(languageOf('how much for iPhone 13?', 'th', catalogue)).toBe('en');
    expect(languageOf('iPhone 13 Pro Max 256GB', 'th', catalogue)).toBe('th');
    expect(languageOf('iPhone 13 Pro Max 256GB', 'en', catalogue)).toBe('en');
  });
});
