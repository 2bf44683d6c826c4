/** `npm run bench`: every benchmark in turn; each prints its own figures. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = [
  'start.ts',
  'baseline.ts',
  'memory.ts',
  'api.ts',
  'quotes.ts',
  'consoles.ts',
  'submission.ts',
  'web.ts',
  'wizard.ts',
  'dealers.ts',
  'engineer.ts',
  'warehouse.ts',
  'finance.ts',
  'logistics.ts',
];
// 1,000,000 generated requests need a PostgreSQL server where the bench may create its own database.
if (process.env.BENCH_PG_ADMIN_URL) benches.push('admin-requests.ts', 'reports.ts');
else
  console.log(
    'admin-requests.ts and reports.ts skipped: set BENCH_PG_ADMIN_URL=postgres://…/postgres to run them',
  );
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, bench)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
