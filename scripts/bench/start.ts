/**
 * `npm run bench:start`: how long `npm start` takes until the portal answers /readyz.
 * Cold: no build and an empty data folder (a fresh clone). First: built app, empty data folder.
 * Later: the same data folder again. Targets: first start < 20 s, later starts < 5 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, spawnServer } from '../lib/spawn-server.ts';

const port = process.env.BENCH_PORT ?? '3202';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
const env = { PORT: port, DATA_DIR: dataDir, DATABASE_URL: '' };

async function measure(label: string): Promise<void> {
  const server = await spawnServer(env, 'scripts/start.ts');
  console.log(`  ${label.padEnd(44)} ${(server.readyMs / 1000).toFixed(2)} s`);
  await server.stop();
}

try {
  console.log('Start until /readyz answers:');
  rmSync(path.join(root, 'dist/web/.build-stamp'), { force: true });
  await measure('cold (builds the web app, empty data folder)');
  rmSync(dataDir, { recursive: true, force: true });
  await measure('first (built app, empty data folder)');
  await measure('later (same data folder)');
  await measure('later again');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
