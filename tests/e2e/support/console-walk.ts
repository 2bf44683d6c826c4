import type { Page } from '@playwright/test';
import { formatTime } from '../../../src/core/bangkok-time.ts';
import type { TLocale } from '../../../src/core/constants.ts';
import { t } from './i18n.ts';
import { expect } from './test.ts';

/**
 * Every console page, each tab once (issue 30 items 4, 8 and 9): the accessibility walk visits each in
 * both languages at both sizes, the sideways walk at 1280 and 1440 px. Record pages are reached from
 * their lists in the journeys; the device passport stands here for them (it has a history).
 */
export const CONSOLE_PAGES = [
  ...[
    'requests',
    'brands',
    'models',
    'prices',
    'users',
    'adjustments',
    'import',
    'company',
    'dealers',
    'questionnaire',
    'personalData',
  ].map((tab) => `/admin?tab=${tab}`),
  '/engineer',
  '/warehouse',
  '/warehouse?status=available&vat=margin',
  '/warehouse?item=1',
  '/sales',
  '/sales?tab=documents',
  '/logistics',
  '/logistics?tab=pickups',
  '/logistics?tab=carriers',
  '/finance',
  '/finance?tab=receipts',
  '/finance?tab=expenses',
  '/finance?tab=vouchers',
  '/account',
  '/dashboard',
  '/reports',
] as const;

/** A page's chunk, its catalogue and its data, on a busy CI machine. */
const SETTLE_TIMEOUT = 20_000;

/** Waits until the page has its heading and nothing visible is still loading, fonts included. */
export async function settle(page: Page, locale: TLocale): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SETTLE_TIMEOUT });
  const loading = page
    .locator('[data-testid="page-spinner"], [aria-busy="true"]')
    .or(page.getByText(t(locale, 'common.loading'), { exact: true }));
  await expect(loading.filter({ visible: true })).toHaveCount(0, { timeout: SETTLE_TIMEOUT });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Codes that must never reach a Thai screen (decision 046): grades, actors, VAT schemes, categories,
 * states, payment and hand-over kinds. Matched as whole words, not inside an e-mail or a link.
 */
export const RAW_CODES = [
  'excellent',
  'good',
  'fair',
  'broken',
  'customer',
  'staff',
  'system',
  'standard',
  'margin',
  'phone',
  'notebook',
  'tablet',
  'gadget',
  'printer',
  'pending',
  'available',
  'sold',
  'returned',
  'writtenOff',
  'pendingDelivery',
  'inTransit',
  'delivered',
  'pendingPayment',
  'completed',
  'reversed',
  'booked',
  'received',
  'inspected',
  'settled',
  'rejected',
  'retail',
  'wholesale',
  'counter',
  'shipped',
  'cash',
  'transfer',
  'promptPay',
  'card',
  'abbreviatedTaxInvoice',
  'taxInvoice',
  'creditNote',
] as const;

/** The codes from RAW_CODES the page's visible text shows. */
export async function rawCodesShown(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return RAW_CODES.filter((code) => new RegExp(`(?<![\\w@./-])${code}(?![\\w@./-])`).test(text));
}

const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;

/**
 * Collects the instants the API sends the page (every ISO date-time in its JSON answers), so the walk can
 * tell a Bangkok clock from another zone's: each HH:MM the page shows must be one of their Bangkok times
 * (or a pick-up slot's edge, which is already Bangkok's).
 */
export function watchInstants(page: Page): Set<string> {
  const clocks = new Set<string>(['09:00', '12:00', '15:00', '18:00']);
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const body = await response.text().catch(() => '');
    for (const [instant] of body.matchAll(INSTANT)) clocks.add(formatTime(instant));
  });
  return clocks;
}

/** The HH:MM clocks the page shows that are no Bangkok time of what the API sent. */
export async function clocksOffBangkok(
  page: Page,
  bangkokClocks: Set<string>,
): Promise<{ shown: number; off: string[] }> {
  const text = await page.locator('main').innerText();
  const shown = [...text.matchAll(/(?<![\d:])(\d{1,2}:\d{2})(?![\d:])/g)].map((match) =>
    match[1]!.padStart(5, '0'),
  );
  return { shown: shown.length, off: shown.filter((clock) => !bangkokClocks.has(clock)) };
}
