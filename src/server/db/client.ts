import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createPgChangeFeed, createPgliteChangeFeed, type TChangeFeed } from './change-feed.ts';
import { lockDataDir, type TDataDirLock } from './data-dir-lock.ts';
import { PGLITE_SETTINGS, readPgliteTemplate } from './pglite-template.ts';
import { SERVER_NODE_FLAGS } from '../runtime/node-runtime.ts';
import * as schema from './schema/index.ts';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of TDb: repositories that take part in a caller's transaction accept either. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TExecutor = TDb | TTx;

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from ./drizzle. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding the database-wide lock named `name`: instances starting together migrate
   * and seed one after another (a PostgreSQL advisory lock; PGlite serves one process anyway).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Notifications from every instance on this database (LISTEN/NOTIFY; decision 025). */
  changes: TChangeFeed;
  /**
   * Removes from the database's files what rows no longer hold (decision 049, after an erasure): the
   * tables rewritten (`VACUUM FULL`: dead row versions and the bytes left in pages' free space go with
   * the old files), then the write-ahead log moved to a new segment and a checkpoint, so the segments
   * that held the old rows are deleted (PGlite: `wal_recycle` off, and unused future segments, which
   * may be old segments renamed for reuse, removed first). Not in a transaction.
   */
  scrub(tables: readonly string[]): Promise<TScrubReport>;
  close(): Promise<void>;
}

export interface TScrubReport {
  /** The tables rewritten. */
  tables: number;
  /** Each step's outcome: `done`, or why not (a PostgreSQL role without the right, say). */
  steps: Record<'vacuumFull' | 'walSwitch' | 'checkpoint' | 'unusedWalSegments', string>;
  ms: number;
}

/** `VACUUM (FULL)` of the tables named (plain identifiers only). */
function vacuumFullOf(tables: readonly string[]) {
  for (const table of tables) if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Not a table: ${table}`);
  return sql.raw(`vacuum (full) ${tables.join(', ')}`);
}

/** A step's outcome: `done`, or the database's refusal (a role without the right). */
async function step(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return 'done';
  } catch (error) {
    return `refused: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export interface TDatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this data folder (a tar archive, as PGlite's `dumpDataDir` makes)
   * instead of the saved empty database: the tests' migrated database, made once per run.
   */
  memoryFrom?: Blob | undefined;
  /**
   * A pooled connection to the PostgreSQL server failed while idle (the server stopped or restarted).
   * The pool drops it and opens a new one for the next query; this is only told (to log it).
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** The one place that chooses the driver: node-postgres with DATABASE_URL, PGlite otherwise. */
export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError);
  return openPglite(options.dataDir, options.memoryFrom);
}

/** How long a query waits for a connection while the server does not answer (then 503, not a hang). */
const CONNECT_TIMEOUT_MS = 5_000;

interface TLockPool {
  connect(): Promise<{
    query(text: string, values: unknown[]): Promise<unknown>;
    release(error?: Error | boolean): void;
  }>;
}

/**
 * Runs `work` while one pooled connection holds the session's advisory lock `name` (the work itself may
 * use any other connection). Two different names never wait for each other.
 */
async function withAdvisoryLock<T>(pool: TLockPool, name: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // A connection whose unlock failed is closed: its session, and so the lock, ends with it.
    client.release(broken ?? false);
  }
}

async function openPostgres(
  databaseUrl: string,
  onConnectionError: ((error: Error) => void) | undefined,
): Promise<TDatabase> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // Without a listener an idle connection's error (the server stopped) is thrown and ends the process (F1).
  pool.on('error', (error) => onConnectionError?.(error));
  const db = drizzle(pool, { schema }) as unknown as TDb;
  const changes = createPgChangeFeed(
    () =>
      new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      }),
    onConnectionError,
  );
  let ending: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    // Under its own lock, so the CLI and instances starting together never migrate at once.
    migrate: () =>
      withAdvisoryLock(pool, 'trade-in-portal:migrate', () =>
        migrate(drizzle(pool, { schema }), { migrationsFolder }),
      ),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    changes,
    exclusive: (name, work) => withAdvisoryLock(pool, name, work),
    // The server's own settings decide whether old segments are recycled (wal_recycle, a superuser's
    // ALTER SYSTEM) and the checkpointer removes them: this asks for what a role may ask.
    scrub: async (tables) => {
      const started = performance.now();
      await db.execute(vacuumFullOf(tables));
      const walSwitch = await step(() => db.execute(sql`select pg_switch_wal()`));
      const checkpoint = await step(() => db.execute(sql`checkpoint`));
      return {
        tables: tables.length,
        steps: { vacuumFull: 'done', walSwitch, checkpoint, unusedWalSegments: 'not reachable (server)' },
        ms: Math.round(performance.now() - started),
      };
    },
    // Safe to call twice, like the PGlite close below (pg's end() throws the second time).
    close: () => (ending ??= Promise.all([changes.close(), pool.end()]).then(() => undefined)),
  };
}

/**
 * Creates the database when the folder has none, in a child process that takes its memory with it
 * (pglite-create.ts: from the saved empty database, or initdb). A marker beside the folder says a
 * creation has not finished: after a crash midway, the next start makes the folder again.
 */
function createPgliteIn(location: string): void {
  const unfinished = `${location}.creating`;
  if (existsSync(unfinished)) rmSync(location, { recursive: true, force: true });
  if (existsSync(path.join(location, 'PG_VERSION'))) return;
  writeFileSync(unfinished, '');
  const script = fileURLToPath(new URL('./pglite-create.ts', import.meta.url));
  const result = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, script, location], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Could not create the embedded database in ${location}`);
  rmSync(unfinished);
}

async function openPglite(dataDir: string | undefined, memoryFrom: Blob | undefined): Promise<TDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes (the warehouse's model search, decision 033): the extension ships with PGlite.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location: string | undefined;
  let lock: TDataDirLock | undefined;
  if (dataDir && dataDir !== 'memory://') {
    location = path.resolve(dataDir, 'pglite');
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(location), { recursive: true });
    // Before PGlite reads a file: a second process must not open the same database (F2).
    lock = lockDataDir(location);
  }
  let client;
  try {
    if (location) createPgliteIn(location);
    client = await PGlite.create(location, {
      postgresqlconf: PGLITE_SETTINGS,
      extensions: { pg_trgm },
      // In memory (tests, tools): from the saved empty database too, in this process.
      loadDataDir: location ? undefined : (memoryFrom ?? readPgliteTemplate()),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const pgliteDb = drizzle(client, { schema });
  const db = pgliteDb as unknown as TDb;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    changes: createPgliteChangeFeed(client),
    exclusive: (_name, work) => work(),
    scrub: async (tables) => {
      const started = performance.now();
      await db.execute(vacuumFullOf(tables));
      let unusedWalSegments = 'in memory';
      if (location) {
        const current = (
          await client.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name')
        ).rows[0]?.name;
        const walDir = path.join(location, 'pg_wal');
        // Segments after the current one are not written yet: made ahead, or old ones renamed for reuse
        // (still holding their old records). The next is made afresh, zero-filled, when it is needed.
        const unused = current
          ? readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name) && name > current)
          : [];
        for (const name of unused) rmSync(path.join(walDir, name), { force: true });
        unusedWalSegments = `${unused.length} removed`;
      }
      await client.exec('set wal_recycle = off');
      await client.query('select pg_switch_wal()');
      await client.exec('checkpoint');
      return {
        tables: tables.length,
        steps: { vacuumFull: 'done', walSwitch: 'done', checkpoint: 'done', unusedWalSegments },
        ms: Math.round(performance.now() - started),
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}
