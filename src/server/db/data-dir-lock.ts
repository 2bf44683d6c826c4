import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded database folder (F2). PGlite has no lock of its own: two
 * processes on one DATA_DIR (`npm run user:create` beside the server, a second `npm start`) each keep
 * their own copy in memory and overwrite each other's files, so acknowledged writes were lost.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly holderPid: number;
  constructor(folder: string, holderPid: number) {
    super(
      [
        `The embedded database in ${folder} is in use by another process (pid ${holderPid}).`,
        'Only one process may open it at a time: stop that one first (e.g. the running server),',
        'or use a PostgreSQL server (DATABASE_URL), which any number of processes can share.',
      ].join('\n'),
    );
    this.holderPid = holderPid;
  }
}

interface TLockHolder {
  pid: number;
  since: string;
}

export interface TDataDirLock {
  /** Removes the lock file if it is still ours (safe to call twice). */
  release(): void;
}

/** Folders this process holds: its own pid in a lock file it does not hold is a previous life's. */
const heldHere = new Set<string>();

/** True while `pid` is a running Node process (a pid reused by another program after a crash is not). */
function isNodeProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): the pid is alive, believe it
  }
}

function readHolder(file: string): TLockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<TLockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, since: String(holder.since) } : undefined;
  } catch {
    return undefined; // gone meanwhile, or half written by a process that died
  }
}

/**
 * Takes `<folder>.lock` beside the database folder (created with O_EXCL, so of two processes one wins),
 * holding this process's id. A lock whose process is gone (kill -9, a crash) is stale and taken over.
 * The lock goes when the database is closed, or when the process exits.
 */
export function lockDataDir(folder: string): TDataDirLock {
  const file = `${path.resolve(folder)}.lock`;
  if (heldHere.has(file)) throw new DataDirLockedError(folder, process.pid);
  const mine = JSON.stringify({ pid: process.pid, since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && isNodeProcessAlive(holder.pid)) throw new DataDirLockedError(folder, holder.pid);
    // Stale: remove it unless another process replaced it meanwhile, then try again.
    try {
      const current = readHolder(file);
      if (!current || current.pid === holder?.pid) unlinkSync(file);
    } catch {
      // removed by the other process that found it stale too
    }
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(folder, holder?.pid ?? 0);
}
