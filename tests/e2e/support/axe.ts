import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './test.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type TAxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type TViolation = TAxeResults['violations'][number];

/** One paragraph per violation: rule, impact, help link and the offending nodes with axe's own explanation. */
export function formatViolations(violations: TViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules; serious or critical violations fail the test. */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = formatViolations(blocking);
  if (blocking.length > 0) {
    await testInfo.attach(`axe-${label}.txt`, { body: report, contentType: 'text/plain' });
  }
  expect(blocking.length, `axe found serious or critical violations on ${label}:\n\n${report}\n`).toBe(0);
}
