import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { installedPgliteVersion, pgliteTemplateFile, readPgliteTemplate } from './pglite-template.ts';

/** The names in a tar archive (512-byte headers; a name is the header's first 100 bytes). */
function tarNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('latin1')
      .replace(/\0.*$/s, '');
    if (!name) break;
    names.push(name);
    const size = parseInt(
      tar
        .subarray(offset + 124, offset + 136)
        .toString('latin1')
        .trim() || '0',
      8,
    );
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

describe('the saved empty PGlite database', () => {
  it('exists for the installed PGlite version (after an upgrade: npm run db:pglite-template)', () => {
    expect(pgliteTemplateFile()).toContain(`pgdata-${installedPgliteVersion()}.tar.br`);
    expect(readPgliteTemplate(), `missing ${pgliteTemplateFile()}`).toBeInstanceOf(Blob);
  });

  it("is a data folder as PGlite's initdb leaves it", () => {
    const names = tarNames(brotliDecompressSync(readFileSync(pgliteTemplateFile())));
    const relative = names.map((name) => name.replace(/^\/+/, ''));
    expect(relative).toEqual(expect.arrayContaining(['PG_VERSION', 'global/pg_control', 'postgresql.conf']));
    expect(relative.some((name) => name.startsWith('base/'))).toBe(true);
  });
});
