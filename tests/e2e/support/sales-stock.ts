import type { TDb } from '#server/db/client.ts';
import { companyProfile, tradeIns, warehouseItems } from '#server/db/schema/index.ts';
import { generateReference } from '#core/reference.ts';

/**
 * Devices on the shelf for the sales journeys (sales.spec.ts): each test sells the ones it names, the
 * phone project its own (E2E_SALES), since the projects share one server.
 */
export const E2E_STOCK = [
  {
    description: 'Apple iPhone 13 128 GB',
    imei: '356938035643801',
    grade: 'excellent',
    costSatang: 1_000_000,
    vatScheme: 'margin',
  },
  {
    description: 'Samsung Galaxy S22 256 GB',
    imei: '356938035643802',
    grade: 'good',
    costSatang: 800_000,
    vatScheme: 'margin',
  },
  {
    description: 'Google Pixel 7 128 GB',
    imei: '356938035643803',
    grade: 'excellent',
    costSatang: 700_000,
    vatScheme: 'standard',
  },
  {
    description: 'Apple iPad 9 64 GB',
    imei: '356938035643804',
    grade: 'good',
    costSatang: 600_000,
    vatScheme: 'margin',
  },
  {
    description: 'Xiaomi 13 256 GB',
    imei: '356938035643805',
    grade: 'fair',
    costSatang: 500_000,
    vatScheme: 'margin',
  },
  // The logistics journey's at phone size (each project sells its own: they share one server).
  {
    description: 'Xiaomi 13T 256 GB',
    imei: '356938035643806',
    grade: 'C',
    costSatang: 500_000,
    vatScheme: 'margin',
  },
  // The sales journeys' at phone size.
  {
    description: 'Apple iPhone 13 mini 128 GB',
    imei: '356938035643811',
    grade: 'excellent',
    costSatang: 900_000,
    vatScheme: 'margin',
  },
  {
    description: 'Samsung Galaxy S23 256 GB',
    imei: '356938035643812',
    grade: 'good',
    costSatang: 850_000,
    vatScheme: 'margin',
  },
  {
    description: 'Google Pixel 8 128 GB',
    imei: '356938035643813',
    grade: 'excellent',
    costSatang: 750_000,
    vatScheme: 'standard',
  },
  {
    description: 'Apple iPad 10 64 GB',
    imei: '356938035643814',
    grade: 'good',
    costSatang: 650_000,
    vatScheme: 'margin',
  },
] as const;

/** What each project's sales journeys sell (sales.spec.ts): a retail sale's device and a wholesale's three. */
export const E2E_SALES = {
  desktop: {
    retailImei: '356938035643801',
    wholesale: ['Samsung Galaxy S22 256 GB', 'Google Pixel 7 128 GB', 'Apple iPad 9 64 GB'],
  },
  phone: {
    retailImei: '356938035643811',
    wholesale: ['Samsung Galaxy S23 256 GB', 'Google Pixel 8 128 GB', 'Apple iPad 10 64 GB'],
  },
} as const;

/** The stock above and a complete company profile (documents refuse an incomplete one). */
export async function seedSalesStock(db: TDb): Promise<void> {
  const company = {
    legalNameTh: 'บริษัท คุ้มค่า เทรด จำกัด',
    legalNameEn: 'Khumkha Trade Co., Ltd.',
    addressTh: '99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
    addressEn: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
    taxId: '0105536092641',
    branch: '00000',
  };
  await db
    .insert(companyProfile)
    .values({ id: 1, ...company })
    .onConflictDoUpdate({ target: companyProfile.id, set: company });
  for (const item of E2E_STOCK) {
    const [tradeIn] = await db
      .insert(tradeIns)
      .values({
        reference: generateReference(),
        deviceDescription: item.description,
        fulfilment: 'store',
        province: 'bangkok',
        fullName: 'E2E Seller',
        phone: '0899999999',
        contentHash: `e2e-${item.imei}`,
        receiptTokenHash: `e2e-${item.imei}`,
      })
      .returning({ id: tradeIns.id });
    await db.insert(warehouseItems).values({
      tradeInId: tradeIn!.id,
      status: 'available',
      costSatang: item.costSatang,
      vatScheme: item.vatScheme,
      category: 'phone',
      storageGb: 128,
      deviceDescription: item.description,
      imeiSerial: item.imei,
      grade: item.grade,
      location: 'E2E-01',
    });
  }
}
