/**
 * Decision 049 (issue 28 item 7, F6): after an erasure the embedded database's files (tables, indexes,
 * write-ahead log) and the uploads hold nothing of the person. The scan reads every file under DATA_DIR
 * as raw bytes and looks for each erased string in UTF-8.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '#server/db/client.ts';
import { outboxEvents, payments, storedFiles } from '#server/db/schema/index.ts';
import { createLogger } from '#server/http/logger.ts';
import { createErasureCleaner } from '#server/modules/personal-data/erasure-cleanup.ts';
import { recordErasureCleanup } from '#server/modules/personal-data/erasure-cleanup.repository.ts';
import { createPhotoStorage } from '#server/modules/photos/photo-storage.ts';
import { ERASURE_CLEANUP_TOPIC } from '#server/modules/workflow/outbox.repository.ts';
import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { arrangeErasedCustomer, CUSTOMER, ERASED_STRINGS } from '../support/erasure-customer.ts';
import { call, financeUser } from '../support/finance-api.ts';
import { scanFolder } from '../support/raw-scan.ts';
import { createTestApp, makeTempDir, removeDir, type TTestApp } from '../support/test-app.ts';

let dataDir: string;
let database: TDatabase;
let testApp: TTestApp;

beforeAll(async () => {
  dataDir = makeTempDir('erasure-scan-');
  database = await openDatabase({ dataDir });
  await database.migrate();
  testApp = await createTestApp({ database, env: { DATA_DIR: dataDir } });
});

afterAll(async () => {
  await testApp?.close();
  await database?.close();
  if (dataDir) removeDir(dataDir);
});

describe('Erasure means gone (decision 049)', () => {
  it("leaves none of the person's strings in the database's files, its WAL or the uploads", async () => {
    const { pdfSlip, photoSlip } = await arrangeErasedCustomer(testApp.app, database.db);
    // The files hold the person before: written out, then scanned (the scan can find what it looks for).
    await database.db.execute(sql`checkpoint`);
    const before = scanFolder(dataDir, ERASED_STRINGS);
    expect(Object.keys(before.found).sort()).toEqual([...ERASED_STRINGS].sort());
    expect(before.found[CUSTOMER.accountNumber]).toContain(pdfSlip.storageKey);

    const admin = await financeUser(testApp.app, database.db, ['admin']);
    const response = await call(testApp.app, admin.token, 'POST', '/api/admin/personal-data/erase', {
      key: CUSTOMER.phone,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ erased: 3, paymentsMasked: 2 });

    const after = scanFolder(dataDir, ERASED_STRINGS);
    expect(after.found).toEqual({});
    expect(after.files).toBeGreaterThan(100);

    // The books keep the payment: reference, amount, day, bank reference; the slips are made again.
    const kept = await database.db.select().from(payments).orderBy(payments.reference);
    expect(kept.map((row) => [row.reference, row.amountSatang, row.paidOn, row.bankReference])).toEqual([
      ['PV-2026-000971', 990_000, '2026-11-20', 'KB-20261120-771'],
      ['PV-2026-000972', 1_250_000, '2026-11-21', 'PP-20261121-772'],
    ]);
    const files = createFsFileStore(dataDir);
    for (const original of [pdfSlip, photoSlip]) {
      const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, original.id));
      expect(row?.storageKey).toBe(`slips/${original.id}-erased.jpg`);
      expect(row?.mimeType).toBe('image/jpeg');
      expect(await files.get(original.storageKey)).toBeNull();
      const remade = await files.get(row!.storageKey);
      const meta = await sharp(remade!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', row?.width, row?.height]);
    }
    // The photographed slip keeps a picture under the record (taller than the record alone, the PDF's).
    const heights = await database.db
      .select({ id: storedFiles.id, height: storedFiles.height })
      .from(storedFiles)
      .where(eq(storedFiles.kind, 'slip'));
    const heightOf = (id: string) => heights.find((row) => row.id === id)?.height ?? 0;
    expect(heightOf(photoSlip.id)).toBeGreaterThan(heightOf(pdfSlip.id) + 300);

    const [cleanup] = await database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.topic, ERASURE_CLEANUP_TOPIC));
    expect(cleanup?.processedAt).not.toBeNull();
  });

  it('keeps a failed clean-up and works it at a later pass', async () => {
    await recordErasureCleanup(database.db, 1, {
      photoFiles: ['gone-already.jpg'],
      evidenceKeys: [],
      slips: [],
    });
    const logger = createLogger('silent');
    const files = createFsFileStore(dataDir);
    const failing = createErasureCleaner({
      database: {
        ...database,
        scrub: () => Promise.reject(new Error('the process died here')),
      },
      files,
      photos: createPhotoStorage(files),
      logger,
    });
    expect(await failing.drain()).toMatchObject({ erasures: 0, failed: 1 });
    const pending = () =>
      database.db
        .select({ attempts: outboxEvents.attempts, processedAt: outboxEvents.processedAt })
        .from(outboxEvents)
        .where(sql`${outboxEvents.topic} = ${ERASURE_CLEANUP_TOPIC} and ${outboxEvents.processedAt} is null`);
    expect(await pending()).toEqual([{ attempts: 1, processedAt: null }]);
    // Due again (its wait over): the next pass, in a server started after the crash, cleans it up.
    await database.db.execute(sql`update outbox_events set available_at = now() where processed_at is null`);
    const cleaner = createErasureCleaner({ database, files, photos: createPhotoStorage(files), logger });
    const report = await cleaner.drain();
    expect(report).toMatchObject({ erasures: 1, failed: 0 });
    expect(report.scrub?.steps).toMatchObject({ vacuumFull: 'done', walSwitch: 'done', checkpoint: 'done' });
    expect(await pending()).toEqual([]);
  });
});
