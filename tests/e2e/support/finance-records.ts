import { bangkokDate } from '#core/bangkok-time.ts';
import { generateReference } from '#core/reference.ts';
import type { TDb } from '#server/db/client.ts';
import { expenseCategories, expenses, payeeDetails, tradeIns } from '#server/db/schema/index.ts';

/** The finance journey's records (finance.spec.ts): requests ready to settle, and expenses of this month. */
export const E2E_FINANCE = {
  payee: 'E2E Payee Somchai',
  amountThb: 12_345,
  deleteReference: 'E2E-DELETE-ME',
  /** Above the four-eyes limit (20,000 THB): waits for a second finance user (decision 040). */
  fourEyesPayee: 'E2E Four Eyes Malee',
  fourEyesThb: 25_000,
  fourEyesPromptPay: '0898765432',
} as const;

export async function seedFinanceRecords(db: TDb): Promise<void> {
  const [request] = await db
    .insert(tradeIns)
    .values({
      reference: generateReference(),
      status: 'inspected',
      option: 'sale',
      offeredThb: E2E_FINANCE.amountThb,
      deviceDescription: 'Apple iPhone 14 128 GB',
      fulfilment: 'store',
      province: 'bangkok',
      fullName: E2E_FINANCE.payee,
      phone: '0812345678',
      contentHash: 'e2e-finance-1',
      receiptTokenHash: 'e2e-finance-1',
    })
    .returning({ id: tradeIns.id });
  await db.insert(payeeDetails).values({
    tradeInId: request!.id,
    method: 'promptpay',
    promptPayId: '0812345678',
    accountName: E2E_FINANCE.payee,
    updatedBy: 'customer',
  });
  const [large] = await db
    .insert(tradeIns)
    .values({
      reference: generateReference(),
      status: 'inspected',
      option: 'tradeIn',
      offeredThb: E2E_FINANCE.fourEyesThb,
      deviceDescription: 'Apple iPhone 15 Pro 256 GB',
      fulfilment: 'store',
      province: 'bangkok',
      fullName: E2E_FINANCE.fourEyesPayee,
      phone: E2E_FINANCE.fourEyesPromptPay,
      contentHash: 'e2e-finance-2',
      receiptTokenHash: 'e2e-finance-2',
    })
    .returning({ id: tradeIns.id });
  await db.insert(payeeDetails).values({
    tradeInId: large!.id,
    method: 'promptpay',
    promptPayId: E2E_FINANCE.fourEyesPromptPay,
    accountName: E2E_FINANCE.fourEyesPayee,
    updatedBy: 'customer',
  });
  const categories = await db.select().from(expenseCategories);
  const today = bangkokDate();
  await db.insert(expenses).values(
    [
      [E2E_FINANCE.deleteReference, 53_500, 3_500],
      ['E2E-RENT', 2_140_000, 140_000],
      ['E2E-ODD', 99_999, 6_542],
    ].map(([reference, amountSatang, vatSatang], index) => ({
      expenseDate: today,
      categoryId: categories[index % categories.length]!.id,
      reference: String(reference),
      amountSatang: Number(amountSatang),
      vatSatang: Number(vatSatang),
    })),
  );
}
