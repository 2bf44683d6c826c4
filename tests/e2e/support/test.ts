import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: fails any test during which the page throws an uncaught error or logs a
 * console error, except the browser's own note about a 404 document (the not-found page is one on purpose).
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`Uncaught: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/status of 404/.test(message.text())) return;
        problems.push(`console.error: ${message.text()}`);
      });
      await use();
      expect(problems, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
