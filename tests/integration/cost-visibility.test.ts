import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COST_READERS, mayReadCost } from '#core/cost-readers.ts';
import { ROLES, type TRole } from '#core/roles.ts';
import { warehouseItems, workflowHistory } from '#server/db/schema/index.ts';
import { ACCESS_POLICY } from '#server/http/access-policy.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { createRequest } from '../support/admin-request-factories.ts';
import { completeCompanyProfile } from '../support/sales-factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createStockItem } from '../support/warehouse-factories.ts';

/**
 * Issue 28 item 3: every API answer that carries an item's cost leaves it out for roles outside
 * COST_READERS. Every GET route of the route table (ids sequential, as an attacker walks them) is asked
 * as every role, a staff account without roles and a dealer; each answer read (JSON, CSV, text) is
 * scanned for the cost keys and for the known costs written every way an answer could write them. The
 * prices the items were bought at (offer, inspected price) are scanned in the item routes (warehouse,
 * sales, logistics): elsewhere they are the request's own prices, which the engineer and admin work with.
 */

const testDatabase = useTestDatabase({ reset: 'once' });
let testApp: TTestApp;
afterAll(async () => {
  await testApp.close();
});

type TCaller = { name: string; kind: 'staff' | 'dealer'; roles: TRole[] };
const CALLERS: TCaller[] = [
  ...ROLES.map((role) => ({ name: role, kind: 'staff' as const, roles: [role] })),
  { name: 'staff (no role)', kind: 'staff', roles: [] },
  { name: 'warehouse+sales', kind: 'staff', roles: ['warehouse', 'sales'] },
  { name: 'dealer', kind: 'dealer', roles: [] },
];

const COST_KEYS = ['costSatang', 'marginPercent'];
/** Unusual amounts, so that finding one means finding the cost. */
const STOCK_COST = 8_765_431;
const SOLD_COST = 7_654_329;
const OFFERED_THB = 55_551;
const INSPECTED_THB = 55_552;

/** An amount in satang as an answer may write it: 8765431, 87654.31, 87,654.31. */
function satangForms(satang: number): string[] {
  const baht = (satang / 100).toFixed(2);
  return [String(satang), baht, Number(baht).toLocaleString('en-US', { minimumFractionDigits: 2 })];
}
const thbForms = (thb: number): string[] => [String(thb), thb.toLocaleString('en-US')];

const COST_VALUES = [...satangForms(STOCK_COST), ...satangForms(SOLD_COST)];
const PRICE_VALUES = [...thbForms(OFFERED_THB), ...thbForms(INSPECTED_THB)];
const ITEM_ROUTE = /^GET \/api\/(warehouse|sales|logistics)\b/;

const state = {
  tokens: new Map<string, string>(),
  stockId: 0,
  soldId: 0,
  saleId: 0,
  reference: '',
};

function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) keysIn(entry, found);
  else if (value && typeof value === 'object')
    for (const [key, entry] of Object.entries(value)) {
      found.add(key);
      keysIn(entry, found);
    }
  return found;
}

/** The paths to ask for one route: its parameters filled with the test's records. */
function pathsFor(key: string): string[] {
  const pattern = key.slice(4);
  const fill = (id: number) =>
    pattern
      .replace(/:reference\b/g, state.reference)
      .replace(/:code\b/g, 'x')
      .replace(/:(\w+)/g, () => String(id));
  const queries: Record<string, string[]> = {
    'GET /api/warehouse/items': ['?status=available', '?status=sold', `?q=${state.reference}`],
    'GET /api/warehouse/labels.pdf': [`?ids=${state.stockId}`],
    'GET /api/sales/inventory': [''],
    'GET /api/reports/summary.csv': ['?table=offerVsActual', '?table=topModels'],
  };
  const suffixes = queries[key] ?? [''];
  const ids = pattern.includes('/api/sales/:id') ? [state.saleId] : [state.stockId, state.soldId];
  return [...new Set(ids.flatMap((id) => suffixes.map((suffix) => fill(id) + suffix)))];
}

/** What an answer tells a caller who may not see cost: each finding names the key or value. */
async function leaksIn(key: string, response: Response): Promise<string[]> {
  const type = response.headers.get('content-type') ?? '';
  if (!/json|text|csv/.test(type)) return []; // PDFs, images: no cost is drawn in them (labels, documents)
  const body = await response.text();
  const findings: string[] = [];
  // The API's description names every field (costSatang among them) and holds no one's data.
  if (type.includes('json') && !key.startsWith('GET /api/openapi')) {
    const keys = keysIn(JSON.parse(body) as unknown);
    for (const costKey of COST_KEYS) if (keys.has(costKey)) findings.push(`key ${costKey}`);
  }
  for (const costKey of COST_KEYS)
    if (!type.includes('json') && body.includes(costKey)) findings.push(costKey);
  const values = ITEM_ROUTE.test(key) ? [...COST_VALUES, ...PRICE_VALUES] : COST_VALUES;
  for (const value of values) if (body.includes(value)) findings.push(`value ${value}`);
  return findings;
}

beforeAll(async () => {
  testApp = await createTestApp({ database: testDatabase.database });
  const { app } = testApp;
  const db = testDatabase.db;
  for (const caller of CALLERS) {
    const user = await createUser(db, { kind: caller.kind, roles: caller.roles });
    state.tokens.set(caller.name, (await signIn(app, user)).accessToken);
  }
  const bought = await createRequest(db, {
    status: 'settled',
    offeredThb: OFFERED_THB,
    engineerActualPriceThb: INSPECTED_THB,
  });
  const stock = await createStockItem(db, {
    status: 'available',
    costSatang: STOCK_COST,
    location: 'A-1',
  });
  // The passport's request: the one bought at the unusual prices, its inspection in the history.
  await db.update(warehouseItems).set({ tradeInId: bought.id }).where(eq(warehouseItems.id, stock.id));
  await db.insert(workflowHistory).values({
    entity: 'tradeIn',
    entityId: bought.id,
    fromState: 'pickedUp',
    toState: 'inspected',
    actorKind: 'staff',
    actorLabel: 'engineer@example.com',
    evidence: { actualPriceThb: INSPECTED_THB },
  });
  state.stockId = stock.id;
  state.reference = bought.reference;

  // A sold item: its sale line keeps its cost.
  await completeCompanyProfile(db);
  const toSell = await createStockItem(db, { status: 'available', costSatang: SOLD_COST, location: 'B-2' });
  state.soldId = toSell.id;
  const sold = await app.request('/api/sales', {
    method: 'POST',
    headers: { ...bearer(state.tokens.get('sales')!), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      kind: 'retail',
      items: [{ itemId: toSell.id, priceThb: 99_999 }],
      customerName: 'ลูกค้า ทดสอบ',
      customerContact: '0812345678',
      paymentMethod: 'cash',
      handover: 'counter',
      documentType: 'abbreviatedTaxInvoice',
    }),
  });
  expect(sold.status, await sold.clone().text()).toBe(201);
  state.saleId = ((await sold.json()) as { id: number }).id;
});

const GET_ROUTES = Object.keys(ACCESS_POLICY).filter((key) => key.startsWith('GET /api/'));

describe('cost only for COST_READERS', () => {
  it('asks enough routes to mean something', () => {
    expect(GET_ROUTES.length).toBeGreaterThan(60);
    expect(GET_ROUTES).toContain('GET /api/warehouse/items/:id');
    expect(COST_READERS).toEqual(['finance', 'account']);
  });

  it.each(CALLERS.map((caller) => [caller.name, caller] as const))(
    'answers %s without cost unless a reader',
    async (_name, caller) => {
      const token = state.tokens.get(caller.name)!;
      const reader = caller.kind === 'staff' && mayReadCost(caller.roles);
      const leaks: string[] = [];
      const seen: string[] = [];
      let answered = 0;
      for (const key of GET_ROUTES) {
        for (const path of pathsFor(key)) {
          const response = await testApp.app.request(path, { headers: bearer(token) });
          expect(response.status, `${path}: ${response.status}`).toBeLessThan(500);
          if (response.status !== 200) continue;
          answered += 1;
          const findings = await leaksIn(key, response);
          if (reader) seen.push(...findings.map((finding) => `${path}: ${finding}`));
          else leaks.push(...findings.map((finding) => `${path}: ${finding}`));
        }
      }
      expect(answered).toBeGreaterThan(0);
      expect(leaks).toEqual([]);
      // The scan finds cost where a reader is given it: it would find a leak too.
      if (reader) {
        const passport = `/api/warehouse/items/${state.stockId}`;
        expect(seen).toEqual(
          expect.arrayContaining([
            `${passport}: key costSatang`,
            `${passport}: value ${STOCK_COST}`,
            `${passport}: value ${OFFERED_THB}`,
            `${passport}: value ${INSPECTED_THB}`,
          ]),
        );
      }
    },
    // Every GET route (a hundred and more, PDFs and exports among them) for one caller: minutes on a
    // loaded machine, where a test's default 30 s does not suffice.
    180_000,
  );
});
