/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on `/` of the built app,
 * in Debian's Chromium. Prints the four category scores (median of 3 runs) and the key timings.
 * Targets (foundation issue): performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../lib/chromium.ts';
import { spawnServer } from '../lib/spawn-server.ts';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const pagePath = process.argv[2] ?? '/';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const server = await spawnServer({
  PORT: process.env.BENCH_PORT ?? '3201',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
});
const found = await findChromium();
const chrome = await chromeLauncher.launch({
  chromePath: found.executablePath,
  envVars: { ...process.env, ...found.env } as Record<string, string>,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

type TRun = Record<string, number>;
const runs: TRun[] = [];
try {
  for (let index = 0; index < RUNS; index += 1) {
    const result = await lighthouse(`${server.url}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const ms = (key: string) => Math.round(audits[key]?.numericValue ?? 0);
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    });
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    );
    if (index === 0) {
      for (const audit of failing) {
        const items =
          (audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)
            ?.items ?? [];
        console.log(`Failing audit ${audit.id}:`);
        for (const item of items.slice(0, 5))
          console.log(`  ${item.node?.snippet ?? ''}\n    ${item.node?.explanation ?? ''}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`Lighthouse mobile on ${pagePath} (median of ${RUNS}):`);
for (const key of Object.keys(runs[0] ?? {})) {
  console.log(
    `  ${key.padEnd(15)} ${median(runs.map((run) => run[key] ?? 0))}   (runs: ${runs.map((run) => run[key]).join(', ')})`,
  );
}
