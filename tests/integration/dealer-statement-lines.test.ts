import { describe, expect, it } from 'vitest';
import { dealerCommissions, dealers } from '#server/db/schema/index.ts';
import { commissionLines } from '#server/modules/dealers/dealer-area.repository.ts';
import { createUser } from '../support/auth-factories.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createTradeInRow } from '../support/trade-in-factories.ts';

const testDatabase = useTestDatabase();

describe("a dealer statement's lines", () => {
  it('are the commissions settled in the Bangkok month, at its first and last instant too', async () => {
    const { db } = testDatabase;
    const user = await createUser(db, { kind: 'dealer' });
    const [dealer] = await db
      .insert(dealers)
      .values({
        userId: user.id,
        shopName: 'Siam Phones',
        phone: '0812345678',
        province: 'bangkok',
        address: '1 Rama I Road',
      })
      .returning({ id: dealers.id });
    // Bangkok is UTC+7: November 2026 runs from 2026-10-31T17:00Z up to 2026-11-30T17:00Z.
    const settled = {
      lastOfOctober: '2026-10-31T16:59:59.999Z',
      firstOfNovember: '2026-10-31T17:00:00.000Z',
      lastOfNovember: '2026-11-30T16:59:59.999Z',
      firstOfDecember: '2026-11-30T17:00:00.000Z',
    };
    const references: Record<string, string> = {};
    for (const [name, at] of Object.entries(settled)) {
      const request = await createTradeInRow(db);
      references[name] = request.reference;
      await db.insert(dealerCommissions).values({
        tradeInId: request.id,
        dealerId: dealer!.id,
        settledThb: 10_000,
        commissionSatang: 25_000,
        settledAt: new Date(at),
      });
    }

    const lines = await commissionLines(db, dealer!.id, '2026-11');
    expect(lines.map((line) => line.reference)).toEqual([
      references.firstOfNovember,
      references.lastOfNovember,
    ]);
    expect((await commissionLines(db, dealer!.id, '2026-10')).map((line) => line.reference)).toEqual([
      references.lastOfOctober,
    ]);
    expect((await commissionLines(db, dealer!.id, '2026-12')).map((line) => line.reference)).toEqual([
      references.firstOfDecember,
    ]);
    expect(await commissionLines(db, dealer!.id + 1, '2026-11')).toEqual([]);
  });
});
