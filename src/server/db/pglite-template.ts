/**
 * The empty database a new PGlite data folder starts from (decision 034). PGlite's own initdb runs two
 * PostgreSQL instances side by side and peaks above 600 MB; loading this saved copy of initdb's result
 * (`loadDataDir`) takes one instance, ~230 MB and a few seconds. One file per PGlite version, made by
 * `npm run db:pglite-template` (scripts/pglite-template.ts) and kept in the repository, so a fresh
 * install needs no step of its own; without the installed version's file (PGlite was upgraded and the
 * template not made again, which a unit test catches) a new database runs initdb as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

/**
 * PostgreSQL's default 128 MB of shared buffers would live in the process's WebAssembly memory for
 * good; the catalogue and a shop's requests fit in far less, and the OS caches the files besides.
 * Every PGlite the server starts uses them, the one creating the database too.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=32MB',
  // A used write-ahead-log segment is deleted, not renamed for reuse with its old records still in it:
  // an erased customer's rows must leave the files (decision 049).
  'wal_recycle=off',
];

const templateFolder = fileURLToPath(new URL('./pglite-template/', import.meta.url));

/** The installed PGlite's version (its package.json, beside the entry point's dist folder). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the template of a PGlite version lives: a tar archive of the data folder, brotli-compressed. */
export function pgliteTemplateFile(version = installedPgliteVersion()): string {
  return path.join(templateFolder, `pgdata-${version}.tar.br`);
}

/** The installed version's template as a tar archive for PGlite's `loadDataDir`, or undefined. */
export function readPgliteTemplate(): Blob | undefined {
  const file = pgliteTemplateFile();
  if (!existsSync(file)) return undefined;
  return new Blob([brotliDecompressSync(readFileSync(file))]);
}
