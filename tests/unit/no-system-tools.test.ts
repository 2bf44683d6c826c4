import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` needs nothing but Node and the npm registry (issue 29, decision 042): no test, script or CI
 * step calls poppler's tools (tests/support/pdf.ts reads and draws PDFs), and CI installs nothing with apt,
 * so it runs exactly what a developer runs.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set([
  'node_modules',
  '.git',
  '.tmp',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
]);
// Spelled in two halves, so this file does not find itself.
const POPPLER = new RegExp(['pdfto', '(text|ppm|cairo)'].join(''));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx|js|mjs|cjs|json|sh)$/.test(entry.name) || dir.endsWith('.ci') ? [full] : [];
  });
}

describe('the tree', () => {
  it("has no test, script or CI step that calls poppler's tools", () => {
    const callers = ['tests', 'scripts', 'src', '.ci']
      .flatMap((dir) => files(path.join(ROOT, dir)))
      .concat(
        ['package.json', 'playwright.config.ts', 'vitest.config.ts'].map((file) => path.join(ROOT, file)),
      )
      .filter((file) => POPPLER.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(callers).toEqual([]);
  });

  it('has a CI script that installs nothing with apt', () => {
    const steps = readFileSync(path.join(ROOT, '.ci/run'), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'));
    expect(steps.filter((line) => /\bapt(-get)?\s+(update|install)\b|\bdpkg\s+-i\b/.test(line))).toEqual([]);
  });
});
