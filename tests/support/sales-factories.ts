import type { TVatScheme } from '#core/money.ts';
import type { TDb } from '#server/db/client.ts';
import { companyProfile, warehouseItems } from '#server/db/schema/index.ts';
import { createTradeInRow } from './trade-in-factories.ts';

export const COMPANY = {
  legalNameTh: 'บริษัท คุ้มค่า เทรด จำกัด',
  legalNameEn: 'Khumkha Trade Co., Ltd.',
  addressTh: '99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  addressEn: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
  taxId: '0105536092641',
  branch: '00000',
  phone: '02-026-8888',
  email: 'account@khumkha.co.th',
};

/** The company profile filled in, as admin would (documents refuse an incomplete one). */
export async function completeCompanyProfile(db: TDb): Promise<void> {
  await db
    .insert(companyProfile)
    .values({ id: 1, ...COMPANY })
    .onConflictDoUpdate({
      target: companyProfile.id,
      set: COMPANY,
    });
}

let imei = 350_000_000_000_000;

/** An item on a shelf, available for sale (straight in the database, as the warehouse would leave it). */
export async function createStockItem(
  db: TDb,
  options: { costSatang?: number; vatScheme?: TVatScheme; grade?: string; description?: string } = {},
) {
  const tradeIn = await createTradeInRow(db);
  imei += 17;
  const [row] = await db
    .insert(warehouseItems)
    .values({
      tradeInId: tradeIn.id,
      status: 'available',
      costSatang: options.costSatang ?? 1_000_000,
      vatScheme: options.vatScheme ?? 'margin',
      category: 'phone',
      storageGb: 128,
      deviceDescription: options.description ?? 'Apple iPhone 13 128 GB',
      imeiSerial: String(imei),
      grade: options.grade ?? 'A',
      location: 'A-01',
    })
    .returning();
  return row!;
}
