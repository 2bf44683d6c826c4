import { describe, expect, it } from 'vitest';
import { createQuotePurgeRepository } from '#server/modules/quotes/quote-purge.repository.ts';
import { purgeUnusedQuotes } from '#server/modules/quotes/quote-purge.ts';
import { countQuotes, findStoredQuote } from '../support/pricing-factories.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createQuote, createTradeInRow } from '../support/trade-in-factories.ts';

/** Quotes that never became a request go once their lock ended more than the grace period ago. */

const testDatabase = useTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('purgeUnusedQuotes', () => {
  it('deletes expired quotes past the grace period, and keeps requested, recent and still-valid ones', async () => {
    const { db } = testDatabase;
    const old = await createQuote(db, { validUntil: ago(31) });
    const oldRequested = await createQuote(db, { validUntil: ago(40) });
    await createTradeInRow(db, { quoteId: oldRequested.id });
    const inGrace = await createQuote(db, { validUntil: ago(29) });
    const valid = await createQuote(db, { validUntil: new Date(NOW.getTime() + DAY) });

    const purged = await purgeUnusedQuotes(createQuotePurgeRepository(db), 30, NOW);

    expect(purged).toBe(1);
    expect(await findStoredQuote(db, old.id)).toBeUndefined();
    for (const kept of [oldRequested, inGrace, valid])
      expect(await findStoredQuote(db, kept.id)).toBeDefined();
    expect(await countQuotes(db)).toBe(3);
  });

  it('works through more quotes than one batch', async () => {
    const { db } = testDatabase;
    const first = await createQuote(db, { validUntil: ago(10) });
    for (let index = 0; index < 1004; index += 1) {
      await createQuote(db, { validUntil: ago(10), modelId: first.modelId });
    }
    expect(await purgeUnusedQuotes(createQuotePurgeRepository(db), 0, NOW)).toBe(1005);
    expect(await countQuotes(db)).toBe(0);
  }, 120_000);
});
