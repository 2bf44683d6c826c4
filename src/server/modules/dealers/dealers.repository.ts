import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { dealers } from '../../db/schema/index.ts';

export type TDealerRow = typeof dealers.$inferSelect;

export interface TDealerProfileValues {
  shopName: string;
  phone: string;
  province: string;
  address: string;
}

export function createDealersRepository(db: TDb) {
  return {
    async findByUser(userId: string): Promise<TDealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.userId, userId));
      return row;
    },

    /** Creates the shop (pending) or updates its details; status and code stay as the admin set them. */
    async upsert(userId: string, values: TDealerProfileValues, now: Date): Promise<TDealerRow> {
      const [row] = await db
        .insert(dealers)
        .values({ userId, ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: dealers.userId, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },
  };
}

export type TDealersRepository = ReturnType<typeof createDealersRepository>;
