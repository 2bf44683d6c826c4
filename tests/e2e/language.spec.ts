import type { Page } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import { t } from './support/i18n.ts';
import { header } from './support/page.ts';
import { expect, test } from './support/test.ts';

const STORAGE_KEY = 'lang';

async function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
}

/** The page is fully in `locale`: page language, title, the hero and the header. */
async function expectLanguage(page: Page, locale: TLocale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page).toHaveTitle(t(locale, 'meta.title'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t(locale, 'hero.title'));
  await expect(page.getByRole('heading', { name: t(locale, 'estimate.title') })).toBeVisible();
  await expect(header(page).getByRole('group', { name: t(locale, 'header.language') })).toBeVisible();
}

test.describe('language', () => {
  test('starts in Thai with nothing stored', async ({ page }) => {
    await page.goto('/');
    await expectLanguage(page, 'th');
    expect(await storedLanguage(page)).toBeNull();
  });

  test('switching to English updates the text, the address, the page language and the title', async ({
    page,
  }) => {
    await page.goto('/');
    await expectLanguage(page, 'th');

    await header(page)
      .getByRole('button', { name: t('th', 'header.switchToEnglish') })
      .click();

    await expectLanguage(page, 'en');
    await expect(page).toHaveURL(/[?&]lang=en(&|$)/);
    await expect(page.getByRole('button', { name: t('en', 'header.switchToEnglish') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: t('en', 'header.switchToThai') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByText(t('th', 'hero.title'))).toHaveCount(0);
    expect(await storedLanguage(page)).toBe('en');

    // And back again.
    await page.getByRole('button', { name: t('en', 'header.switchToThai') }).click();
    await expectLanguage(page, 'th');
    await expect(page).toHaveURL(/[?&]lang=th(&|$)/);
    expect(await storedLanguage(page)).toBe('th');
  });

  test('a reload without the query keeps the stored English', async ({ page }) => {
    await page.goto('/');
    await header(page)
      .getByRole('button', { name: t('th', 'header.switchToEnglish') })
      .click();
    await expectLanguage(page, 'en');

    await page.goto('/');
    await expect(page).not.toHaveURL(/lang=/);
    await expectLanguage(page, 'en');

    await page.reload();
    await expectLanguage(page, 'en');
  });

  test('?lang=th overrides a stored English and is remembered', async ({ page }) => {
    await page.goto('/?lang=en');
    await expectLanguage(page, 'en');
    expect(await storedLanguage(page)).toBe('en');

    await page.goto('/?lang=th');
    await expectLanguage(page, 'th');
    expect(await storedLanguage(page)).toBe('th');
  });

  test('an invalid ?lang= falls back to the stored preference', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), STORAGE_KEY);

    await page.goto('/?lang=xx');
    await expectLanguage(page, 'en');
    expect(await storedLanguage(page)).toBe('en');
  });

  test('an invalid ?lang= with nothing stored falls back to Thai', async ({ page }) => {
    await page.goto('/?lang=xx');
    await expectLanguage(page, 'th');
    expect(await storedLanguage(page)).toBeNull();
  });

  test('an invalid stored value is ignored', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'fr'), STORAGE_KEY);
    await page.goto('/?lang=xx');
    await expectLanguage(page, 'th');
  });
});
