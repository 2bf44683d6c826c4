import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { quotes, tradeIns } from '../../db/schema/index.ts';

export function createQuotePurgeRepository(db: TDb) {
  return {
    /**
     * Deletes up to `limit` quotes whose lock ended before `cutoff` and that no request refers to;
     * returns how many. Small batches keep each statement short under traffic.
     */
    async deleteUnusedQuotesBefore(cutoff: Date, limit: number): Promise<number> {
      const unused = db
        .select({ id: quotes.id })
        .from(quotes)
        .where(
          and(
            lt(quotes.validUntil, cutoff),
            notExists(
              db
                .select({ one: sql`1` })
                .from(tradeIns)
                .where(sql`${tradeIns.quoteId} = ${quotes.id}`),
            ),
          ),
        )
        .limit(limit);
      const deleted = await db.delete(quotes).where(inArray(quotes.id, unused)).returning({ id: quotes.id });
      return deleted.length;
    },
  };
}

export type TQuotePurgeRepository = ReturnType<typeof createQuotePurgeRepository>;
