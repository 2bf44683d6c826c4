import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XLSX_MEDIA_TYPE } from '#core/contracts/catalogue-sheet.ts';
import { openDatabase } from '#server/db/client.ts';
import { hostileWorkbooks } from '../../tests/support/hostile-workbooks.ts';
import { addBenchAccount, benchSignIn } from '../lib/bench-accounts.ts';
import { spawnServer } from '../lib/spawn-server.ts';

/**
 * bench:reliability, issue 28 F1/F2: each hostile workbook (tests/support/hostile-workbooks.ts, made from
 * the server's own export) uploaded to the real server on PGlite while /healthz is asked every 20 ms:
 * the answer, its time (target: 400 within a second), and the slowest /healthz meanwhile. Then the
 * export itself, as the normal import.
 */
export async function hostileWorkbookUploads(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-workbooks-'));
  try {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const admin = await addBenchAccount(database.db, 'staff', ['admin']);
    await database.close();
    const server = await spawnServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const headers = { authorization: `Bearer ${await benchSignIn(server.url, admin)}` };
      const exported = new Uint8Array(
        await (await fetch(`${server.url}/api/admin/catalogue.xlsx`, { headers })).arrayBuffer(),
      );
      console.log(
        `hostile workbooks (PGlite; /healthz asked every 20 ms meanwhile; target: 400 within 1 s):`,
      );
      const upload = async (name: string, bytes: Uint8Array) => {
        let done = false;
        const waits: number[] = [];
        const watcher = (async () => {
          while (!done) {
            const asked = performance.now();
            await (await fetch(`${server.url}/healthz`)).arrayBuffer();
            waits.push(performance.now() - asked);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        })();
        const started = performance.now();
        const response = await fetch(`${server.url}/api/admin/catalogue-import/preview`, {
          method: 'POST',
          headers: { ...headers, 'content-type': XLSX_MEDIA_TYPE },
          body: bytes as Uint8Array<ArrayBuffer>,
        });
        const body = (await response.json()) as { error?: { messageKey: string } };
        const ms = performance.now() - started;
        done = true;
        await watcher;
        console.log(
          `  ${name.padEnd(76)} ${String(bytes.length).padStart(7)} B  ${response.status} ${(body.error?.messageKey ?? 'preview').replace('errors.catalogueSheet.', '').padEnd(14)} ` +
            `${String(Math.round(ms)).padStart(5)} ms; /healthz ${waits.length}× answered, slowest ${Math.round(Math.max(...waits))} ms`,
        );
      };
      for (const hostile of hostileWorkbooks(exported)) await upload(hostile.name, hostile.bytes);
      await upload("the catalogue's own export (the normal import)", exported);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
