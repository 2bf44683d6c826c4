import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: fails any test during which the page throws an uncaught error or logs a
 * console error, except the browser's own note about a 404 document (the not-found page is one on purpose)
 * and what a test declares it provokes (`test.use({ expectedConsoleErrors: [/status of 401/] })`: the
 * browser logs every refused request, such as a wrong password's 401).
 */
export const test = base.extend<{ failOnPageErrors: void; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/status of 404/.test(message.text())) return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console.error: ${message.text()}`);
      });
      await use();
      expect(problems, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
