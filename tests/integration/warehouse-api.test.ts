import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import {
  ZReceiveResultSchema,
  ZWarehouseListSchema,
  ZWarehouseLookupSchema,
  ZWarehousePassportSchema,
  ZWarehouseSettingsSchema,
} from '#core/contracts/warehouse.ts';
import type { TRole } from '#core/roles.ts';
import { EVENT_HANDLERS } from '#server/event-handlers.ts';
import { createLogger } from '#server/http/logger.ts';
import { auditLog, inspections, warehouseItems, workflowHistory } from '#server/db/schema/index.ts';
import { createOutboxWorker } from '#server/modules/workflow/outbox-worker.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { useTestApp, type TRequester } from '../support/test-app.ts';
import { createStockItem } from '../support/warehouse-factories.ts';
import { createBrand, createModel } from '../support/factories.ts';

const testApp = useTestApp();

async function signInAs(roles: TRole[]) {
  const { app, db } = testApp;
  const user = await createUser(db, { roles });
  const { accessToken } = await signIn(app, user);
  const call = (app: TRequester, method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...bearer(accessToken),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    user,
    get: (path: string) => call(app, 'GET', path),
    send: (method: 'POST' | 'PUT', path: string, body: unknown) => call(app, method, path, body),
  };
}

async function ok<T>(response: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return schema.parse(await response.json());
}

async function expectError(response: Response, status: number, messageKey: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(ZErrorBodySchema.parse(await response.json()).error.messageKey).toBe(messageKey);
}

describe('the warehouse list', () => {
  it('filters by status tab, VAT scheme and search, with totals of the whole filter and keyset pages', async () => {
    const { db } = testApp;
    const clerk = await signInAs(['warehouse']);
    const made = [];
    for (let index = 0; index < 5; index += 1) {
      made.push(
        await createStockItem(db, {
          costSatang: 100_000 * (index + 1),
          vatScheme: index % 2 === 0 ? 'margin' : 'standard',
          imeiSerial: `35209900123456${index}`,
          deviceDescription: index === 4 ? 'Samsung Galaxy S24 256 GB' : 'Apple iPhone 15 128 GB',
        }),
      );
    }
    await createStockItem(db, { status: 'available', costSatang: 999_900, location: 'A-1' });
    await createStockItem(db, { status: 'sold', costSatang: 50_000, vatScheme: 'standard' });

    const pending = await ok(await clerk.get('/api/warehouse/items'), ZWarehouseListSchema);
    // Warehouse staff are not COST_READERS (issue 28 item 3): counts without cost; finance sees both.
    expect(pending.totals).toEqual({ count: 5 });
    expect(pending.showsCost).toBe(false);
    expect(pending.items.some((item) => 'costSatang' in item)).toBe(false);
    const reader = await signInAs(['warehouse', 'finance']);
    const costed = await ok(await reader.get('/api/warehouse/items'), ZWarehouseListSchema);
    expect(costed.totals).toEqual({ count: 5, costSatang: 1_500_000 });
    expect(costed.items.map((item) => item.costSatang)).toEqual(
      made.map((item) => item.costSatang).reverse(),
    );
    expect(pending.items.map((item) => item.id)).toEqual(made.map((item) => item.id).reverse());
    expect(pending.items[0]).toMatchObject({
      code: `WH-${String(made[4]!.id).padStart(6, '0')}`,
      status: 'pending',
    });

    const margin = await ok(
      await clerk.get('/api/warehouse/items?status=pending&vat=margin'),
      ZWarehouseListSchema,
    );
    expect(margin.totals).toEqual({ count: 3 });
    expect(
      (await ok(await reader.get('/api/warehouse/items?status=pending&vat=margin'), ZWarehouseListSchema))
        .totals,
    ).toEqual({ count: 3, costSatang: 100_000 + 300_000 + 500_000 });
    expect(margin.items.every((item) => item.vatScheme === 'margin')).toBe(true);
    const standard = await ok(
      await clerk.get('/api/warehouse/items?status=sold&vat=standard'),
      ZWarehouseListSchema,
    );
    expect(standard.totals).toEqual({ count: 1 });
    const available = await ok(
      await clerk.get('/api/warehouse/items?status=available'),
      ZWarehouseListSchema,
    );
    expect(available.items.map((item) => item.location)).toEqual(['A-1']);

    // Search: an IMEI, a reference, words of the model, a label code; totals follow the search.
    const byImei = await ok(await clerk.get('/api/warehouse/items?q=352099001234562'), ZWarehouseListSchema);
    expect(byImei.items.map((item) => item.id)).toEqual([made[2]!.id]);
    const byReference = await ok(
      await clerk.get(`/api/warehouse/items?q=${made[1]!.reference.toLowerCase()}`),
      ZWarehouseListSchema,
    );
    expect(byReference.items.map((item) => item.id)).toEqual([made[1]!.id]);
    const byModel = await ok(await clerk.get('/api/warehouse/items?q=galaxy%20s24'), ZWarehouseListSchema);
    expect(byModel).toMatchObject({ totals: { count: 1 } });
    expect(
      (await ok(await reader.get('/api/warehouse/items?q=galaxy%20s24'), ZWarehouseListSchema)).totals,
    ).toEqual({ count: 1, costSatang: 500_000 });
    const byCode = await ok(
      await clerk.get(`/api/warehouse/items?q=WH-${made[0]!.id}`),
      ZWarehouseListSchema,
    );
    expect(byCode.items.map((item) => item.id)).toEqual([made[0]!.id]);

    // Pages of two, each after the last, none repeated.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/warehouse/items?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await ok(await clerk.get(query), ZWarehouseListSchema);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((item) => item.id).reverse());

    await expectError(
      await clerk.get('/api/warehouse/items?vat=zero'),
      400,
      'warehouseConsole.errors.filterInvalid',
    );
    await expectError(
      await clerk.get('/api/warehouse/items?cursor=nope'),
      400,
      'warehouseConsole.errors.cursorInvalid',
    );
  });
});

describe('receiving items', () => {
  it('receives many pending items onto a bin in one step, and names each one it could not', async () => {
    const { db } = testApp;
    const clerk = await signInAs(['warehouse']);
    const pending = [];
    for (let index = 0; index < 3; index += 1) pending.push(await createStockItem(db));
    const sold = await createStockItem(db, { status: 'sold' });

    const result = await ok(
      await clerk.send('POST', '/api/warehouse/items/receive', {
        ids: [...pending.map((item) => item.id), sold.id, 999_999],
        location: ' B-07 ',
        note: 'morning delivery',
      }),
      ZReceiveResultSchema,
    );
    expect(result.received.map((item) => item.id)).toEqual(pending.map((item) => item.id));
    expect(result.failed).toEqual([
      {
        id: sold.id,
        code: `WH-${String(sold.id).padStart(6, '0')}`,
        messageKey: 'warehouseConsole.errors.notPending',
      },
      { id: 999_999, code: 'WH-999999', messageKey: 'warehouseConsole.errors.itemNotFound' },
    ]);

    const rows = await db.select().from(warehouseItems).orderBy(warehouseItems.id);
    expect(rows.map((row) => [row.status, row.location, row.version])).toEqual([
      ['available', 'B-07', 2],
      ['available', 'B-07', 2],
      ['available', 'B-07', 2],
      ['sold', null, 1],
    ]);
    const history = await db
      .select()
      .from(workflowHistory)
      .where(eq(workflowHistory.entity, 'warehouseItem'));
    expect(history.map((row) => [row.entityId, row.fromState, row.toState, row.evidence, row.note])).toEqual(
      pending.map((item) => [item.id, 'pending', 'available', { location: 'B-07' }, 'morning delivery']),
    );
    expect(history.every((row) => row.actorLabel === clerk.user.email)).toBe(true);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'WAREHOUSE_ITEM_STATUS_CHANGED'));
    expect(audits).toHaveLength(3);

    // Totals follow: the tab of available items now holds the three.
    const available = await ok(
      await clerk.get('/api/warehouse/items?status=available'),
      ZWarehouseListSchema,
    );
    expect(available.totals).toEqual({ count: 3 });
    const again = await ok(await clerk.get('/api/warehouse/items'), ZWarehouseListSchema);
    expect(again.totals).toEqual({ count: 0 });
  });

  it('refuses a receive without a location or items, changing nothing', async () => {
    const { db } = testApp;
    const clerk = await signInAs(['warehouse']);
    const item = await createStockItem(db);
    await expectError(
      await clerk.send('POST', '/api/warehouse/items/receive', { ids: [item.id], location: '  ' }),
      400,
      'warehouseConsole.errors.locationRequired',
    );
    await expectError(
      await clerk.send('POST', '/api/warehouse/items/receive', { ids: [], location: 'A-1' }),
      400,
      'warehouseConsole.errors.noItems',
    );
    const [row] = await db.select().from(warehouseItems);
    expect(row).toMatchObject({ status: 'pending', location: null, version: 1 });
  });
});

describe('labels', () => {
  const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

  it('prints the items as an A4 sheet of 36 labels a page, or one 50×30 mm label a page', async () => {
    const { db } = testApp;
    const clerk = await signInAs(['warehouse']);
    const ids = [];
    for (let index = 0; index < 37; index += 1) {
      ids.push(
        (await createStockItem(db, { imeiSerial: index === 0 ? null : `3520990012${10_000 + index}` })).id,
      );
    }
    const sheet = await clerk.get(`/api/warehouse/labels.pdf?ids=${ids.join(',')}`);
    expect(sheet.status, await sheet.clone().text()).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    const sheetPdf = Buffer.from(await sheet.arrayBuffer());
    expect(sheetPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(sheetPdf)).toBe(2);
    expect(sheetPdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const single = await clerk.get(
      `/api/warehouse/labels.pdf?ids=${ids.slice(0, 3).join(',')}&format=single`,
    );
    const singlePdf = Buffer.from(await single.arrayBuffer());
    expect(pages(singlePdf)).toBe(3);
    expect(singlePdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 141\.73\d* 85\.03\d*\]/);

    await expectError(
      await clerk.get(`/api/warehouse/labels.pdf?ids=${ids[0]},424242`),
      404,
      'warehouseConsole.errors.itemNotFound',
    );
    await expectError(
      await clerk.get('/api/warehouse/labels.pdf?ids='),
      400,
      'warehouseConsole.errors.noItems',
    );
    const engineer = await signInAs(['engineer']);
    expect((await engineer.get(`/api/warehouse/labels.pdf?ids=${ids[0]}`)).status).toBe(403);
  });
});

describe('access', () => {
  it('lets warehouse staff and admin in, and gives others "Access denied"', async () => {
    const { db } = testApp;
    const item = await createStockItem(db);
    const engineer = await signInAs(['engineer']);
    const sales = await signInAs(['sales']);
    const admin = await signInAs(['admin']);
    for (const path of [
      '/api/warehouse/items',
      '/api/warehouse/lookup?code=WH-1',
      '/api/warehouse/settings',
    ]) {
      expect((await engineer.get(path)).status, path).toBe(403);
    }
    expect(
      (await engineer.send('POST', '/api/warehouse/items/receive', { ids: [item.id], location: 'A-1' }))
        .status,
    ).toBe(403);
    expect((await admin.get('/api/warehouse/items')).status).toBe(200);
    // The passport is for any staff member; a signed-out visitor gets nothing.
    expect((await sales.get(`/api/warehouse/items/${item.id}`)).status).toBe(200);
    expect((await testApp.app.request(`/api/warehouse/items/${item.id}`)).status).toBe(401);
    // Settings: warehouse reads, only admin changes.
    const clerk = await signInAs(['warehouse']);
    expect(
      (await clerk.send('PUT', '/api/warehouse/settings', { individualVatScheme: 'standard' })).status,
    ).toBe(403);
    const [row] = await db.select().from(warehouseItems);
    expect(row!.status).toBe('pending');
    const received = await ok(
      await admin.send('POST', '/api/warehouse/items/receive', { ids: [item.id], location: 'A-1' }),
      ZReceiveResultSchema,
    );
    expect(received.received).toHaveLength(1);
  });
});

describe('from settlement to shelf', () => {
  it('stocks a request settled from its admin page under the VAT rule admin set, then finds and shows its passport', async () => {
    const { app, db } = testApp;
    const admin = await signInAs(['admin']);
    const clerk = await signInAs(['warehouse']);
    // Standard VAT until an admin chooses otherwise (issue 28 item 8).
    expect(await ok(await clerk.get('/api/warehouse/settings'), ZWarehouseSettingsSchema)).toEqual({
      individualVatScheme: 'standard',
    });
    // The margin scheme is an admin's choice (on the tax adviser's word): what admin chose applies.
    await ok(
      await admin.send('PUT', '/api/warehouse/settings', { individualVatScheme: 'margin' }),
      ZWarehouseSettingsSchema,
    );
    await expectError(
      await admin.send('PUT', '/api/warehouse/settings', { individualVatScheme: 'zero' }),
      400,
      'warehouseConsole.errors.vatSchemeInvalid',
    );

    const request = await createRequest(db, {
      status: 'inspected',
      imeiSerial: '490154203237518',
      grade: 'good',
      storageGb: 256,
      offeredThb: 12_000,
      engineerActualPriceThb: 12_000,
    });
    // The wipe the engineer recorded with the inspection (the engineer console's row).
    const wipedAt = new Date('2026-01-05T03:00:00.000Z');
    await db.insert(inspections).values({
      tradeInId: request.id,
      receivedAt: new Date('2026-01-05T02:00:00.000Z'),
      wipeMethod: 'factoryReset',
      wipedAt,
    });
    const settled = await admin.send('POST', `/api/admin/requests/${request.reference}/status`, {
      to: 'settled',
      version: request.version,
    });
    expect(settled.status, await settled.clone().text()).toBe(200);
    const worker = createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger: createLogger('silent') });
    await worker.drain();

    const found = await ok(
      await clerk.get('/api/warehouse/lookup?code=490154203237518'),
      ZWarehouseLookupSchema,
    );
    const byLink = await ok(
      await clerk.get(
        `/api/warehouse/lookup?code=${encodeURIComponent(`https://x.example/warehouse?item=${found.id}`)}`,
      ),
      ZWarehouseLookupSchema,
    );
    expect(byLink.id).toBe(found.id);
    await expectError(
      await clerk.get('/api/warehouse/lookup?code=000000000000000'),
      404,
      'warehouseConsole.errors.itemNotFound',
    );

    await ok(
      await clerk.send('POST', '/api/warehouse/items/receive', { ids: [found.id], location: 'C-3' }),
      ZReceiveResultSchema,
    );
    const passport = await ok(await clerk.get(`/api/warehouse/items/${found.id}`), ZWarehousePassportSchema);
    // The clerk is not a COST_READER (issue 28 item 3): no cost, no prices it was bought at.
    expect(passport).not.toHaveProperty('costSatang');
    expect(passport.showsCost).toBe(false);
    expect(passport.inspection).not.toHaveProperty('offeredThb');
    expect(passport.inspection).not.toHaveProperty('actualPriceThb');
    const accountant = await signInAs(['account']);
    const costed = await ok(
      await accountant.get(`/api/warehouse/items/${found.id}`),
      ZWarehousePassportSchema,
    );
    expect(costed).toMatchObject({
      costSatang: 1_200_000,
      showsCost: true,
      inspection: { offeredThb: 12_000, actualPriceThb: 12_000 },
    });
    expect(passport).toMatchObject({
      reference: request.reference,
      status: 'available',
      vatScheme: 'margin',
      imeiSerial: '490154203237518',
      storageGb: 256,
      grade: 'good',
      location: 'C-3',
      inspection: { grade: 'good' },
      wipe: { method: 'factoryReset', at: wipedAt.toISOString(), by: null },
    });
    expect(passport.history.map((step) => [step.record, step.from, step.to])).toEqual([
      ['tradeIn', 'inspected', 'settled'],
      ['warehouseItem', null, 'pending'],
      ['warehouseItem', 'pending', 'available'],
    ]);
    expect(passport.history[2]).toMatchObject({ by: clerk.user.email, evidence: { location: 'C-3' } });
    await expectError(
      await clerk.get('/api/warehouse/items/424242'),
      404,
      'warehouseConsole.errors.itemNotFound',
    );
    void app;
  });
});

describe('a stock item is named from the catalogue', () => {
  it('names an item from its words when the request came without a valuation, keeping the words for the passport', async () => {
    const { db } = testApp;
    const admin = await signInAs(['admin']);
    const clerk = await signInAs(['warehouse']);
    const brand = await createBrand(db, { name: 'vivo', slug: 'vivo-catalogue' });
    const x200 = await createModel(db, { brandId: brand.id, name: 'X200 FE' });
    await createModel(db, { brandId: brand.id, name: 'X200' });
    const words = 'vivo X200 FE ใช้งานปกติ มีรอยที่ขอบ';
    const free = await createRequest(db, {
      status: 'inspected',
      deviceDescription: words,
      offeredThb: 6_000,
      engineerActualPriceThb: 6_000,
    });
    const unknown = await createRequest(db, {
      status: 'inspected',
      deviceDescription: 'โทรศัพท์เก่า ยี่ห้อไม่ทราบ',
      offeredThb: 500,
      engineerActualPriceThb: 500,
    });
    for (const request of [free, unknown]) {
      const settled = await admin.send('POST', `/api/admin/requests/${request.reference}/status`, {
        to: 'settled',
        version: request.version,
      });
      expect(settled.status, await settled.clone().text()).toBe(200);
    }
    await createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger: createLogger('silent') }).drain();

    const rows = await db.select().from(warehouseItems).orderBy(warehouseItems.id);
    expect(
      rows.map((row) => [row.deviceDescription, row.customerDescription, row.modelId, row.brandId]),
    ).toEqual([
      ['vivo X200 FE', words, x200.id, brand.id],
      // No model in the words: the words name it, as before.
      ['โทรศัพท์เก่า ยี่ห้อไม่ทราบ', null, null, null],
    ]);
    const passport = await ok(
      await clerk.get(`/api/warehouse/items/${rows[0]!.id}`),
      ZWarehousePassportSchema,
    );
    expect([passport.model, passport.customerDescription, passport.category]).toEqual([
      'vivo X200 FE',
      words,
      'phone',
    ]);
  });
});
