import { statSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { privacyNotice } from '../../src/web/features/legal/legal-content.ts';
import { t } from './support/i18n.ts';
import { waitForBrands, waitForFonts } from './support/page.ts';
import { expect, test } from './support/test.ts';

/** Full-page screenshots for a person to look at: test-results/screenshots/<project>-<name>.png. */
async function capture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await waitForFonts(page);
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  expect(statSync(file).size, `${file} is empty`).toBeGreaterThan(0);
}

test.describe('screenshots', () => {
  test('landing page in Thai', async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForBrands(page, 'th');
    await capture(page, testInfo, 'landing-th');
  });

  test('landing page in English', async ({ page }, testInfo) => {
    await page.goto('/?lang=en');
    await waitForBrands(page, 'en');
    await capture(page, testInfo, 'landing-en');
  });

  test('privacy notice in Thai', async ({ page }, testInfo) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyNotice.th.title);
    await capture(page, testInfo, 'privacy-th');
  });

  test('not-found page', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('th', 'notFound.title'));
    await capture(page, testInfo, 'not-found-th');
  });
});
