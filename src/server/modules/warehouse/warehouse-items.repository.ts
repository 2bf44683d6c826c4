import { eq } from 'drizzle-orm';
import { bahtToSatang } from '#core/money.ts';
import { settlementAmountThb } from '#core/trade-in-lifecycle.ts';
import type { TTx } from '../../db/client.ts';
import { tradeIns, warehouseItems } from '../../db/schema/index.ts';

export async function findItemIdByTradeIn(tx: TTx, tradeInId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: warehouseItems.id })
    .from(warehouseItems)
    .where(eq(warehouseItems.tradeInId, tradeInId));
  return row?.id;
}

/**
 * The stock item of a settled request: what was paid for it is its cost, and the device as inspected.
 * Bought from an individual, it is sold under the margin scheme (product decisions; admin's rule later).
 */
export async function insertItemForTradeIn(tx: TTx, tradeInId: number): Promise<number> {
  const [request] = await tx.select().from(tradeIns).where(eq(tradeIns.id, tradeInId));
  if (!request) throw new Error(`No trade-in ${tradeInId} to stock`);
  const [row] = await tx
    .insert(warehouseItems)
    .values({
      tradeInId,
      costSatang: bahtToSatang(settlementAmountThb(request)),
      vatScheme: 'margin',
      category: request.category,
      brandId: request.brandId,
      modelId: request.modelId,
      storageGb: request.storageGb,
      deviceDescription: request.deviceDescription,
      imeiSerial: request.imeiSerial,
      grade: request.grade,
    })
    .returning({ id: warehouseItems.id });
  return row!.id;
}
