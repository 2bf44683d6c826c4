import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminRequestListSchema,
  type TAdminRequestList,
  type TAdminRequestListQueryInput,
} from '#core/contracts/admin-requests.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import { tradeIns } from '#server/db/schema/index.ts';
import { createRequest, generateRequests } from '../support/admin-request-factories.ts';
import { signInAdmin, type TAdminClient } from '../support/admin-request-api.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

/** What the oracle knows of each row: read straight from the table, filtered and sorted in JavaScript. */
interface TOracleRow {
  id: number;
  reference: string;
  status: string;
  createdAt: string;
  category: string | null;
  brandId: number | null;
  fulfilment: string;
  option: string | null;
  province: string;
  dealerCode: string | null;
  phone: string;
  email: string | null;
  imeiSerial: string | null;
  fullName: string;
  offeredThb: number | null;
}

const GENERATED = 600;
const handle = useTestDatabase({ reset: 'once' });
let testApp: TTestApp;
let admin: TAdminClient;
let rows: TOracleRow[];
let brandIds: number[];

beforeAll(async () => {
  const { database, db } = handle;
  testApp = await createTestApp({ database });
  const apple = await createBrand(db, { name: 'Apple', category: 'phone' });
  const lenovo = await createBrand(db, { name: 'Lenovo', category: 'notebook' });
  brandIds = [apple.id, lenovo.id];
  await createModel(db, { brandId: apple.id, name: 'iPhone 15', category: 'phone' });
  await createModel(db, { brandId: apple.id, name: 'iPad Air', category: 'tablet' });
  await createModel(db, { brandId: lenovo.id, name: 'ThinkPad X1', category: 'notebook' });
  // Three rows per instant: the keyset must break ties by id.
  await generateRequests(db, { count: GENERATED, rowsPerInstant: 3 });
  // Either side of midnight in Bangkok (UTC+7): 1 March 23:59:59.999 and 2 March 00:00.
  await createRequest(db, { fullName: 'Late Night', createdAt: new Date('2024-03-01T16:59:59.999Z') });
  await createRequest(db, { fullName: 'Early Bird', createdAt: new Date('2024-03-01T17:00:00.000Z') });
  // Characters that mean something to LIKE are searched literally.
  await createRequest(db, { fullName: '50%_off Shop', phone: '0899999991' });
  await createRequest(db, { fullName: '50 Percent Shop', phone: '0899999992' });
  admin = await signInAdmin(testApp.app, db);
  rows = (await db
    .select({
      id: tradeIns.id,
      reference: tradeIns.reference,
      status: tradeIns.status,
      createdAt: sql<string>`to_char(${tradeIns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      category: tradeIns.category,
      brandId: tradeIns.brandId,
      fulfilment: tradeIns.fulfilment,
      option: tradeIns.option,
      province: tradeIns.province,
      dealerCode: tradeIns.dealerCode,
      phone: tradeIns.phone,
      email: tradeIns.email,
      imeiSerial: tradeIns.imeiSerial,
      fullName: tradeIns.fullName,
      offeredThb: tradeIns.offeredThb,
    })
    .from(tradeIns)
    .orderBy(asc(tradeIns.id))) as TOracleRow[];
});

afterAll(async () => {
  await testApp.close();
});

function toQueryString(query: TAdminRequestListQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  return params.toString();
}

async function listPage(query: TAdminRequestListQueryInput): Promise<TAdminRequestList> {
  const response = await admin.get(`/api/admin/requests?${toQueryString(query)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ZAdminRequestListSchema.parse(await response.json());
}

/** Every page of the list, following nextCursor. */
async function listAll(query: TAdminRequestListQueryInput): Promise<string[]> {
  const references: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page += 1) {
    const result = await listPage({ ...query, ...(cursor ? { cursor } : {}) });
    references.push(...result.items.map((item) => item.reference));
    if (!result.nextCursor) return references;
    expect(result.items).toHaveLength(Number(query.pageSize ?? 25));
    cursor = result.nextCursor;
  }
  throw new Error('more than 1000 pages');
}

const statusRank = (status: string) => TRADE_IN_STATUSES.indexOf(status as never);
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const sortKey: Record<string, (row: TOracleRow) => (string | number)[]> = {
  createdAt: (row) => [row.createdAt, row.id],
  offeredThb: (row) => [row.offeredThb ?? -1, row.id],
  status: (row) => [statusRank(row.status), row.createdAt, row.id],
  reference: (row) => [row.reference, row.id],
};

function expected(
  predicate: (row: TOracleRow) => boolean,
  sort = 'createdAt',
  dir: 'asc' | 'desc' = 'desc',
): string[] {
  const key = sortKey[sort]!;
  return rows
    .filter(predicate)
    .sort((a, b) => {
      const [keyA, keyB] = [key(a), key(b)];
      for (let index = 0; index < keyA.length; index += 1) {
        const order = compare(keyA[index]!, keyB[index]!);
        if (order !== 0) return dir === 'desc' ? -order : order;
      }
      return 0;
    })
    .map((row) => row.reference);
}

describe('GET /api/admin/requests', () => {
  it('pages through every request newest first, 25 a page by default, each row once', async () => {
    const first = await listPage({});
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({
      reference: expect.stringMatching(/^TRD-/),
      status: expect.any(String),
      fullName: expect.any(String),
      phone: expect.stringMatching(/^0\d{9}$/),
      device: expect.any(String),
      fulfilment: expect.stringMatching(/^(store|pickup)$/),
      province: expect.any(String),
    });
    const all = await listAll({ pageSize: 100 });
    expect(all).toEqual(expected(() => true));
    expect(new Set(all).size).toBe(rows.length);
  });

  it.each([
    ['createdAt', 'asc'],
    ['offeredThb', 'desc'],
    ['offeredThb', 'asc'],
    ['status', 'asc'],
    ['status', 'desc'],
    ['reference', 'asc'],
    ['reference', 'desc'],
  ] as const)('sorts by %s %s across pages', async (sort, dir) => {
    expect(await listAll({ sort, dir, pageSize: 97 })).toEqual(expected(() => true, sort, dir));
  });

  it('filters by each column alone', async () => {
    const cases: [TAdminRequestListQueryInput, (row: TOracleRow) => boolean][] = [
      [{ status: 'settled' }, (row) => row.status === 'settled'],
      [{ status: ['new', 'booked'] }, (row) => row.status === 'new' || row.status === 'booked'],
      [{ status: 'received,inspected' }, (row) => ['received', 'inspected'].includes(row.status)],
      [{ category: 'notebook' }, (row) => row.category === 'notebook'],
      [{ category: 'tablet' }, (row) => row.category === 'tablet'],
      [{ brandId: brandIds[0] }, (row) => row.brandId === brandIds[0]],
      [{ fulfilment: 'pickup' }, (row) => row.fulfilment === 'pickup'],
      [{ option: 'voucher' }, (row) => row.option === 'voucher'],
      [{ province: 'bangkok' }, (row) => row.province === 'bangkok'],
      [{ province: 'chiang-mai' }, (row) => row.province === 'chiang-mai'],
      [{ dealerCode: 'bkk-d007' }, (row) => row.dealerCode === 'BKK-D007'],
    ];
    for (const [query, predicate] of cases) {
      const want = expected(predicate);
      expect(want.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(await listAll({ ...query, pageSize: 50 }), JSON.stringify(query)).toEqual(want);
    }
  });

  it('takes dates as Bangkok days, both ends inclusive', async () => {
    const day = await listAll({ from: '2024-03-02', to: '2024-03-02' });
    const names = rows.filter((row) => day.includes(row.reference)).map((row) => row.fullName);
    expect(names).toEqual(['Early Bird']);
    const before = await listAll({ from: '2024-03-01', to: '2024-03-01' });
    expect(rows.filter((row) => before.includes(row.reference)).map((row) => row.fullName)).toEqual([
      'Late Night',
    ]);
    // A window of the generated year.
    const from = rows[200]!.createdAt;
    const fromDay = new Date(Date.parse(from) + 7 * 3600_000).toISOString().slice(0, 10);
    const toDay = new Date(Date.parse(from) + 7 * 3600_000 + 20 * 86_400_000).toISOString().slice(0, 10);
    const start = Date.parse(`${fromDay}T00:00:00+07:00`);
    const end = Date.parse(`${toDay}T00:00:00+07:00`) + 86_400_000;
    const inWindow = (row: TOracleRow) =>
      Date.parse(row.createdAt) >= start && Date.parse(row.createdAt) < end;
    expect(await listAll({ from: fromDay, to: toDay, pageSize: 10 })).toEqual(expected(inWindow));
  });

  it('searches by reference, phone in any format, email in any case, IMEI, serial and name prefix', async () => {
    const withImei = rows.find((row) => /^\d{15}$/.test(row.imeiSerial ?? ''))!;
    const withSerial = rows.find((row) => row.imeiSerial?.startsWith('SN'))!;
    const withEmail = rows.find((row) => row.email)!;
    const target = rows[123]!;
    const phone = target.phone;
    const cases: [string, (row: TOracleRow) => boolean][] = [
      [target.reference.toLowerCase(), (row) => row.reference === target.reference],
      [`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`, (row) => row.phone === phone],
      [`+66 ${phone.slice(1)}`, (row) => row.phone === phone],
      [withEmail.email!.toUpperCase(), (row) => row.email?.toLowerCase() === withEmail.email!.toLowerCase()],
      [withImei.imeiSerial!, (row) => row.imeiSerial === withImei.imeiSerial],
      [withSerial.imeiSerial!.toLowerCase(), (row) => row.imeiSerial === withSerial.imeiSerial],
      ['สมชาย', (row) => row.fullName.startsWith('สมชาย')],
      ['somchai WONG', (row) => row.fullName.toLowerCase().startsWith('somchai wong')],
      ['50%_', (row) => row.fullName.startsWith('50%_')],
    ];
    for (const [q, predicate] of cases) {
      const want = expected(predicate);
      expect(want.length, q).toBeGreaterThan(0);
      expect(await listAll({ q, pageSize: 20 }), q).toEqual(want);
    }
    expect((await listPage({ q: 'ใจดี' })).items).toEqual([]); // a prefix, not a word inside the name
    expect((await listPage({ q: 'TRD-990101-ZZZZ' })).items).toEqual([]);
  });

  it('combines filters, search and sorts', async () => {
    const cases: [TAdminRequestListQueryInput, (row: TOracleRow) => boolean][] = [
      [
        { status: ['settled', 'rejected'], province: 'bangkok', q: 'Malee' },
        (row) =>
          ['settled', 'rejected'].includes(row.status) &&
          row.province === 'bangkok' &&
          row.fullName.toLowerCase().startsWith('malee'),
      ],
      [
        { category: 'phone', fulfilment: 'store', option: 'tradeIn', sort: 'offeredThb', dir: 'asc' },
        (row) => row.category === 'phone' && row.fulfilment === 'store' && row.option === 'tradeIn',
      ],
      [
        { brandId: brandIds[1], status: 'settled', sort: 'status', dir: 'desc' },
        (row) => row.brandId === brandIds[1] && row.status === 'settled',
      ],
      [{ dealerCode: 'BKK-D010', sort: 'reference', dir: 'asc' }, (row) => row.dealerCode === 'BKK-D010'],
    ];
    for (const [query, predicate] of cases) {
      const want = expected(predicate, query.sort, query.dir);
      expect(want.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(await listAll({ ...query, pageSize: 7 }), JSON.stringify(query)).toEqual(want);
    }
  });

  it('refuses bad filters and cursors with 400', async () => {
    const first = await listPage({ pageSize: 5 });
    const cases: [string, string][] = [
      ['status=lost', 'errors.admin.statusInvalid'],
      ['pageSize=101', 'errors.admin.filterInvalid'],
      ['pageSize=0', 'errors.admin.filterInvalid'],
      ['from=2026-02-30', 'errors.admin.dateInvalid'],
      ['from=2026-03-02&to=2026-03-01', 'errors.admin.dateRangeInvalid'],
      ['brandId=abc', 'errors.admin.filterInvalid'],
      ['sort=name', 'errors.admin.filterInvalid'],
      ['cursor=not-a-cursor', 'errors.admin.cursorInvalid'],
      // A cursor of another sort order does not fit.
      [`sort=reference&cursor=${first.nextCursor}`, 'errors.admin.cursorInvalid'],
      [
        `cursor=${Buffer.from('{"s":"createdAt","d":"desc","k":["x",1]}').toString('base64url')}`,
        'errors.admin.cursorInvalid',
      ],
    ];
    for (const [query, messageKey] of cases) {
      const response = await admin.get(`/api/admin/requests?${query}`);
      expect(response.status, query).toBe(400);
      expect(ZErrorBodySchema.parse(await response.json()).error.messageKey, query).toBe(messageKey);
    }
  });

  it('is for admins only', async () => {
    expect((await testApp.app.request('/api/admin/requests')).status).toBe(401);
    expect((await testApp.app.request('/api/admin/requests.csv')).status).toBe(401);
  });
});
