import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZDeliveryListSchema,
  ZLogisticsOverdueSchema,
  ZPickupListSchema,
} from '#core/contracts/logistics.ts';
import type { TSale } from '#core/contracts/sales.ts';
import type { TRole } from '#core/roles.ts';
import { deliveries, tradeIns } from '#server/db/schema/index.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { completeCompanyProfile, createStockItem } from '../support/sales-factories.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { bangkokDateIn, pickupBody } from '../support/trade-in-factories.ts';

// Three days, not the default seven: the setting is what decides.
const testApp = useTestApp({ env: { DELIVERY_OVERDUE_DAYS: '3' } });
const DAY_MS = 24 * 60 * 60 * 1000;

async function tokenFor(roles: TRole[]) {
  return (await signIn(testApp.app, await createUser(testApp.db, { roles }))).accessToken;
}

async function get(token: string, path: string) {
  const response = await testApp.app.request(path, { headers: bearer(token) });
  expect(response.status, path).toBe(200);
  return response.json();
}

async function shippedSale(token: string, name: string): Promise<TSale> {
  const item = await createStockItem(testApp.db);
  const response = await testApp.app.request('/api/sales', {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      kind: 'retail',
      customerName: name,
      customerContact: '0812345678',
      items: [{ itemId: item.id, priceThb: 9_000 }],
      confirmBelowCost: true,
      paymentMethod: 'cash',
      handover: 'shipped',
      shippingAddress: '1 Road, Bangkok 10110',
      shippingPhone: '0812345678',
      documentType: 'receipt',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as TSale;
}

describe('overdue logistics work (decision 045)', () => {
  it('flags, filters and counts deliveries open longer than DELIVERY_OVERDUE_DAYS', async () => {
    await completeCompanyProfile(testApp.db);
    const sales = await tokenFor(['sales']);
    const old = await shippedSale(sales, 'Old Buyer');
    const recent = await shippedSale(sales, 'Recent Buyer');
    const delivered = await shippedSale(sales, 'Done Buyer');
    // Created four days ago (one past the three allowed); the third is old too but delivered.
    await testApp.db
      .update(deliveries)
      .set({ createdAt: new Date(Date.now() - 4 * DAY_MS) })
      .where(inArray(deliveries.saleId, [old.id, delivered.id]));
    await testApp.db
      .update(deliveries)
      .set({ status: 'delivered' })
      .where(eq(deliveries.saleId, delivered.id));

    const token = await tokenFor(['logistics']);
    const all = ZDeliveryListSchema.parse(await get(token, '/api/logistics/deliveries'));
    expect(all.overdueDays).toBe(3);
    expect(
      Object.fromEntries(all.items.map((delivery) => [delivery.customerName, delivery.overdue])),
    ).toEqual({ 'Old Buyer': true, 'Recent Buyer': false, 'Done Buyer': false });
    const overdue = ZDeliveryListSchema.parse(await get(token, '/api/logistics/deliveries?overdue=1'));
    expect(overdue.items.map((delivery) => delivery.saleId)).toEqual([old.id]);
    expect(recent.id).not.toBe(old.id);

    // The dashboard's count, for any staff role.
    const counts = ZLogisticsOverdueSchema.parse(
      await get(await tokenFor(['engineer']), '/api/logistics/overdue'),
    );
    expect(counts).toEqual({ pickups: 0, deliveries: 1, deliveryDays: 3 });

    const refused = await testApp.app.request('/api/logistics/deliveries?overdue=yes', {
      headers: bearer(token),
    });
    expect(refused.status).toBe(400);
  });

  it('flags, filters and counts pick-ups still new or booked after their slot', async () => {
    const bodies = [pickupBody({ fullName: 'Late Pickup' }), pickupBody({ fullName: 'Future Pickup' })];
    for (const body of bodies) expect((await postJson(testApp.app, '/api/pickups', body)).status).toBe(201);
    // Yesterday's slot has ended; the other is in the days ahead.
    await testApp.db
      .update(tradeIns)
      .set({ pickupDate: bangkokDateIn(-1) })
      .where(eq(tradeIns.reference, bodies[0]!.reference));

    const token = await tokenFor(['logistics']);
    const all = ZPickupListSchema.parse(await get(token, '/api/logistics/pickups'));
    expect(Object.fromEntries(all.items.map((pickup) => [pickup.customerName, pickup.overdue]))).toEqual({
      'Late Pickup': true,
      'Future Pickup': false,
    });
    const overdue = ZPickupListSchema.parse(await get(token, '/api/logistics/pickups?overdue=1'));
    expect(overdue.items.map((pickup) => pickup.customerName)).toEqual(['Late Pickup']);
    const counts = ZLogisticsOverdueSchema.parse(await get(token, '/api/logistics/overdue'));
    expect(counts.pickups).toBe(1);
  });
});
