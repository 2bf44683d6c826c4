import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '#server/db/client.ts';
import { tradeIns } from '#server/db/schema/index.ts';
import { createRequest, generateRequests } from '../support/admin-request-factories.ts';
import { signInAdmin, type TAdminClient } from '../support/admin-request-api.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

const ROWS = 20_000;
const BOM = [0xef, 0xbb, 0xbf];

// A garbage collection on demand, so what is measured is what the export keeps, not what it dropped.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Memory in use once garbage is collected (twice, a turn apart: array buffers are freed after a collection). */
async function collected(): Promise<NodeJS.MemoryUsage> {
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return process.memoryUsage();
}

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

/**
 * The embedded database's WebAssembly memory (0 on a PostgreSQL server). It lives in this process, so the
 * process's array buffers include it; it only grows, and it grows under a big read (by ~39 MB once in CI):
 * that is the database's cache, not what the export holds, so the measure leaves it out.
 */
function embeddedDatabaseHeap(db: TDb): number {
  const client = (db as unknown as { $client?: { mod?: { wasmMemory?: WebAssembly.Memory } } }).$client;
  return client?.mod?.wasmMemory?.buffer.byteLength ?? 0;
}

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/admin/requests.csv', () => {
  it('streams every request, newest first, with a BOM, a header and Thai intact, in flat memory', async () => {
    const response = await admin.get('/api/admin/requests.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="trade-in-requests-\d{4}-\d{2}-\d{2}-\d{4}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');

    const baseline = await collected();
    const baselineDatabaseHeap = embeddedDatabaseHeap(handle.db);
    // On the embedded database the measure must see its memory, or the subtraction below means nothing.
    if (handle.database.kind === 'pglite') expect(baselineDatabaseHeap).toBeGreaterThan(0);
    let peakHeap = 0;
    let peakBuffers = 0;
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
      // Every few chunks: what does the process hold once the garbage is gone?
      if (chunks % 4 === 0) {
        const usage = await collected();
        peakHeap = Math.max(peakHeap, usage.heapUsed - baseline.heapUsed);
        const databaseHeapGrowth = embeddedDatabaseHeap(handle.db) - baselineDatabaseHeap;
        peakBuffers = Math.max(peakBuffers, usage.arrayBuffers - baseline.arrayBuffers - databaseHeapGrowth);
      }
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

    const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
    console.info(
      `CSV ${ROWS + 1} rows, ${mb(bytes)} in ${chunks} chunks; retained heap growth ${mb(peakHeap)}, buffers ${mb(peakBuffers)}`,
    );
    expect(chunks).toBeGreaterThan(ROWS / 1000);
    // The file is over 5 MB; holding it, or its rows, would keep more than that (≈0.5–2 MB measured).
    expect(bytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(peakHeap).toBeLessThan(4 * 1024 * 1024);
    expect(peakBuffers).toBeLessThan(4 * 1024 * 1024);
  }, 120_000); // 20,000 rows with a garbage collection every few chunks: slow beside another test file

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
