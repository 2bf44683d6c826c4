/**
 * `npm run db:pglite-template`: makes the empty database new PGlite data folders start from
 * (src/server/db/pglite-template.ts, decision 034) for the installed PGlite version, and removes the
 * other versions' files. Run it after upgrading @electric-sql/pglite and commit the result (a unit test
 * fails until then). Runs PGlite's initdb once (~650 MB for ~10 s), then compresses for a minute or two.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { installedPgliteVersion, pgliteTemplateFile } from '../src/server/db/pglite-template.ts';

const file = pgliteTemplateFile();
const client = await PGlite.create();
const tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
await client.close();
const compressed = brotliCompressSync(tar, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
    [constants.BROTLI_PARAM_SIZE_HINT]: tar.byteLength,
  },
});
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, compressed);
for (const other of readdirSync(path.dirname(file))) {
  if (other !== path.basename(file)) rmSync(path.join(path.dirname(file), other));
}
console.log(
  `PGlite ${installedPgliteVersion()}: ${path.relative(process.cwd(), file)} ` +
    `(${(tar.byteLength / 1048576).toFixed(1)} MB, compressed ${(compressed.byteLength / 1048576).toFixed(1)} MB)`,
);
