import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeIns } from '#server/db/schema/index.ts';
import { createRequest, generateRequests } from '../support/admin-request-factories.ts';
import { signInAdmin, type TAdminClient } from '../support/admin-request-api.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

/**
 * Enough rows for the export to come in several reads and chunks. Its memory while it streams 20,000 and
 * 1,000,000 rows is `npm run bench:export`'s (README, Budgets; decision 042), not a test's: a figure that
 * depends on the machine's load does not belong in a functional test.
 */
const ROWS = 3_000;
const BOM = [0xef, 0xbb, 0xbf];

const handle = useTestDatabase({ reset: 'once' });
let testApp: TTestApp;
let admin: TAdminClient;

beforeAll(async () => {
  const { database, db } = handle;
  testApp = await createTestApp({ database });
  const brand = await createBrand(db, { name: 'Apple' });
  await createModel(db, { brandId: brand.id, name: 'iPhone 15' });
  await createModel(db, { brandId: brand.id, name: 'iPad Air', category: 'tablet' });
  await generateRequests(db, { count: ROWS, rowsPerInstant: 2 });
  // Cells a spreadsheet would run as formulas, quotes, commas and a line break.
  await createRequest(db, {
    fullName: '=HYPERLINK("http://evil.example")',
    remarks: 'บรรทัดแรก\nบรรทัดที่สอง, "อ้างอิง"',
    deviceDescription: 'Samsung Galaxy S24, 256 GB',
    createdAt: new Date('2024-01-01T00:00:00Z'),
  });
  admin = await signInAdmin(testApp.app, db);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/admin/requests.csv', () => {
  it('streams every request, newest first, with a BOM, a header and Thai intact', async () => {
    const response = await admin.get('/api/admin/requests.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="trade-in-requests-\d{4}-\d{2}-\d{2}-\d{4}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');

    let bytes = 0;
    let chunks = 0;
    let newlines = 0;
    let head = '';
    let tail = '';
    let firstBytes: number[] = [];
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (chunks === 0) firstBytes = [...value.subarray(0, 3)];
      chunks += 1;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) newlines += 1;
      const text = decoder.decode(value, { stream: true });
      if (head.length < 4000) head += text.slice(0, 4000);
      tail = (tail + text).slice(-2000);
    }
    decoder.decode();

    expect(firstBytes).toEqual(BOM);
    const lines = head.slice(1).split('\n');
    expect(lines[0]).toBe(
      'reference,created_at_bangkok,updated_at_bangkok,status,full_name,phone,email,line_id,province,locale,' +
        'device,category,brand,model_id,storage_gb,year,imei_serial,grade,system_price_thb,offered_thb,' +
        'engineer_actual_price_thb,requote_decision,option,fulfilment,store,pickup_address,pickup_date,' +
        'pickup_time_slot,preferred_product,promo_code,dealer_code,remarks,admin_notes,rejection_reason,' +
        'quote_id,price_lines,version',
    );
    // Newest first, Thai text readable, Bangkok times.
    expect(lines[1]).toMatch(/^TRD-\d{6}-[0-9A-Z]{4},\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(head).toMatch(/สมชาย|สมศรี|วิชัย|มาลี|ประเสริฐ|สุดา|อนันต์|กนกพร|ธนา|พิมพ์ชนก/);
    expect(head).toContain('"บ้านเลขที่ ');
    // The oldest request last: quoted, formula neutralised, its line break kept inside quotes.
    expect(tail).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(tail).toContain('"บรรทัดแรก\nบรรทัดที่สอง, ""อ้างอิง"""');
    expect(tail).toContain('"Samsung Galaxy S24, 256 GB"');
    expect(tail).toContain(',2024-01-01 07:00:00,');
    // Header + every row (the remarks' line break is the one extra newline).
    expect(newlines).toBe(1 + ROWS + 1 + 1);
    // Streamed: in pieces as it is read, not one body (about 100 rows a chunk).
    expect(chunks).toBeGreaterThan(ROWS / 1000);
    expect(bytes).toBeGreaterThan(ROWS * 200);
  });

  it('exports the filtered list only', async () => {
    const { db } = handle;
    const settledBangkok = (
      await db.select({ status: tradeIns.status, province: tradeIns.province }).from(tradeIns)
    ).filter((row) => row.status === 'settled' && row.province === 'bangkok').length;
    const response = await admin.get('/api/admin/requests.csv?status=settled&province=bangkok');
    expect(response.status).toBe(200);
    const text = new TextDecoder().decode(await response.arrayBuffer());
    const rows = text.trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(settledBangkok);
    expect(rows.every((row) => row.includes(',settled,') && row.includes(',bangkok,'))).toBe(true);

    const none = await admin.get('/api/admin/requests.csv?q=TRD-990101-ZZZZ');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await none.arrayBuffer())).toMatch(
      /^\ufeffreference,[^\n]*\n$/,
    );
  });

  it('refuses bad filters before it starts', async () => {
    expect((await admin.get('/api/admin/requests.csv?status=lost')).status).toBe(400);
  });
});
