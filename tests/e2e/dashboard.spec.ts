import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signInThroughApi } from './support/auth.ts';
import { localized, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { createPickupThroughApi } from './support/pickup.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots/reports';

/** Activity today: a quote of the first catalogue model and a pick-up request. */
async function arrangeActivity(request: APIRequestContext, baseURL: string) {
  const brands = (await (await request.get('/api/brands')).json()) as { brands: { id: number }[] };
  const models = (await (await request.get(`/api/models?brandId=${brands.brands[0]!.id}`)).json()) as {
    models: { id: number; storageOptions: number[]; releaseYear: number }[];
  };
  const model = models.models[0]!;
  const quote = await request.post('/api/quotes', {
    data: {
      modelId: model.id,
      storageGb: model.storageOptions[0] ?? 0,
      year: model.releaseYear,
      answers: {
        modelType: 'th',
        warranty: 'over4Months',
        body: 'noScratch',
        screen: 'minorScratch',
        display: 'normal',
        battery: 'over80',
        accessories: 'completeBox',
        functional: [],
      },
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  await createPickupThroughApi(request, baseURL, { fullName: 'ประภา ทดสอบ' });
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

for (const locale of LOCALES_UNDER_TEST) {
  test(`a staff member opens /dashboard, changes the period and sees the charts (${locale})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await arrangeActivity(page.request, baseURL!);
    // Any role opens it: an engineer, not only an admin.
    await signInThroughApi(page, E2E_STAFF.engineer.email);
    await page.goto(localized('/dashboard', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.dashboard'));
    await expect(page.getByTestId('report-kpis')).toBeVisible();
    for (const chart of ['perDay', 'perStatus', 'funnel']) {
      await expect(page.getByTestId(`chart-${chart}`).getByRole('img').first()).toBeVisible();
    }
    // The per-day chart is named by its summary, not read bar by bar.
    await expect(page.getByTestId('chart-perDay').getByRole('img')).toHaveAttribute('aria-label', /\d/);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await expectNoSeriousViolations(page, testInfo, `dashboard-${locale}`);
    await shoot(page, `dashboard-${locale}`);

    // A preset goes to the URL and survives a reload.
    await page.getByRole('button', { name: t(locale, 'reports.lastDays', { days: 7 }) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('days') === '7');
    await expect(page.getByTestId('report-period')).toContainText('(7 ');
    await page.reload();
    await expect(
      page.getByRole('button', { name: t(locale, 'reports.lastDays', { days: 7 }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('chart-perDay').getByRole('img')).toBeVisible();

    // A custom range: a reversed one is refused before asking; a quiet one shows the empty state.
    await page.getByRole('button', { name: t(locale, 'reports.custom') }).click();
    await page.getByLabel(t(locale, 'reports.from'), { exact: true }).fill('2020-01-07');
    await page.getByLabel(t(locale, 'reports.to'), { exact: true }).fill('2020-01-01');
    await page.getByRole('button', { name: t(locale, 'reports.show') }).click();
    await expect(page.getByRole('alert')).toHaveText(t(locale, 'errors.reports.rangeInvalid'));
    await page.getByLabel(t(locale, 'reports.to'), { exact: true }).fill('2020-01-14');
    await page.getByRole('button', { name: t(locale, 'reports.show') }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('from') === '2020-01-07');
    await expect(page.getByTestId('report-empty')).toContainText(t(locale, 'reports.emptyTitle'));
    await expect(page.getByTestId('chart-perDay')).toHaveCount(0);
    await expectNoSeriousViolations(page, testInfo, `dashboard-empty-${locale}`);
    await shoot(page, `dashboard-empty-${locale}`);
  });

  test(`/reports shows the tables and downloads a table as CSV (${locale})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await arrangeActivity(page.request, baseURL!);
    await signInThroughApi(page, E2E_STAFF.financeWarehouse.email);
    await page.goto(localized('/reports?days=30', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pages.reports'));
    const perStatus = page.getByTestId('table-perStatus');
    await expect(perStatus.getByRole('row')).toHaveCount(7);
    await expectNoSeriousViolations(page, testInfo, `reports-${locale}`);
    await shoot(page, `reports-${locale}`);

    const downloading = page.waitForEvent('download');
    await perStatus.getByRole('button', { name: new RegExp(t(locale, 'reports.download')) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^report-perStatus-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split('\n')[0]).toBe('status,requests');
    expect(csv).toMatch(/^new,[1-9]\d*$/m);

    // The charts are one link away, on the same period.
    await page.getByRole('link', { name: t(locale, 'reports.seeCharts') }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/dashboard' && url.searchParams.get('days') === '30',
    );
  });
}

test('the landing page never loads the dashboard chunk', async ({ page }) => {
  const scripts = (target: Page) => {
    const urls: string[] = [];
    target.on('request', (request) => {
      if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
    });
    return urls;
  };
  const landing = scripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const landingScripts = [...landing];
  await signInThroughApi(page, E2E_STAFF.admin.email);
  const onDashboard = scripts(page);
  await page.goto('/dashboard?lang=en');
  await expect(page.getByTestId('report-kpis').or(page.getByTestId('report-empty'))).toBeVisible();
  // Lazy chunks are named by their hash alone (decision 047): the dashboard's is the one exporting its route.
  const texts = new Map<string, string>();
  for (const path of onDashboard) texts.set(path, await (await page.request.get(path)).text());
  const dashboardChunk = onDashboard.find((path) =>
    /export\{[^}]*\bas DashboardRoute\b/.test(texts.get(path)!),
  );
  expect(dashboardChunk, onDashboard.join('\n')).toBeTruthy();
  // The chart code is in that chunk.
  expect(texts.get(dashboardChunk!)).toContain('preserveAspectRatio');
  expect(landingScripts).not.toContain(dashboardChunk);
  for (const path of landingScripts) {
    expect(await (await page.request.get(path)).text()).not.toContain('preserveAspectRatio');
  }
});

test('/dashboard asks for a staff sign-in first', async ({ page }) => {
  await page.goto('/dashboard?lang=en');
  await expect(page.getByTestId('guard-login')).toBeVisible();
});
