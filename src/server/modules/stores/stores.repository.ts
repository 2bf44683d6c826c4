import { and, asc, eq, sql } from 'drizzle-orm';
import type { TStore } from '#core/contracts/trade-ins.ts';
import type { TDb } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

type TStoreRow = typeof stores.$inferSelect;

function toStore(row: TStoreRow): TStore {
  return {
    id: row.id,
    name: { th: row.nameTh, en: row.nameEn },
    address: { th: row.addressTh, en: row.addressEn },
    province: row.province as TStore['province'],
    openingHours: { th: row.openingHoursTh, en: row.openingHoursEn },
    phone: row.phone,
  };
}

export function createStoresRepository(db: TDb) {
  // Asked on every drop-off submission: prepared once.
  const findActive = db
    .select()
    .from(stores)
    .where(and(eq(stores.id, sql.placeholder('id')), eq(stores.isActive, true)))
    .prepare('stores_find_active');

  return {
    /** Active stores by sort order, ties broken by id. */
    async listActive(): Promise<TStore[]> {
      const rows = await db
        .select()
        .from(stores)
        .where(eq(stores.isActive, true))
        .orderBy(asc(stores.sortOrder), asc(stores.id));
      return rows.map(toStore);
    },

    async findActive(id: number): Promise<TStore | undefined> {
      const [row] = await findActive.execute({ id });
      return row ? toStore(row) : undefined;
    },
  };
}

export type TStoresRepository = ReturnType<typeof createStoresRepository>;
