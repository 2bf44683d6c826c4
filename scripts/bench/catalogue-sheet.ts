/**
 * `npm run bench:catalogue-sheet`: the catalogue spreadsheet's export, preview and apply for a Prices
 * sheet of 5,000 rows (1,250 models × 4 sizes, every excellent price changed), on PGlite in a folder of its
 * own and on PostgreSQL (BENCH_BACKENDS=pglite,postgres; a fresh database `<BENCH_DB_PREFIX>_<pid>` on
 * BENCH_PG_URL, default the machine's, dropped after). The app runs in this process; each step is timed
 * from the request to the answer read, BENCH_RUNS times (default 3) on a fresh catalogue. Budget: preview
 * and apply each within 15 s on the 2-core machine (decision 011's figures: 1–3 s). The functional test
 * (tests/integration/catalogue-sheet-large.test.ts) checks what the three steps do at that size.
 */
import ExcelJS from 'exceljs';
import os from 'node:os';
import { openDatabase, type TDatabase } from '../../src/server/db/client.ts';
import { arrangeLargeCatalogue, LARGE_CATALOGUE } from '../../tests/support/large-catalogue.ts';
import { withScratchDatabase } from '../lib/bench-database.ts';
import { signedInApp, withPgliteFolder } from '../lib/in-process-app.ts';

const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? 'bench_sheet';
const BUDGET_MS = 15_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function oneRun(
  database: TDatabase,
): Promise<{ exportMs: number; previewMs: number; applyMs: number }> {
  await database.migrate();
  await arrangeLargeCatalogue(database.db);
  const app = await signedInApp(database);
  try {
    const [bytes, exportMs] = await timed(async () => {
      const response = await app.request('/api/admin/catalogue.xlsx');
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      return response.arrayBuffer();
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const prices = workbook.getWorksheet('Prices')!;
    for (let row = 2; row <= prices.rowCount; row += 1)
      prices.getRow(row).getCell(LARGE_CATALOGUE.excellentColumn).value = 10_500;
    const changed = new Uint8Array(await workbook.xlsx.writeBuffer());
    const [preview, previewMs] = await timed(async () => {
      const response = await app.request('/api/admin/catalogue-import/preview', {
        method: 'POST',
        headers: { 'Content-Type': XLSX },
        body: changed,
      });
      if (!response.ok) throw new Error(`preview answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { id: string; changed: { total: number } };
    });
    if (preview.changed.total !== LARGE_CATALOGUE.priceRows)
      throw new Error(`preview changed ${preview.changed.total}`);
    const [, applyMs] = await timed(async () => {
      const response = await app.request(`/api/admin/catalogue-import/${preview.id}/apply`, {
        method: 'POST',
      });
      if (!response.ok) throw new Error(`apply answered ${response.status}`);
      return response.json();
    });
    return { exportMs, previewMs, applyMs };
  } finally {
    app.close();
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `bench:catalogue-sheet — ${LARGE_CATALOGUE.priceRows.toLocaleString('en')} price rows, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
);
let met = true;
for (const backend of BACKENDS) {
  for (let run = 1; run <= RUNS; run += 1) {
    const measure = async (database: TDatabase) => {
      try {
        return await oneRun(database);
      } finally {
        await database.close();
      }
    };
    const result =
      backend === 'postgres'
        ? await withScratchDatabase(DB_PREFIX, async (databaseUrl) =>
            measure(await openDatabase({ databaseUrl })),
          )
        : await withPgliteFolder(async (dataDir) => measure(await openDatabase({ dataDir })));
    met &&= result.previewMs < BUDGET_MS && result.applyMs < BUDGET_MS;
    console.log(
      `${backend} run ${run}: export ${s(result.exportMs)}, preview ${s(result.previewMs)}, apply ${s(result.applyMs)}; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }
}
console.log(`\ncatalogue sheet budget (preview and apply < ${s(BUDGET_MS)}): ${met ? 'met' : 'NOT MET'}`);
