import type { Locator, Page, TestInfo } from '@playwright/test';
import type { TLocale } from '../../../src/core/constants.ts';
import { expect } from './test.ts';
import { t } from './i18n.ts';

/** The header's links and menu button sit behind a menu below Tailwind's `lg` breakpoint (1024 px). */
const LG_BREAKPOINT = 1024;

export function isPhoneLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? LG_BREAKPOINT) < LG_BREAKPOINT;
}

export function isPhoneProject(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function menuButton(page: Page, locale: TLocale, open = false): Locator {
  return header(page).getByRole('button', { name: t(locale, open ? 'header.closeMenu' : 'header.openMenu') });
}

/** Opens the mobile menu when the layout has one, so the header links can be reached in either layout. */
export async function revealHeaderLinks(page: Page, locale: TLocale): Promise<void> {
  if (!isPhoneLayout(page)) return;
  await menuButton(page, locale).click();
  await expect(menuButton(page, locale, true)).toHaveAttribute('aria-expanded', 'true');
}

export function estimateForm(page: Page, locale: TLocale): Locator {
  return page.getByRole('form', { name: t(locale, 'estimate.title') });
}

export function selects(page: Page, locale: TLocale) {
  const form = estimateForm(page, locale);
  return {
    form,
    brand: form.getByRole('combobox', { name: t(locale, 'estimate.brand') }),
    model: form.getByRole('combobox', { name: t(locale, 'estimate.model') }),
    storage: form.getByRole('combobox', { name: t(locale, 'estimate.storage') }),
    start: form.getByRole('button', { name: t(locale, 'estimate.startHere') }),
  };
}

/** Waits until the brand list has come from the API (the placeholder no longer says "Loading"). */
export async function waitForBrands(page: Page, locale: TLocale): Promise<void> {
  const { brand } = selects(page, locale);
  await expect(brand).not.toHaveAttribute('aria-busy', 'true');
  await expect(brand.locator('option').nth(1)).toBeAttached();
}

/** Waits for web fonts so text is measured and drawn in its final face. */
export async function waitForFonts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** Below 640 px the console kit lists cards instead of a table (decision 017). */
const CARDS_BELOW = 640;

function hasConsoleCards(page: Page): boolean {
  return (page.viewportSize()?.width ?? CARDS_BELOW) < CARDS_BELOW;
}

/** A console list by its name (the table's caption, the cards' label): the table at desktop, the cards on a phone. */
export function consoleList(page: Page, name: string): Locator {
  return hasConsoleCards(page) ? page.getByRole('list', { name }) : page.getByRole('table', { name });
}

/** The entries of a console list (or of every list on the page): body rows at desktop, cards on a phone. */
export function consoleEntries(page: Page, list: Locator | Page = page): Locator {
  return hasConsoleCards(page)
    ? list.getByRole('listitem')
    : list.getByRole('row').filter({ has: page.getByRole('cell') });
}

/** The entry of a console list that shows `text`: a row at desktop, a card on a phone. */
export function consoleEntry(page: Page, text: string, list: Locator | Page = page): Locator {
  return consoleEntries(page, list).filter({ hasText: text });
}
