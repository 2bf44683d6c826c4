import { describe, expect, it } from 'vitest';
import { bangkokDayStart } from '#core/bangkok-time.ts';
import { ABANDONED_QUOTE_DAYS, planAbandonedQuotes } from './abandoned-quotes.ts';
import type { TDemoModel } from './devices.ts';
import { DEFAULT_QUESTIONNAIRE, questionnaireFor, withBrandIds } from '#core/questionnaire-mapping.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const END = bangkokDayStart('2026-11-26');
const model: TDemoModel = {
  id: 1,
  name: 'iPhone 15',
  brandName: 'Apple',
  category: 'phone',
  questionnaire: questionnaireFor(withBrandIds(DEFAULT_QUESTIONNAIRE, new Map([['apple', 1]])), 'phone', 1),
  releaseYear: 2023,
  storageOptions: [128],
  basePrices: new Map(['excellent', 'good', 'fair', 'broken'].map((grade) => [`128:${grade}`, 10000])),
};
/** One request a day over 90 days. */
const requestTimes = Array.from({ length: 90 }, (_, day) => new Date(END.getTime() - (day + 0.5) * DAY_MS));
const input = { seed: 'quotes', today: '2026-11-26', requestTimes, models: [model] };

describe('prices nobody followed up', () => {
  it('come twice per request of the days the purge keeps them, oldest first, all before today', () => {
    const quotes = planAbandonedQuotes(input);
    expect(quotes).toHaveLength(ABANDONED_QUOTE_DAYS * 2);
    const times = quotes.map((quote) => quote.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(END.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(END.getTime() - (ABANDONED_QUOTE_DAYS + 1) * DAY_MS);
    expect(planAbandonedQuotes(input)).toEqual(quotes);
  });
});
