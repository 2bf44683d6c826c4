/**
 * Stock for the warehouse tests and benchmark: one item at a time (createStockItem, with its request) or
 * every request of the table stocked in one statement (stockAllRequests). Items are written straight
 * into the table as a fixture, their history left out. No vitest import: scripts/bench uses it too.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '#server/db/client.ts';
import { warehouseItems } from '#server/db/schema/index.ts';
import { createRequest } from './admin-request-factories.ts';

export type TStockRow = typeof warehouseItems.$inferSelect;

export async function createStockItem(
  db: TDb,
  overrides: Partial<typeof warehouseItems.$inferInsert> & { reference?: string } = {},
): Promise<TStockRow & { reference: string }> {
  const { reference, ...item } = overrides;
  const request = await createRequest(db, {
    status: 'settled',
    ...(reference ? { reference } : {}),
    imeiSerial: item.imeiSerial ?? null,
    deviceDescription: item.deviceDescription ?? 'Apple iPhone 15 128 GB',
  });
  const [row] = await db
    .insert(warehouseItems)
    .values({
      tradeInId: request.id,
      costSatang: 1_760_000,
      vatScheme: 'margin',
      category: 'phone',
      storageGb: 128,
      deviceDescription: request.deviceDescription,
      grade: 'good',
      ...item,
    })
    .returning();
  return { ...row!, reference: request.reference };
}

/**
 * Every request of the table as an item, spread as a shop's stock would be: 2 % pending, 8 % available,
 * 88 % sold, 2 % returned; a fifth under standard VAT; cost what was offered; created when the request was.
 */
export async function stockAllRequests(db: TDb): Promise<void> {
  await db.execute(sql`
    insert into ${warehouseItems} (trade_in_id, status, cost_satang, vat_scheme, category, brand_id, model_id,
      storage_gb, device_description, imei_serial, grade, location, created_at, updated_at)
    select t.id,
      case when t.id % 50 = 0 then 'pending' when t.id % 50 < 5 then 'available'
        when t.id % 50 = 49 then 'returned' else 'sold' end,
      coalesce(t.offered_thb, 1000) * 100,
      case when t.id % 5 = 0 then 'standard' else 'margin' end,
      t.category, t.brand_id, t.model_id, t.storage_gb, t.device_description,
      coalesce(t.imei_serial, '35' || lpad(t.id::text, 13, '0')), t.grade,
      case when t.id % 50 <> 0 then 'A-' || (t.id % 20) end,
      t.created_at, t.created_at
    from trade_ins t`);
}
