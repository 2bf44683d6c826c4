/**
 * Issue 28 item 7 (decision 049) for `npm run bench:reliability`: one customer with every kind of
 * personal data (tests/support/erasure-customer.ts) erased through the API, and the database's files and
 * the uploads scanned as raw bytes for the erased strings (UTF-8) after the erasure committed and again
 * after its clean-up, with the clean-up's time. On PGlite the scan reads every file of DATA_DIR (tables,
 * indexes, WAL, uploads). On a PostgreSQL server (when DATABASE_URL is given: a scratch database
 * `erasure_bench_<pid>` on the same server) the files are read through the server with
 * `pg_read_binary_file` (the database's folder and pg_wal) when the role is a superuser; otherwise only
 * the steps' outcomes are reported.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '#server/config/env.ts';
import { openDatabase, type TDatabase } from '#server/db/client.ts';
import { createApp } from '#server/http/app.ts';
import { createLogger } from '#server/http/logger.ts';
import { createErasureCleaner } from '#server/modules/personal-data/erasure-cleanup.ts';
import { ERASED_TABLES } from '#server/modules/personal-data/erasure-cleanup.repository.ts';
import { createPhotoStorage } from '#server/modules/photos/photo-storage.ts';
import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { arrangeErasedCustomer, CUSTOMER, ERASED_STRINGS } from '../../tests/support/erasure-customer.ts';
import { call, financeUser } from '../../tests/support/finance-api.ts';
import { scanBytes, scanFolder, type TRawScan } from '../../tests/support/raw-scan.ts';

const needles = ERASED_STRINGS.map((text) => ({ text, bytes: Buffer.from(text, 'utf8') }));

const rowsOf = async <T>(database: TDatabase, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The files of this database's folder and of pg_wal, read through the server (a superuser's functions). */
async function scanThroughServer(database: TDatabase): Promise<TRawScan | string> {
  const [role] = await rowsOf<{ super: boolean }>(
    database,
    sql`select rolsuper as super from pg_roles where rolname = current_user`,
  );
  if (!role?.super) {
    return 'not readable: the role is not a superuser (pg_ls_dir / pg_read_binary_file refused); pageinspect and the table files are out of reach';
  }
  const [db] = await rowsOf<{ oid: number }>(
    database,
    sql`select oid from pg_database where datname = current_database()`,
  );
  const scan: TRawScan = { bytes: 0, files: 0, found: {} };
  for (const folder of [`base/${db!.oid}`, 'pg_wal']) {
    const names = await rowsOf<{ name: string }>(database, sql`select pg_ls_dir(${folder}) as name`);
    for (const { name } of names) {
      const file = `${folder}/${name}`;
      if (name === 'archive_status' || name === 'summaries') continue;
      try {
        const [content] = await rowsOf<{ data: Buffer }>(
          database,
          sql`select pg_read_binary_file(${file}) as data`,
        );
        if (content) scanBytes(scan, file, Buffer.from(content.data), needles);
      } catch {
        // removed meanwhile (a truncated relation, a recycled segment)
      }
    }
  }
  return scan;
}

function describeScan(scan: TRawScan | string): string {
  if (typeof scan === 'string') return scan;
  const hits = Object.values(scan.found).reduce((sum, files) => sum + files.length, 0);
  const where = [
    ...new Set(
      Object.values(scan.found)
        .flat()
        .map((file) => file.replace(/\/[^/]+$/, '/…')),
    ),
  ];
  return `${(scan.bytes / 1e6).toFixed(1)} MB in ${scan.files} files; ${Object.keys(scan.found).length}/${ERASED_STRINGS.length} strings found (${hits} file hits${where.length ? `: ${where.join(', ')}` : ''})`;
}

async function measure(label: string, database: TDatabase, dataDir: string): Promise<void> {
  const logger = createLogger('silent');
  const files = createFsFileStore(dataDir);
  const cleaner = createErasureCleaner({ database, files, photos: createPhotoStorage(files), logger });
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'bench-erasure-web-'));
  try {
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: webDir, DATA_DIR: dataDir }),
      database,
      logger,
      // The erase request leaves the clean-up to this bench, to scan between the commit and the clean-up.
      erasureCleaner: { ...cleaner, drain: () => Promise.resolve(null as never) },
    });
    await arrangeErasedCustomer(app, database.db);
    const admin = await financeUser(app, database.db, ['admin']);
    const erased = await call(app, admin.token, 'POST', '/api/admin/personal-data/erase', {
      key: CUSTOMER.phone,
    });
    if (erased.status !== 200) throw new Error(`erase answered ${erased.status}: ${await erased.text()}`);
    // Written out, as a running server would have by now.
    await database.db.execute(sql`checkpoint`).catch(() => undefined);
    // PostgreSQL: the server's files, and the uploads folder beside them.
    const scan = async (): Promise<TRawScan | string> => {
      const uploads = scanFolder(dataDir, ERASED_STRINGS);
      if (database.kind === 'pglite') return uploads;
      const server = await scanThroughServer(database);
      if (typeof server === 'string') return `${server}; uploads: ${describeScan(uploads)}`;
      for (const [text, where] of Object.entries(uploads.found)) (server.found[text] ??= []).push(...where);
      return {
        bytes: server.bytes + uploads.bytes,
        files: server.files + uploads.files,
        found: server.found,
      };
    };
    const before = await scan();
    const [size] = await rowsOf<{ bytes: string }>(
      database,
      sql.raw(
        `select sum(pg_total_relation_size(name::regclass))::text as bytes from unnest(array['${ERASED_TABLES.join("','")}']) name`,
      ),
    );
    const started = performance.now();
    const report = await cleaner.drain();
    const ms = Math.round(performance.now() - started);
    const after = await scan();
    console.log(`${label}:`);
    console.log(`    after the erasure committed: ${describeScan(before)}`);
    console.log(`    after the clean-up:          ${describeScan(after)}`);
    console.log(
      `    clean-up ${ms} ms (scrub ${report.scrub?.ms ?? '-'} ms over ${report.scrub?.tables ?? 0} tables, ${(Number(size?.bytes ?? 0) / 1e6).toFixed(1)} MB before; ${report.slipsRemade} slips remade, ${report.filesRemoved} files removed); steps: ${JSON.stringify(report.scrub?.steps ?? {})}`,
    );
  } finally {
    rmSync(webDir, { recursive: true, force: true });
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Measurement 5: the erasure scan, on PGlite and (DATABASE_URL given) on PostgreSQL. */
export async function erasureScan(): Promise<void> {
  console.log('erasure scan (decision 049): the erased strings in the database files and uploads');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-erasure-'));
  try {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      await measure('  PGlite (every file of DATA_DIR)', database, dataDir);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl?.startsWith('postgres')) {
    console.log('  PostgreSQL: skipped (no DATABASE_URL)');
    return;
  }
  const name = `erasure_bench_${process.pid}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'bench-erasure-pg-'));
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
      await measure(
        `  PostgreSQL (${name}: its folder and pg_wal through the server, and the uploads)`,
        database,
        uploads,
      );
    } finally {
      await database.close();
    }
  } finally {
    rmSync(uploads, { recursive: true, force: true });
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
