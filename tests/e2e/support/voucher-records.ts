import { generateReference } from '#core/reference.ts';
import type { TDb } from '#server/db/client.ts';
import { tradeIns, warehouseItems } from '#server/db/schema/index.ts';

/**
 * The counter journey's records (counter-voucher.spec.ts): a voucher request ready to settle, and a phone
 * whose IMEI no other journey's stock has (a search by it finds this one only).
 */
export const E2E_VOUCHER = {
  reference: 'TRD-261201-VCH1',
  offeredThb: 6_000,
  owner: 'สมหญิง ใจงาม',
  phone: '0891234567',
  item: { description: 'Apple iPhone 12 64 GB', imei: '356938035643807', costSatang: 500_000 },
} as const;

export async function seedVoucherRecords(db: TDb): Promise<void> {
  await db.insert(tradeIns).values({
    reference: E2E_VOUCHER.reference,
    status: 'inspected',
    option: 'voucher',
    offeredThb: E2E_VOUCHER.offeredThb,
    deviceDescription: 'Samsung Galaxy A54 128 GB',
    fulfilment: 'store',
    province: 'bangkok',
    fullName: E2E_VOUCHER.owner,
    phone: E2E_VOUCHER.phone,
    contentHash: 'e2e-voucher-1',
    receiptTokenHash: 'e2e-voucher-1',
  });
  const [source] = await db
    .insert(tradeIns)
    .values({
      reference: generateReference(),
      deviceDescription: E2E_VOUCHER.item.description,
      fulfilment: 'store',
      province: 'bangkok',
      fullName: 'E2E Seller',
      phone: '0899999999',
      contentHash: 'e2e-voucher-stock',
      receiptTokenHash: 'e2e-voucher-stock',
    })
    .returning({ id: tradeIns.id });
  await db.insert(warehouseItems).values({
    tradeInId: source!.id,
    status: 'available',
    costSatang: E2E_VOUCHER.item.costSatang,
    vatScheme: 'margin',
    category: 'phone',
    storageGb: 64,
    deviceDescription: E2E_VOUCHER.item.description,
    imeiSerial: E2E_VOUCHER.item.imei,
    grade: 'A',
    location: 'E2E-02',
  });
}
