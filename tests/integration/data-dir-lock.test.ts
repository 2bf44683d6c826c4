import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type TDatabase } from '#server/db/client.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { makeTempDir, removeDir } from '../support/test-app.ts';

/**
 * F2: one process at a time on an embedded database folder; a crashed holder's lock is recovered.
 * Creating an embedded database on disk takes seconds (30 s on a busy 2-core machine): long timeouts.
 */

const holder = path.resolve('tests/support/hold-data-dir.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];
const databases: TDatabase[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const database of databases.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) removeDir(dir);
});

/** Starts a process that opens `dataDir`; resolves with its first line ("open" or "refused: …"). */
async function holdInChild(dataDir: string): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, [holder, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    if (output.includes('\n')) break;
  }
  return { child, line: output.trim() };
}

async function open(dataDir: string): Promise<TDatabase> {
  const database = await openDatabase({ dataDir });
  databases.push(database);
  return database;
}

describe('embedded database folder lock', () => {
  it("refuses a second process with a message naming the holder's pid, and lets it in once closed", async () => {
    const dataDir = makeTempDir('tradein-lock-');
    dirs.push(dataDir);
    const first = await open(dataDir);

    const second = await holdInChild(dataDir);
    expect(second.line).toBe(
      `refused: The embedded database in ${path.join(dataDir, 'pglite')} is in use by another process (pid ${process.pid}).`,
    );
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);

    await first.close();
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect((await holdInChild(dataDir)).line).toBe('open');
  }, 180_000);

  it('recovers the lock of a holder killed with SIGKILL', async () => {
    const dataDir = makeTempDir('tradein-lock-');
    dirs.push(dataDir);
    const { child, line } = await holdInChild(dataDir);
    expect(line).toBe('open');
    await expect(openDatabase({ dataDir })).rejects.toMatchObject({ holderPid: child.pid });

    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true); // left behind by the crash

    const database = await open(dataDir);
    await database.migrate();
    await database.ping();
  }, 180_000);

  it('makes a database whose creation a crash interrupted again, and keeps a finished one', async () => {
    const dataDir = makeTempDir('tradein-lock-');
    dirs.push(dataDir);
    const folder = path.join(dataDir, 'pglite');
    // What a kill during the creation leaves: the marker, and a folder with only some of the files.
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'PG_VERSION'), '18\n');
    writeFileSync(`${folder}.creating`, '');

    const database = await open(dataDir);
    expect(existsSync(`${folder}.creating`)).toBe(false);
    await database.db.execute(sql`create table kept (value text)`);
    await database.db.execute(sql`insert into kept values ('still here')`);
    await database.close();
    databases.splice(0);

    const again = await open(dataDir);
    // PGlite's result (TDb's execute is typed for either driver).
    const { rows } = (await again.db.execute(sql`select value from kept`)) as unknown as {
      rows: { value: string }[];
    };
    expect(rows).toEqual([{ value: 'still here' }]);
  }, 180_000);
});
