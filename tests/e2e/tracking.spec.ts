import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadConfig } from '../../src/server/config/env.ts';
import { createLogger } from '../../src/server/http/logger.ts';
import { startServer, type TRunningServer } from '../../src/server/server.ts';
import type { TLocale } from '../../src/core/constants.ts';
import type { TTracking } from '../../src/core/contracts/trade-ins.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectChatButtonClearOfControls } from './support/chat-corner.ts';
import { localized, t } from './support/i18n.ts';
import { createPickupThroughApi, fillPickupForm, submitPickupForm } from './support/pickup.ts';
import { setLowerRequote } from './support/requote-state.ts';
import { waitForFonts } from './support/page.ts';
import { expect, test } from './support/test.ts';

async function lookUp(page: Page, locale: TLocale, reference: string | null, phone: string): Promise<void> {
  if (reference !== null) await page.getByLabel(t(locale, 'track.referenceLabel')).fill(reference);
  await page.getByLabel(t(locale, 'track.phoneLabel')).fill(phone);
  await page.getByRole('button', { name: t(locale, 'track.submit') }).click();
}

const thb = (locale: TLocale, amount: number) =>
  t(locale, 'common.thb', { amount: amount.toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB') });

test.describe('tracking (/track)', () => {
  test('with the erasure certificate shown, the chat button covers none of the page’s controls', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // the page is scrolled through step by step
    const receipt = await createPickupThroughApi(request, baseURL ?? '', { phone: '0893334455' });
    // The wipe is recorded by an engineer (engineer.spec.ts); here the answer names its certificate.
    await page.route('**/api/track', async (route) => {
      const response = await route.fetch();
      const tracking = (await response.json()) as TTracking;
      await route.fulfill({ response, json: { ...tracking, erasureCertificate: 'WIPE-2026-000042' } });
    });
    for (const locale of ['th', 'en'] as const) {
      await page.goto(localized(`/track?ref=${receipt.reference}`, locale));
      await lookUp(page, locale, null, '0893334455');
      await expect(page.getByTestId('certificate-download')).toBeVisible();
      await expectChatButtonClearOfControls(page);
    }
  });

  test('a request made through the pick-up form is found by reference and phone typed with dashes', async ({
    page,
  }) => {
    test.slow(); // two pages: the pick-up form, then the tracking page
    await page.goto('/pickup');
    await fillPickupForm(page, 'th', {
      fullName: 'มาลี ศรีสุข',
      phone: '0865554321',
      brandModel: 'Huawei MatePad 11',
      address: '45/6 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ 50200',
    });
    const reference = await submitPickupForm(page, 'th');

    await page.goto('/track');
    await lookUp(page, 'th', reference.toLowerCase(), '086-555-4321');

    const result = page.getByTestId('track-result');
    await expect(result.getByRole('heading', { name: reference })).toBeFocused();
    await expect(page.getByTestId('track-status')).toHaveText(t('th', 'status.new'));
    await expect(result).toContainText(t('th', 'status.newHint'));
    await expect(result).toContainText('Huawei MatePad 11');
    await expect(result).toContainText(t('th', 'track.fulfilment.pickup'));
    await expect(result).toContainText(t('th', 'track.offerAfterInspection'));

    const timeline = page.getByRole('list', { name: t('th', 'track.timeline') });
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(0)).toContainText(t('th', 'status.new'));
    // Dated in Thai, Buddhist era (2026 → 2569).
    const buddhistYear = (await page.evaluate(() => new Date().getFullYear())) + 543;
    await expect(steps.nth(0).locator('time')).toContainText(String(buddhistYear));
    for (const [index, status] of (['booked', 'received', 'inspected', 'settled'] as const).entries()) {
      await expect(steps.nth(index + 1)).toContainText(t('th', `status.${status}`));
      await expect(steps.nth(index + 1)).toContainText(t('th', 'track.upcoming'));
    }

    // The address keeps the reference only: never the phone number.
    await expect(page).toHaveURL((url) => url.searchParams.get('ref') === reference);
    expect(page.url()).not.toMatch(/086|555-?4321/);
  });

  test('a wrong phone number shows the not-found message and nothing of the request', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const receipt = await createPickupThroughApi(request, baseURL ?? '', {
      phone: '0891112233',
      deviceDescription: 'Phone · Secret Phone 9',
    });
    await page.goto(localized(`/track?ref=${receipt.reference}`, 'en'));
    await expect(page.getByLabel(t('en', 'track.referenceLabel'))).toHaveValue(receipt.reference);
    await lookUp(page, 'en', null, '089-999-0000');

    await expect(page.getByRole('alert')).toContainText(t('en', 'errors.track.notFound'));
    await expect(page.getByTestId('track-result')).toHaveCount(0);
    await expect(page.getByText('Secret Phone 9')).toHaveCount(0);
    await expect(page.getByTestId('track-status')).toHaveCount(0);
    // At phone size the chat button stood over the message (issue 30): it steps aside from alerts too.
    await expectChatButtonClearOfControls(page);
    await waitForFonts(page);
    await expectNoSeriousViolations(page, testInfo, 'track-not-found-en');
  });

  test('a malformed reference or phone is caught before anything is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(sent.url());
    });
    await page.goto('/track');
    await lookUp(page, 'th', 'TRD-123', '12345');
    await expect(page.getByText(t('th', 'track.referenceInvalid'))).toBeVisible();
    await expect(page.getByText(t('th', 'errors.phone.invalid'))).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('a delivery is looked up with the same form: its code field checked, then not found', async ({
    page,
  }) => {
    await page.goto(localized('/track?mode=delivery', 'en'));
    const form = page.getByRole('form', { name: t('en', 'track.delivery.formTitle') });
    await form.getByLabel(t('en', 'track.delivery.documentLabel')).fill('RCP-12');
    await form.getByLabel(t('en', 'track.phoneLabel')).fill('0812345678');
    await form.getByRole('button', { name: t('en', 'track.submit') }).click();
    await expect(form.getByText(t('en', 'errors.track.documentInvalid'))).toBeVisible();

    await form.getByLabel(t('en', 'track.delivery.documentLabel')).fill('rcp-2026-999999');
    await form.getByRole('button', { name: t('en', 'track.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(t('en', 'track.delivery.notFound'));
    await expect(page.getByTestId('delivery-result')).toHaveCount(0);
  });
});

/**
 * The lower re-quote is set up by writing to the database, which cannot be done to the shared e2e
 * server's embedded database while it runs. These tests start their own server (port 0, own data
 * folder) and drive the browser at it.
 */
test.describe('answering a lower re-quote', () => {
  let running: TRunningServer;
  let dataDir: string;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'tradein-e2e-requote-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The same build the shared e2e server serves (README: `npm run build` first).
      WEB_DIST_DIR: path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web'),
    });
    running = await startServer(config, createLogger('silent'));
    base = `http://127.0.0.1:${running.port}`;
  });

  test.afterAll(async () => {
    await running?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('accepting the new price (English) shows the comparison, then the accepted state', async ({
    page,
    request,
  }, testInfo) => {
    const receipt = await createPickupThroughApi(request, base, { phone: '0812223333' });
    await setLowerRequote(running.database.db, receipt.reference, {
      offerThb: 12_000,
      actualPriceThb: 10_500,
    });

    await page.goto(`${base}/track?ref=${receipt.reference}&lang=en`);
    await lookUp(page, 'en', null, '081-222-3333');
    const decision = page.getByTestId('requote-decision');
    await expect(decision.getByRole('heading', { name: t('en', 'track.requote.title') })).toBeVisible();
    const table = decision.getByRole('table', { name: t('en', 'track.requote.tableCaption') });
    await expect(table.getByRole('row', { name: t('en', 'track.requote.offer') })).toContainText(
      thb('en', 12_000),
    );
    await expect(table.getByRole('row', { name: t('en', 'track.requote.actual') })).toContainText(
      thb('en', 10_500),
    );
    await expect(table.getByRole('row', { name: t('en', 'track.requote.difference') })).toContainText(
      `−${thb('en', 1_500)}`,
    );
    await expect(page.getByTestId('track-status')).toHaveText(t('en', 'status.inspected'));
    await waitForFonts(page);
    await expectNoSeriousViolations(page, testInfo, 'track-decision-en');

    await decision
      .getByRole('button', { name: t('en', 'track.requote.accept', { amount: thb('en', 10_500) }) })
      .click();
    await expect(page.getByTestId('decision-done')).toHaveText(t('en', 'track.requote.accepted'));
    await expect(page.getByTestId('requote-decision')).toHaveCount(0);
    await expect(page.getByTestId('track-status')).toHaveText(t('en', 'status.inspected'));
    await expect(page.getByTestId('track-result')).toContainText(thb('en', 10_500));
  });

  test('declining (Thai) asks once more, then closes the request and returns the device free', async ({
    page,
    request,
  }, testInfo) => {
    const receipt = await createPickupThroughApi(request, base, { phone: '0834445555' });
    await setLowerRequote(running.database.db, receipt.reference, { offerThb: 8_000, actualPriceThb: 6_200 });

    await page.goto(`${base}/track?ref=${receipt.reference}`);
    await lookUp(page, 'th', null, '083-444-5555');
    const decision = page.getByTestId('requote-decision');
    await expect(decision).toContainText(`−${thb('th', 1_800)}`);

    const decline = decision.getByRole('button', { name: t('th', 'track.requote.decline') });
    await decline.click();
    const dialog = page.getByRole('dialog', { name: t('th', 'track.requote.confirmTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('th', 'track.requote.keep') })).toBeFocused();
    await expectNoSeriousViolations(page, testInfo, 'track-decline-dialog-th');
    await dialog.getByRole('button', { name: t('th', 'track.requote.keep') }).click();
    await expect(dialog).toBeHidden();
    await expect(decision).toBeVisible();

    await decline.click();
    await dialog.getByRole('button', { name: t('th', 'track.requote.confirmDecline') }).click();
    await expect(page.getByTestId('decision-done')).toHaveText(t('th', 'track.requote.declined'));
    await expect(page.getByTestId('track-status')).toHaveText(t('th', 'status.rejected'));
    await expect(page.getByTestId('track-result')).toContainText(t('th', 'track.reason.customerDeclined'));
    const steps = page.getByRole('list', { name: t('th', 'track.timeline') }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.last()).toHaveAttribute('data-status', 'rejected');
    await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  });
});
