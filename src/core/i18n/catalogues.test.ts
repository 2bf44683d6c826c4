import { describe, expect, it } from 'vitest';
import { messageOf, translatorFor } from './catalogues.ts';
import { catalogueKeys, translate } from './translate.ts';
import en from './en.json';
import th from './th.json';

describe('language catalogues', () => {
  it('Thai and English have exactly the same keys', () => {
    const thKeys = new Set(catalogueKeys(th));
    const enKeys = new Set(catalogueKeys(en));
    expect(
      [...thKeys].filter((key) => !enKeys.has(key)),
      'keys only in th.json',
    ).toEqual([]);
    expect(
      [...enKeys].filter((key) => !thKeys.has(key)),
      'keys only in en.json',
    ).toEqual([]);
  });

  it('no text is empty and placeholders match between languages', () => {
    for (const key of catalogueKeys(en)) {
      const thText = translate(th, key);
      const enText = translate(en, key);
      expect(thText.trim(), key).not.toBe('');
      expect(enText.trim(), key).not.toBe('');
      const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect(names(thText), key).toEqual(names(enText));
    }
  });

  it('carries the binding texts of the spec', () => {
    expect(translate(en, 'estimate.alertMissing')).toBe('Please select brand, model and storage');
    expect(translate(th, 'estimate.alertMissing')).toBe('กรุณาเลือกยี่ห้อ รุ่น และความจุ');
    expect(translate(en, 'header.switchToThai')).toBe('Switch to Thai language');
    expect(translate(en, 'header.switchToEnglish')).toBe('Switch to English language');
    expect(translate(en, 'estimate.startHere')).toBe('Start here');
  });

  it('serves the server and the tests both languages: a missing key shows itself, or throws in a test', () => {
    expect(translatorFor('th')('estimate.startHere')).toBe(translate(th, 'estimate.startHere'));
    expect(translatorFor('en')('no.such.key')).toBe('no.such.key');
    expect(messageOf('en', 'estimate.startHere')).toBe('Start here');
    expect(() => messageOf('th', 'no.such.key')).toThrow('No message "no.such.key" in the th catalogue');
  });
});
