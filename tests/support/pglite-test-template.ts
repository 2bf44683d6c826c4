import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { seedQuestionnaire } from '#server/db/seed/seed-questionnaire.ts';

/** The environment variable that names the run's migrated embedded database (a tar archive). */
export const PGLITE_TEST_TEMPLATE = 'TEST_PGLITE_TEMPLATE';

let folder: string | undefined;

/**
 * The integration tier's global setup on the embedded database: one in-memory PGlite migrated and seeded
 * as a fresh install's, saved as a data-folder archive for every test file of the run to start from
 * (createTestDatabase). A file then skips decompressing the empty database and running every migration
 * (3–8 s a file on the 2-core machine). The workers inherit the environment variable set here.
 */
export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedQuestionnaire(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const archive = await client.dumpDataDir('none');
    folder = mkdtempSync(path.join(tmpdir(), 'pglite-test-template-'));
    const file = path.join(folder, 'pgdata.tar');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    process.env[PGLITE_TEST_TEMPLATE] = file;
  } finally {
    await database.close();
  }
}

export function teardown(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
