import { existsSync, readFileSync } from 'node:fs';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase, type TDatabase, type TDb } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { seedQuestionnaire } from '#server/db/seed/seed-questionnaire.ts';
import { PGLITE_TEST_TEMPLATE } from './pglite-test-template.ts';

/** Every table the Drizzle schema declares, so a new table is truncated without touching this file. */
const schemaTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * A migrated database for a test file: the PostgreSQL server named by DATABASE_URL when it is set,
 * otherwise an in-memory PGlite. Close it in afterAll: an open PGlite keeps Node alive.
 */
export async function createTestDatabase(): Promise<TDatabase> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: 'memory://', memoryFrom: migratedPgliteTemplate() },
  );
  try {
    await database.migrate();
    await seedQuestionnaire(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The run's migrated embedded database (pglite-test-template.ts, the integration tier's global setup), so
 * a file does not migrate a new one from scratch; the migrations still run after it, as a check.
 */
function migratedPgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEST_TEMPLATE];
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** The kind of database createTestDatabase opens in this run. */
export function expectedDatabaseKind(): TDatabase['kind'] {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * Empties every table of the schema and restarts the id sequences, so each test starts from the same state:
 * a fresh install's, whose server seeds the default questionnaire mapping at start (decision 026).
 */
export async function resetDatabase(database: TDatabase): Promise<void> {
  const names = schemaTables.map((table) => {
    const config = getTableConfig(table);
    return config.schema
      ? sql`${sql.identifier(config.schema)}.${sql.identifier(config.name)}`
      : sql.identifier(config.name);
  });
  if (names.length === 0) throw new Error('The Drizzle schema declares no tables');
  await database.db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
  await seedQuestionnaire(database.db);
}

export interface TTestDatabaseHandle {
  /** The file's database (open from its beforeAll on). */
  readonly database: TDatabase;
  /** Its Drizzle instance, for the factories and queries. */
  readonly db: TDb;
}

export interface TUseTestDatabaseOptions {
  /**
   * When the tables are emptied: before each test (the default), or once before the first, for a file
   * whose tests share what its own beforeAll stores.
   */
  reset?: 'each' | 'once';
}

/**
 * A test file's database lifecycle: opened in beforeAll, closed in afterAll, emptied before each test (or
 * once). Call it at the top of the file, before the file's own hooks, which then run after these.
 */
export function useTestDatabase(options: TUseTestDatabaseOptions = {}): TTestDatabaseHandle {
  let database: TDatabase | undefined;
  const opened = (): TDatabase => {
    if (!database) throw new Error('useTestDatabase: the database opens in beforeAll');
    return database;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    if (options.reset === 'once') await resetDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
  });
  if (options.reset !== 'once') {
    beforeEach(async () => {
      await resetDatabase(opened());
    });
  }
  return {
    get database() {
      return opened();
    },
    get db() {
      return opened().db;
    },
  };
}
