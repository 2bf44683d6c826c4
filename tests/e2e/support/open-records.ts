import { generateReference } from '#core/reference.ts';
import type { TDb } from '#server/db/client.ts';
import { createAccount } from '#server/modules/auth/accounts.ts';
import { createAuthRepository } from '#server/modules/auth/auth.repository.ts';
import { dealers, inspections, payeeDetails, tradeIns, warehouseItems } from '#server/db/schema/index.ts';
import { E2E_PASSWORD } from './users.ts';

/**
 * Records of their own for the open-a-record walk (open-records.spec.ts), so every console list it taps
 * has a first card whatever the other journeys do meanwhile: a request waiting for inspection, a device
 * to ship, a request ready to pay and a dealer's application.
 */
export const E2E_OPEN = {
  receivedReference: 'TRD-000045-OPEN',
  payee: 'E2E Open Payee',
  stockImei: '356938035643899',
  dealerShop: 'E2E Open Mobile',
} as const;

export async function seedOpenRecords(db: TDb): Promise<void> {
  const common = { fulfilment: 'store' as const, province: 'bangkok', phone: '0811111111' };
  const [received] = await db
    .insert(tradeIns)
    .values({
      ...common,
      reference: E2E_OPEN.receivedReference,
      status: 'received',
      deviceDescription: 'Apple iPhone 12 64 GB',
      fullName: 'E2E Open Received',
      contentHash: 'e2e-open-received',
      receiptTokenHash: 'e2e-open-received',
    })
    .returning({ id: tradeIns.id });
  await db.insert(inspections).values({ tradeInId: received!.id, receivedAt: new Date() });

  const [ready] = await db
    .insert(tradeIns)
    .values({
      ...common,
      reference: generateReference(),
      status: 'inspected',
      option: 'sale',
      offeredThb: 4_500,
      deviceDescription: 'Samsung Galaxy A54 128 GB',
      fullName: E2E_OPEN.payee,
      contentHash: 'e2e-open-ready',
      receiptTokenHash: 'e2e-open-ready',
    })
    .returning({ id: tradeIns.id });
  await db.insert(payeeDetails).values({
    tradeInId: ready!.id,
    method: 'promptpay',
    promptPayId: '0811111111',
    accountName: E2E_OPEN.payee,
    updatedBy: 'customer',
  });

  const [stocked] = await db
    .insert(tradeIns)
    .values({
      ...common,
      reference: generateReference(),
      deviceDescription: 'Oppo Reno 8 256 GB',
      fullName: 'E2E Open Seller',
      contentHash: 'e2e-open-stock',
      receiptTokenHash: 'e2e-open-stock',
    })
    .returning({ id: tradeIns.id });
  await db.insert(warehouseItems).values({
    tradeInId: stocked!.id,
    status: 'available',
    costSatang: 400_000,
    vatScheme: 'margin',
    category: 'phone',
    storageGb: 256,
    deviceDescription: 'Oppo Reno 8 256 GB',
    imeiSerial: E2E_OPEN.stockImei,
    grade: 'B',
    location: 'E2E-02',
  });

  const account = await createAccount(
    createAuthRepository(db),
    {
      kind: 'dealer',
      email: 'open-dealer@e2e.example.com',
      phone: null,
      password: E2E_PASSWORD,
      displayName: E2E_OPEN.dealerShop,
      roles: [],
    },
    new Date(),
  );
  if (account.kind !== 'created') throw new Error(`open-dealer: ${account.kind}`);
  await db.insert(dealers).values({
    userId: account.id,
    shopName: E2E_OPEN.dealerShop,
    phone: '0822222222',
    province: 'bangkok',
    address: '1 Open Road, Bangkok 10110',
  });
}
