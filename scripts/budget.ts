/**
 * Byte budget of the landing page (issue: foundation; issue 33): the JavaScript `/` loads before any
 * interaction — the entry script and its modulepreloads — must stay at or under 85 KiB gzip. React Router
 * and every other page load after the landing page has painted (decision 047). Fails the build when over.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 85 * 1024;
const dist = path.resolve(import.meta.dirname, '..', process.env.WEB_DIST_DIR ?? 'dist/web');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
]
  .map((match) => match[1])
  .filter((src): src is string => Boolean(src));
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
  (match) => match[1] ?? '',
);
const fonts = [...html.matchAll(/<link[^>]+rel="preload"[^>]+href="([^"]+)"/g)].map(
  (match) => match[1] ?? '',
);

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

let total = 0;
console.log('JavaScript loaded by / before interaction (gzip -9):');
for (const src of scripts) {
  const size = gzipSize(src);
  total += size;
  console.log(`  ${src}  ${kib(size)}`);
}
for (const href of styles) console.log(`CSS ${href}  ${kib(gzipSize(href))} gzip`);
for (const href of fonts) console.log(`Preloaded font ${href}  ${kib(statSync(path.join(dist, href)).size)}`);
console.log(`Total JavaScript: ${kib(total)} of ${kib(BUDGET_BYTES)} budget`);

if (scripts.length === 0) {
  console.error('No script found in dist/web/index.html: is the build broken?');
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kib(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
