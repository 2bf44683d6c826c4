import { bangkokDate } from '#core/bangkok-time.ts';
import { generateReference } from '#core/reference.ts';
import type { TDb } from '#server/db/client.ts';
import { expenseCategories, expenses, payeeDetails, tradeIns } from '#server/db/schema/index.ts';

/**
 * The finance journey's records (finance.spec.ts): requests ready to settle, and expenses of this month.
 * Paying a request and deleting an expense use their record up, and the phone and desktop projects share
 * one server: each project has its own (financeRecordsFor), named so neither's filter finds the other's.
 */
const FINANCE_RECORDS = {
  desktop: {
    payee: 'E2E Payee Somchai',
    promptPay: '0812345678',
    deleteReference: 'E2E-DELETE-ME',
    fourEyesPayee: 'E2E Four Eyes Malee',
    fourEyesPromptPay: '0898765432',
  },
  phone: {
    payee: 'E2E Payee Suda',
    promptPay: '0812345670',
    deleteReference: 'E2E-DELETE-PHONE',
    fourEyesPayee: 'E2E Four Eyes Wichai',
    fourEyesPromptPay: '0898765430',
  },
} as const;

export const E2E_FINANCE = {
  amountThb: 12_345,
  /** Above the four-eyes limit (20,000 THB): waits for a second finance user (decision 040). */
  fourEyesThb: 25_000,
} as const;

export type TFinanceRecords = (typeof FINANCE_RECORDS)[keyof typeof FINANCE_RECORDS];

/** The records of a project ('phone' or 'desktop'). */
export function financeRecordsFor(project: string): TFinanceRecords {
  if (project !== 'phone' && project !== 'desktop') throw new Error(`no finance records for ${project}`);
  return FINANCE_RECORDS[project];
}

/** A request ready to settle with the customer's PromptPay ID as its payee. */
async function readyRequest(
  db: TDb,
  values: { name: string; phone: string; offeredThb: number; key: string },
) {
  const [request] = await db
    .insert(tradeIns)
    .values({
      reference: generateReference(),
      status: 'inspected',
      option: 'sale',
      offeredThb: values.offeredThb,
      deviceDescription: 'Apple iPhone 14 128 GB',
      fulfilment: 'store',
      province: 'bangkok',
      fullName: values.name,
      phone: values.phone,
      contentHash: values.key,
      receiptTokenHash: values.key,
    })
    .returning({ id: tradeIns.id });
  await db.insert(payeeDetails).values({
    tradeInId: request!.id,
    method: 'promptpay',
    promptPayId: values.phone,
    accountName: values.name,
    updatedBy: 'customer',
  });
}

export async function seedFinanceRecords(db: TDb): Promise<void> {
  const { amountThb, fourEyesThb } = E2E_FINANCE;
  const categories = await db.select().from(expenseCategories);
  const today = bangkokDate();
  for (const [project, records] of Object.entries(FINANCE_RECORDS)) {
    await readyRequest(db, {
      name: records.payee,
      phone: records.promptPay,
      offeredThb: amountThb,
      key: `e2e-finance-${project}-1`,
    });
    await readyRequest(db, {
      name: records.fourEyesPayee,
      phone: records.fourEyesPromptPay,
      offeredThb: fourEyesThb,
      key: `e2e-finance-${project}-2`,
    });
    await db.insert(expenses).values({
      expenseDate: today,
      categoryId: categories[0]!.id,
      reference: records.deleteReference,
      amountSatang: 53_500,
      vatSatang: 3_500,
    });
  }
  // The month's report reads these beside the deleted ones (read only).
  await db.insert(expenses).values(
    [
      ['E2E-RENT', 2_140_000, 140_000],
      ['E2E-ODD', 99_999, 6_542],
    ].map(([reference, amountSatang, vatSatang], index) => ({
      expenseDate: today,
      categoryId: categories[(index + 1) % categories.length]!.id,
      reference: String(reference),
      amountSatang: Number(amountSatang),
      vatSatang: Number(vatSatang),
    })),
  );
}
