/**
 * `npm run bench -- api`: catalogue API latency under load (autocannon, 50 connections, 10 s each),
 * against the embedded database, or PostgreSQL when DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnServer } from '../lib/spawn-server.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
const server = await spawnServer({ PORT: process.env.BENCH_PORT ?? '3203', DATA_DIR: dataDir });
try {
  const brands = (await (await fetch(`${server.url}/api/brands`)).json()) as { brands: { id: number }[] };
  const brandId = brands.brands[0]?.id ?? 1;
  for (const [label, requestPath] of [
    ['GET /api/brands', '/api/brands'],
    ['GET /api/models?brandId=', `/api/models?brandId=${brandId}`],
  ] as const) {
    const result = await autocannon({ url: `${server.url}${requestPath}`, connections: 50, duration: 10 });
    console.log(
      `${label.padEnd(28)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p97.5 ${result.latency.p97_5} ms  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
