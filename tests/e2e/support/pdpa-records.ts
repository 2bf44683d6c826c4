import { generateReference } from '#core/reference.ts';
import type { TDb } from '#server/db/client.ts';
import { payeeDetails, tradeInConsents, tradeIns } from '#server/db/schema/index.ts';

/** The personal-data journey's customer (personal-data.spec.ts): two closed requests, a payee, consents. */
export const E2E_PDPA = {
  fullName: 'E2E ลูกค้า ขอลบข้อมูล',
  phone: '0865550101',
  email: 'pdpa.e2e@example.com',
  address: '12/3 ถนนทดสอบ แขวงทดสอบ กรุงเทพมหานคร 10110',
} as const;

export async function seedPersonalDataRecords(db: TDb): Promise<void> {
  const base = {
    option: 'sale' as const,
    offeredThb: 8_000,
    deviceDescription: 'Samsung Galaxy S22 128 GB',
    province: 'bangkok',
    fullName: E2E_PDPA.fullName,
    phone: E2E_PDPA.phone,
    email: E2E_PDPA.email,
  };
  const [settled] = await db
    .insert(tradeIns)
    .values([
      {
        ...base,
        reference: generateReference(),
        status: 'settled',
        fulfilment: 'pickup',
        pickupAddress: E2E_PDPA.address,
        contentHash: 'e2e-pdpa-1',
        receiptTokenHash: 'e2e-pdpa-1',
      },
      {
        ...base,
        reference: generateReference(),
        status: 'rejected',
        fulfilment: 'store',
        contentHash: 'e2e-pdpa-2',
        receiptTokenHash: 'e2e-pdpa-2',
      },
    ])
    .returning({ id: tradeIns.id });
  await db.insert(tradeInConsents).values({
    tradeInId: settled!.id,
    kind: 'pdpa',
    granted: true,
    noticeVersion: '2026-11',
  });
  await db.insert(payeeDetails).values({
    tradeInId: settled!.id,
    method: 'promptpay',
    promptPayId: E2E_PDPA.phone,
    accountName: E2E_PDPA.fullName,
    updatedBy: 'customer',
  });
}
