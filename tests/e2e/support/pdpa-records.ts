import { generateReference } from '#core/reference.ts';
import type { TDb } from '#server/db/client.ts';
import { payeeDetails, tradeInConsents, tradeIns } from '#server/db/schema/index.ts';

/**
 * The personal-data journey's customer (personal-data.spec.ts): two closed requests, a payee, consents.
 * The journey erases them, and the phone and desktop projects share one server: each has its own
 * (pdpaCustomerFor), the same but for the phone number and e-mail.
 */
const E2E_PDPA_COMMON = {
  fullName: 'E2E ลูกค้า ขอลบข้อมูล',
  address: '12/3 ถนนทดสอบ แขวงทดสอบ กรุงเทพมหานคร 10110',
} as const;

const PDPA_CUSTOMERS = {
  desktop: { ...E2E_PDPA_COMMON, phone: '0865550101', email: 'pdpa.e2e@example.com' },
  phone: { ...E2E_PDPA_COMMON, phone: '0865550102', email: 'pdpa.phone.e2e@example.com' },
} as const;

export type TPdpaCustomer = (typeof PDPA_CUSTOMERS)[keyof typeof PDPA_CUSTOMERS];

/** The customer of a project ('phone' or 'desktop'). */
export function pdpaCustomerFor(project: string): TPdpaCustomer {
  if (project !== 'phone' && project !== 'desktop')
    throw new Error(`no personal-data customer for ${project}`);
  return PDPA_CUSTOMERS[project];
}

export async function seedPersonalDataRecords(db: TDb): Promise<void> {
  for (const [project, customer] of Object.entries(PDPA_CUSTOMERS)) {
    await seedCustomer(db, project, customer);
  }
}

async function seedCustomer(db: TDb, project: string, customer: TPdpaCustomer): Promise<void> {
  const base = {
    option: 'sale' as const,
    offeredThb: 8_000,
    deviceDescription: 'Samsung Galaxy S22 128 GB',
    province: 'bangkok',
    fullName: customer.fullName,
    phone: customer.phone,
    email: customer.email,
  };
  const [settled] = await db
    .insert(tradeIns)
    .values([
      {
        ...base,
        reference: generateReference(),
        status: 'settled',
        fulfilment: 'pickup',
        pickupAddress: customer.address,
        contentHash: `e2e-pdpa-${project}-1`,
        receiptTokenHash: `e2e-pdpa-${project}-1`,
      },
      {
        ...base,
        reference: generateReference(),
        status: 'rejected',
        fulfilment: 'store',
        contentHash: `e2e-pdpa-${project}-2`,
        receiptTokenHash: `e2e-pdpa-${project}-2`,
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
    promptPayId: customer.phone,
    accountName: customer.fullName,
    updatedBy: 'customer',
  });
}
