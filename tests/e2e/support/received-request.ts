import type { APIRequestContext } from '@playwright/test';
import type { TLocale } from '../../../src/core/constants.ts';
import { generateReference } from '../../../src/core/reference.ts';
import { adminToken } from './auth.ts';
import { expect } from './test.ts';

/** A customer's answers for a phone in excellent condition (the engineer re-answers from these). */
export const EXCELLENT_PHONE_ANSWERS = {
  modelType: 'th',
  warranty: 'over4Months',
  body: 'noScratch',
  screen: 'noScratch',
  display: 'normal',
  battery: 'over80',
  accessories: 'completeBox',
  functional: [],
};

/** Admin moves a request through the given steps, each at the version it reads first. */
export async function moveAsAdmin(request: APIRequestContext, reference: string, steps: string[]) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const to of steps) {
    const detail = await request.get(`/api/admin/requests/${reference}`, { headers });
    const { version } = (await detail.json()) as { version: number };
    const moved = await request.post(`/api/admin/requests/${reference}/status`, {
      headers,
      data: { to, version },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/**
 * The seeded catalogue's first phone quoted in excellent condition, submitted for a store drop-off by
 * this customer, then booked and received by admin: a request waiting in the engineer's queue.
 */
export async function receivedRequest(
  request: APIRequestContext,
  customer: { fullName: string; phone: string; locale: TLocale },
): Promise<{ reference: string; offerThb: number }> {
  const { brands } = (await (await request.get('/api/brands?category=phone')).json()) as {
    brands: { id: number }[];
  };
  const { models } = (await (
    await request.get(`/api/models?brandId=${brands[0]!.id}&category=phone`)
  ).json()) as { models: { id: number; storageOptions: number[]; releaseYear: number }[] };
  const model = models[0]!;
  const quote = await request.post('/api/quotes', {
    data: {
      modelId: model.id,
      storageGb: model.storageOptions[0] ?? 0,
      year: model.releaseYear,
      answers: EXCELLENT_PHONE_ANSWERS,
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const { stores } = (await (await request.get('/api/stores')).json()) as { stores: { id: number }[] };
  const reference = generateReference();
  const submitted = await request.post('/api/trade-ins', {
    data: {
      reference,
      quoteId: ((await quote.json()) as { id: string }).id,
      option: 'tradeIn',
      fulfilment: 'store',
      storeId: stores[0]!.id,
      ...customer,
      province: 'bangkok',
      pdpaConsent: true,
      marketingOptIn: false,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  await moveAsAdmin(request, reference, ['booked', 'received']);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const detail = await request.get(`/api/admin/requests/${reference}`, { headers });
  return { reference, offerThb: ((await detail.json()) as { offeredThb: number }).offeredThb };
}
