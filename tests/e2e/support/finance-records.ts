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
  const { payee, amountThb, fourEyesPayee, fourEyesThb, fourEyesPromptPay } = E2E_FINANCE;
  await readyRequest(db, { name: payee, phone: '0812345678', offeredThb: amountThb, key: 'e2e-finance-1' });
  await readyRequest(db, {
    name: fourEyesPayee,
    phone: fourEyesPromptPay,
    offeredThb: fourEyesThb,
    key: 'e2e-finance-2',
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
