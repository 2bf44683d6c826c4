import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZInventoryListSchema, ZSaleSchema, type TSale } from '#core/contracts/sales.ts';
import type { TRole } from '#core/roles.ts';
import { bangkokYear } from '#core/bangkok-time.ts';
import { itemCode } from '#core/warehouse/item-code.ts';
import { deliveries, saleDocuments, sales, warehouseItems } from '#server/db/schema/index.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { completeCompanyProfile, createStockItem } from '../support/sales-factories.ts';
import { pdfText } from '../support/pdf.ts';
import { useTestApp } from '../support/test-app.ts';

const testApp = useTestApp();
const year = bangkokYear();

async function tokenFor(roles: TRole[]) {
  return (await signIn(testApp.app, await createUser(testApp.db, { roles }))).accessToken;
}

function call(token: string, method: string, path: string, body?: unknown) {
  return testApp.app.request(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const retail = (itemId: number, priceThb: number) => ({
  kind: 'retail',
  customerName: 'Somchai Jaidee',
  customerContact: '0812345678',
  items: [{ itemId, priceThb }],
  paymentMethod: 'cash',
  handover: 'counter',
  documentType: 'abbreviatedTaxInvoice',
});

async function itemStatus(id: number) {
  const [row] = await testApp.db.select().from(warehouseItems).where(eq(warehouseItems.id, id));
  return row!.status;
}

describe('recording a sale', () => {
  it('refuses an empty form with "Please fill all required fields" and saves nothing', async () => {
    await completeCompanyProfile(testApp.db);
    const token = await tokenFor(['sales']);
    const response = await call(token, 'POST', '/api/sales', { kind: 'retail', items: [] });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.messageKey).toBe('salesConsole.errors.required');
    expect(body.error.details.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining([
        'customerName',
        'customerContact',
        'items',
        'paymentMethod',
        'handover',
        'documentType',
      ]),
    );
    expect(await testApp.db.select().from(sales)).toHaveLength(0);
  });

  it('sells one item: sold through the workflow, margin VAT, an abbreviated tax invoice numbered in its year', async () => {
    await completeCompanyProfile(testApp.db);
    const item = await createStockItem(testApp.db, { costSatang: 1_000_000 });
    const token = await tokenFor(['sales']);
    const response = await call(token, 'POST', '/api/sales', retail(item.id, 14_999));
    expect(response.status).toBe(201);
    const sale = ZSaleSchema.parse(await response.json());
    expect(sale.status).toBe('sold');
    expect(sale.totalSatang).toBe(1_499_900);
    // (14 999 − 10 000) × 7/107 = 327.037… baht
    expect(sale.vatSatang).toBe(32_704);
    expect(sale.lines[0]).not.toHaveProperty('costSatang');
    expect(sale.documents.map((document) => document.number)).toEqual([`ABB-${year}-000001`]);
    expect(sale.delivery).toBeNull();
    expect(await itemStatus(item.id)).toBe('sold');
    expect(sale.history.map((step) => step.to)).toEqual(['sold']);

    const again = await call(token, 'POST', '/api/sales', retail(item.id, 14_999));
    expect(again.status).toBe(409);
    expect((await again.json()).error.messageKey).toBe('salesConsole.errors.itemNotAvailable');

    const finance = await tokenFor(['finance']);
    const seen = ZSaleSchema.parse(await (await call(finance, 'GET', `/api/sales/${sale.id}`)).json());
    expect(seen.lines[0]!.costSatang).toBe(1_000_000);
  });

  it('asks for confirmation below cost, and refuses a company profile that is incomplete', async () => {
    const item = await createStockItem(testApp.db, { costSatang: 1_000_000 });
    const token = await tokenFor(['sales']);
    const incomplete = await call(token, 'POST', '/api/sales', retail(item.id, 12_000));
    expect((await incomplete.json()).error.messageKey).toBe('errors.company.incomplete');
    await completeCompanyProfile(testApp.db);

    const below = await call(token, 'POST', '/api/sales', retail(item.id, 9_000));
    expect(below.status).toBe(409);
    expect((await below.json()).error.details).toEqual([
      { path: 'items.0.priceThb', messageKey: 'salesConsole.errors.belowCost' },
    ]);
    expect(await itemStatus(item.id)).toBe('available');
    const confirmed = await call(token, 'POST', '/api/sales', {
      ...retail(item.id, 9_000),
      confirmBelowCost: true,
    });
    expect(confirmed.status).toBe(201);
    expect(((await confirmed.json()) as TSale).vatSatang).toBe(0);
  });

  it('sells three items to one buyer on a full tax invoice and ships them (a pending delivery)', async () => {
    await completeCompanyProfile(testApp.db);
    const items = [
      await createStockItem(testApp.db, { costSatang: 500_000, vatScheme: 'standard' }),
      await createStockItem(testApp.db, { costSatang: 600_000 }),
      await createStockItem(testApp.db, { costSatang: 700_000 }),
    ];
    const token = await tokenFor(['sales']);
    const body = {
      kind: 'wholesale',
      customerName: 'Mobile Mart Co., Ltd.',
      customerContact: 'buyer@mobilemart.example',
      items: items.map((item, index) => ({ itemId: item.id, priceThb: 8_000 + index * 1_001 })),
      paymentMethod: 'transfer',
      handover: 'shipped',
      shippingAddress: '12 Rama IV Road, Bangkok 10500',
      shippingPhone: '0823456789',
      documentType: 'taxInvoice',
      buyerAddress: '12 Rama IV Road, Bangkok 10500',
      buyerTaxId: '0105536092642',
      buyerBranch: '00001',
    };
    const wrongTaxId = await call(token, 'POST', '/api/sales', body);
    expect((await wrongTaxId.json()).error.details).toEqual([
      { path: 'buyerTaxId', messageKey: 'salesConsole.errors.taxId' },
    ]);
    const response = await call(token, 'POST', '/api/sales', { ...body, buyerTaxId: '0105536092641' });
    expect(response.status).toBe(201);
    const sale = ZSaleSchema.parse(await response.json());
    // 8 000 standard: 523.36…; 9 001 − 6 000 margin: 196.33…; 10 002 − 7 000: 196.39…
    expect(sale.lines.map((line) => line.vatSatang)).toEqual([52_336, 19_633, 19_639]);
    expect(sale.vatSatang).toBe(52_336 + 19_633 + 19_639);
    expect(sale.documents[0]!.number).toBe(`INV-${year}-000001`);
    expect(sale.delivery?.status).toBe('pendingDelivery');
    const [delivery] = await testApp.db.select().from(deliveries);
    expect(delivery!.address).toBe('12 Rama IV Road, Bangkok 10500');
    for (const item of items) expect(await itemStatus(item.id)).toBe('sold');
  });
});

describe('documents, cancellation and returns', () => {
  it("names the VAT scheme of each line in the document's language, and notes the margin scheme only when a line is under it", async () => {
    await completeCompanyProfile(testApp.db);
    const token = await tokenFor(['sales']);
    const printed = async (vatScheme: 'standard' | 'margin', lang: 'th' | 'en') => {
      const item = await createStockItem(testApp.db, { costSatang: 500_000, vatScheme });
      const sale = (await (await call(token, 'POST', '/api/sales', retail(item.id, 9_000))).json()) as TSale;
      const pdf = await call(token, 'GET', `/api/sales/documents/${sale.documents[0]!.id}/pdf?lang=${lang}`);
      return await pdfText(await pdf.arrayBuffer());
    };
    const standard = await printed('standard', 'en');
    expect(standard).toMatch(/\bStandard\b/);
    expect(standard).not.toMatch(/\bstandard\b/);
    expect(standard).toContain('Prices include VAT.');
    expect(standard).not.toContain('margin scheme');
    const margin = await printed('margin', 'en');
    expect(margin).toMatch(/\bMargin\b/);
    expect(margin).toContain('Second-hand goods under the margin scheme');
    expect(await printed('standard', 'th')).not.toContain('ส่วนต่างกำไร');
    expect(await printed('margin', 'th')).toContain('ภาษีแบบส่วนต่างกำไร');
  });

  it('prints the original once, then copies; cancelling keeps the number and records a credit note', async () => {
    await completeCompanyProfile(testApp.db);
    const item = await createStockItem(testApp.db);
    const token = await tokenFor(['sales']);
    const sale = (await (await call(token, 'POST', '/api/sales', retail(item.id, 15_000))).json()) as TSale;
    const documentId = sale.documents[0]!.id;
    const first = await call(token, 'GET', `/api/sales/documents/${documentId}/pdf?lang=th`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await first.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await call(token, 'GET', `/api/sales/documents/${documentId}/pdf?lang=en`);
    const [printed] = await testApp.db.select().from(saleDocuments).where(eq(saleDocuments.id, documentId));
    expect(printed!.printCount).toBe(2);

    const noReason = await call(token, 'POST', `/api/sales/${sale.id}/cancel`, {
      version: sale.version,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const cancelled = ZSaleSchema.parse(
      await (
        await call(token, 'POST', `/api/sales/${sale.id}/cancel`, {
          version: sale.version,
          reason: 'Wrong price',
        })
      ).json(),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(
      cancelled.documents.map((document) => [document.type, document.number, document.cancelled]),
    ).toEqual([
      ['abbreviatedTaxInvoice', `ABB-${year}-000001`, true],
      ['creditNote', `CN-${year}-000001`, false],
    ]);
    expect(cancelled.documents[1]!.reversesNumber).toBe(`ABB-${year}-000001`);
    expect(cancelled.documents[1]!.totalSatang).toBe(1_500_000);
    expect(await itemStatus(item.id)).toBe('returned');

    const finance = await tokenFor(['finance']);
    const list = await (await call(finance, 'GET', '/api/sales/documents?type=creditNote')).json();
    expect(list.items.map((document: { number: string }) => document.number)).toEqual([`CN-${year}-000001`]);
  });

  it('takes one item of three back within the warranty: a credit note for it, back on a shelf', async () => {
    await completeCompanyProfile(testApp.db);
    const items = [
      await createStockItem(testApp.db),
      await createStockItem(testApp.db),
      await createStockItem(testApp.db),
    ];
    const sales = await tokenFor(['sales']);
    const sale = (await (
      await call(sales, 'POST', '/api/sales', {
        ...retail(items[0]!.id, 12_000),
        kind: 'wholesale',
        items: items.map((item) => ({ itemId: item.id, priceThb: 12_000 })),
        documentType: 'receipt',
      })
    ).json()) as TSale;
    const forbidden = await call(sales, 'POST', `/api/sales/${sale.id}/return`, {
      version: sale.version,
      itemIds: [items[1]!.id],
      reason: 'Screen flickers',
      disposition: 'restock',
      location: 'R-01',
    });
    expect(forbidden.status).toBe(403);

    const both = await tokenFor(['sales', 'warehouse']);
    const response = await call(both, 'POST', `/api/sales/${sale.id}/return`, {
      version: sale.version,
      itemIds: [items[1]!.id],
      reason: 'Screen flickers',
      disposition: 'restock',
      location: 'R-01',
    });
    expect(response.status).toBe(200);
    const after = ZSaleSchema.parse(await response.json());
    expect(after.status).toBe('sold');
    expect(after.documents.map((document) => document.number)).toEqual([
      `RCP-${year}-000001`,
      `CN-${year}-000001`,
    ]);
    expect(after.documents[1]!.totalSatang).toBe(1_200_000);
    expect(await itemStatus(items[1]!.id)).toBe('available');
    expect(after.lines.filter((line) => line.returnedAt).map((line) => line.itemId)).toEqual([items[1]!.id]);

    const twice = await call(both, 'POST', `/api/sales/${sale.id}/return`, {
      version: after.version,
      itemIds: [items[1]!.id],
      reason: 'again',
    });
    expect((await twice.json()).error.messageKey).toBe('salesConsole.errors.notReturnable');

    const rest = ZSaleSchema.parse(
      await (
        await call(both, 'POST', `/api/sales/${sale.id}/return`, {
          version: after.version,
          itemIds: [items[0]!.id, items[2]!.id],
          reason: 'Buyer changed mind',
          disposition: 'writeOff',
        })
      ).json(),
    );
    expect(rest.status).toBe('returned');
    expect(await itemStatus(items[0]!.id)).toBe('writtenOff');
  });
});

describe('the inventory', () => {
  it('lists available items with suggested prices from admin margins; cost only for finance, account and admin', async () => {
    await createStockItem(testApp.db, {
      costSatang: 1_000_000,
      grade: 'A',
      description: 'Apple iPhone 13 128 GB',
    });
    const b = await createStockItem(testApp.db, {
      costSatang: 800_000,
      grade: 'B',
      description: 'Samsung Galaxy S22',
    });
    const admin = await tokenFor(['admin']);
    const put = await call(admin, 'PUT', '/api/sales/margins', {
      margins: [
        { grade: 'A', marginPercent: 25 },
        { grade: '*', marginPercent: 10 },
      ],
    });
    expect(put.status).toBe(200);
    const sales = await tokenFor(['sales']);
    expect((await call(sales, 'PUT', '/api/sales/margins', { margins: [] })).status).toBe(403);
    // With an item's suggested price, its margin would tell its cost: sales staff do not read them.
    expect((await call(sales, 'GET', '/api/sales/margins')).status).toBe(403);

    const list = ZInventoryListSchema.parse(await (await call(sales, 'GET', '/api/sales/inventory')).json());
    expect(list.showsCost).toBe(false);
    expect(list.items.map((item) => [item.grade, item.suggestedPriceSatang, item.costSatang])).toEqual(
      expect.arrayContaining([
        ['A', 1_250_000, undefined],
        ['B', 880_000, undefined],
      ]),
    );
    expect(list.items[0]!.imeiLast4).toMatch(/^\d{4}$/);
    const byImei = ZInventoryListSchema.parse(
      await (await call(sales, 'GET', `/api/sales/inventory?q=${b.imeiSerial}`)).json(),
    );
    expect(byImei.items.map((item) => item.id)).toEqual([b.id]);
    const byLabel = ZInventoryListSchema.parse(
      await (await call(sales, 'GET', `/api/sales/inventory?q=${itemCode(b.id)}`)).json(),
    );
    expect(byLabel.items.map((item) => item.id)).toEqual([b.id]);
    const byGrade = ZInventoryListSchema.parse(
      await (await call(sales, 'GET', '/api/sales/inventory?grade=A')).json(),
    );
    expect(byGrade.items.map((item) => item.grade)).toEqual(['A']);
    const asAdmin = ZInventoryListSchema.parse(
      await (await call(admin, 'GET', '/api/sales/inventory')).json(),
    );
    expect(asAdmin.showsCost).toBe(true);
    expect(asAdmin.items.map((item) => item.costSatang)).toEqual(
      expect.arrayContaining([1_000_000, 800_000]),
    );
  });
});
