import { describe, expect, it } from 'vitest';
import { ZListStoresResponseSchema } from '#core/contracts/trade-ins.ts';
import { PROVINCE_KEYS } from '#core/provinces.ts';
import { normalizeThaiPhone } from '#core/phone.ts';
import { seedStores, seedStoreRows } from '#server/db/seed/seed-stores.ts';
import { useTestApp } from '../support/test-app.ts';
import { createStore } from '../support/trade-in-factories.ts';

const testApp = useTestApp();

const listStores = async () => {
  const response = await testApp.app.request('/api/stores');
  expect(response.status).toBe(200);
  return ZListStoresResponseSchema.parse(await response.json()).stores;
};

describe('GET /api/stores', () => {
  it('lists active stores by sort order, ties broken by id, in both languages', async () => {
    await createStore(testApp.db, { nameEn: 'Third', sortOrder: 30 });
    const first = await createStore(testApp.db, {
      nameEn: 'First',
      nameTh: 'ร้านแรก',
      addressEn: '1 Rama I Road',
      addressTh: '1 ถนนพระรามที่ 1',
      province: 'bangkok',
      openingHoursEn: 'Daily 10:00–21:00',
      openingHoursTh: 'ทุกวัน 10:00–21:00 น.',
      phone: '02-026-8801',
      sortOrder: 10,
    });
    await createStore(testApp.db, { nameEn: 'Second', sortOrder: 20 });
    await createStore(testApp.db, { nameEn: 'Second too', sortOrder: 20 });
    await createStore(testApp.db, { nameEn: 'Closed', sortOrder: 5, isActive: false });

    const stores = await listStores();

    expect(stores.map((store) => store.name.en)).toEqual(['First', 'Second', 'Second too', 'Third']);
    expect(stores[0]).toEqual({
      id: first.id,
      name: { th: 'ร้านแรก', en: 'First' },
      address: { th: '1 ถนนพระรามที่ 1', en: '1 Rama I Road' },
      province: 'bangkok',
      openingHours: { th: 'ทุกวัน 10:00–21:00 น.', en: 'Daily 10:00–21:00' },
      phone: '02-026-8801',
    });
  });

  it('is cacheable and answers 304 to a matching ETag', async () => {
    await createStore(testApp.db);
    const first = await testApp.app.request('/api/stores');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toContain('max-age=');

    const again = await testApp.app.request('/api/stores', { headers: { 'If-None-Match': etag ?? '' } });

    expect(again.status).toBe(304);
  });
});

describe('seedStores', () => {
  it('adds the drop-off stores once: three in Bangkok and the regional cities, with valid data', async () => {
    expect(await seedStores(testApp.db)).toEqual({ stores: seedStoreRows.length });
    expect(await seedStores(testApp.db)).toEqual({ stores: 0 });

    const stores = await listStores();
    expect(stores.length).toBeGreaterThanOrEqual(8);
    expect(stores.filter((store) => store.province === 'bangkok')).toHaveLength(3);
    expect(stores.slice(0, 3).every((store) => store.province === 'bangkok')).toBe(true);
    for (const province of ['chiang-mai', 'khon-kaen', 'phuket', 'chonburi', 'songkhla']) {
      expect(
        stores.some((store) => store.province === province),
        province,
      ).toBe(true);
    }
    for (const store of stores) {
      expect(PROVINCE_KEYS).toContain(store.province);
      expect(normalizeThaiPhone(store.phone), store.phone).not.toBeNull();
      expect(store.name.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(store.address.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(store.address.en).toMatch(/^[\x20-\x7E–]+$/);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the submission endpoints', async () => {
    const response = await testApp.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };

    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/stores', '/api/photos', '/api/trade-ins', '/api/pickups']),
    );
    expect(document.paths['/api/trade-ins']).toHaveProperty('post');
  });
});
