import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { planFuzz, readEveryListOnce, runFuzz } from '../../tests/support/fuzz-run.ts';
import { addBenchAccount, benchSignIn } from '../lib/bench-accounts.ts';
import { spawnServer } from '../lib/spawn-server.ts';

/** A GET on a connection of its own (closed after the answer). */
function getOnce(url: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = { ...(init.headers as Record<string, string>), Connection: 'close' };
    get(url, { headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode })));
    }).on('error', reject);
  });
}

/**
 * bench:reliability, issue 28 F3: the fuzz test's bad requests and early answers (413 by Content-Length
 * and mid-stream, 401, 404 with unread bodies) against the real server on PGlite, from keep-alive clients
 * (half node:http, half fetch). Prints the resets (target 0) and how many early answers said
 * `Connection: close`.
 */
export async function keepAliveFuzz(port: number, quick: boolean): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-fuzz-'));
  try {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const admin = await addBenchAccount(database.db, 'staff', ['admin']);
    const dealer = await addBenchAccount(database.db, 'dealer');
    await database.close();
    const server = await spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TRUST_PROXY: 'true',
    });
    try {
      const tokens = {
        admin: await benchSignIn(server.url, admin),
        dealer: await benchSignIn(server.url, dealer),
      };
      const total = quick ? 2_000 : 10_000;
      const planned = planFuzz(20261126, total, quick ? 80 : 400, tokens);
      // On connections of its own: a kept connection idle past the server's keep-alive timeout while
      // this busy process plans would be the idle race every HTTP/1.1 client knows, not an early answer.
      await readEveryListOnce((route, init) => getOnce(`${server.url}${route}`, init), tokens);
      const started = performance.now();
      const outcome = await runFuzz(server.url, planned, 8);
      const seconds = (performance.now() - started) / 1000;
      const fiveHundreds = [...outcome.statuses]
        .filter(([status]) => status >= 500)
        .reduce((sum, [, n]) => sum + n, 0);
      console.log(
        `keep-alive fuzz (8 connections, half node:http, half fetch; PGlite): ${outcome.requests} requests in ${seconds.toFixed(1)} s, ` +
          `resets ${outcome.resets} (target 0), 5xx ${fiveHundreds}, early answers ${outcome.early} ` +
          `(${outcome.earlyClosed} said Connection: close), other failures ${outcome.failures.length - outcome.resets - fiveHundreds}`,
      );
      for (const failure of outcome.failures.slice(0, 5)) console.log(`  ${failure.slice(0, 300)}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
