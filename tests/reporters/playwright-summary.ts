import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestSummary, type TTiming } from './slowest.ts';

/**
 * After the browser tier: its test-seconds and 20 slowest tests, and every test that needed a retry.
 * Retries run only in CI (playwright.config.ts); a test that passed only on its retry is flaky, and it
 * fails the run (decision 042): the retry tells "flaky" from "broken" in the report, it hides neither.
 */
export default class SummaryReporter implements Reporter {
  private readonly timings: TTiming[] = [];
  private readonly tests = new Set<TestCase>();
  private started = performance.now();

  onBegin(): void {
    this.started = performance.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.add(test);
    const retry = result.retry ? ` (retry ${result.retry})` : '';
    this.timings.push({ title: `${titleOf(test)}${retry}`, ms: result.duration });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.timings.length === 0) return undefined; // nothing ran (e.g. --list)
    console.log(slowestSummary('browser', this.timings, performance.now() - this.started));
    const flaky = [...this.tests].filter((test) => test.outcome() === 'flaky');
    if (flaky.length === 0) return undefined;
    console.log(`${flaky.length} flaky (passed only on a retry), each a failure of this run:`);
    for (const test of flaky) console.log(`  FLAKY  ${titleOf(test)}`);
    return result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}

function titleOf(test: TestCase): string {
  const file = path.relative(path.resolve('tests/e2e'), test.location.file);
  return `[${test.parent.project()?.name}] ${file} › ${test.titlePath().slice(3).join(' › ')}`;
}
