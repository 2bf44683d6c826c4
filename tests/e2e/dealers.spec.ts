import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { TSession } from '../../src/core/contracts/auth.ts';
import { pdfPageToPng, pdfText } from '../support/pdf.ts';
import { signInThroughApi, signUpDealerThroughApi } from './support/auth.ts';
import { expect, showToCamera, test } from './support/fake-camera.ts';
import { localized, t } from './support/i18n.ts';
import { createPickupThroughApi } from './support/pickup.ts';
import { answerShownQuestions } from './support/wizard.ts';
import { E2E_STAFF } from './support/users.ts';

/**
 * The dealer network in a browser (issue 21, decisions 023 and 032), at desktop size: a shop applies,
 * the admin approves it in Admin › Dealers, the dealer assesses a device at the counter, a customer
 * assesses their own through the shop's code, the dashboard adds them up, /dealer/scan reads a request's
 * QR code from a fake camera and attaches it, the poster PDF is looked at as an image, and a suspended
 * code shows its page. Rules (commission, accuracy, refusals) are the integration tests'.
 */
const locale = 'en' as const;
const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results');
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function firstPhone(request: APIRequestContext) {
  const brands = (await (await request.get('/api/brands?category=phone')).json()) as {
    brands: { id: number }[];
  };
  const brand = brands.brands[0]!;
  const models = (await (await request.get(`/api/models?brandId=${brand.id}&category=phone`)).json()) as {
    models: { id: number; storageOptions: number[] }[];
  };
  const model = models.models[0]!;
  return `brand=${brand.id}&model=${model.id}&storage=${model.storageOptions[0]}`;
}

/** From the condition step (the device chosen) to the success page: cash, a Bangkok store. */
async function completeWizard(
  page: Page,
  name: string,
  code: string,
  atCounter: boolean,
): Promise<{ reference: string }> {
  await expect(
    page.getByRole('heading', { level: 1, name: escape(t(locale, 'wizard.steps.condition.title')) }),
  ).toBeVisible();
  await answerShownQuestions(page, locale);
  await page.getByRole('button', { name: t(locale, 'wizard.condition.seePrice') }).click();
  await page.getByRole('button', { name: t(locale, 'wizard.continue'), exact: true }).click();
  await page.getByRole('button', { name: escape(t(locale, 'option.sale.title')) }).click();
  await page.getByRole('radio', { name: escape(t(locale, 'fulfilment.store.title')) }).check();
  await page.getByLabel(t(locale, 'fulfilment.province')).selectOption('bangkok');
  await page.getByRole('radio', { name: /Siam Square One/ }).check();
  await page.getByRole('button', { name: t(locale, 'fulfilment.continue') }).click();
  await page.getByLabel(t(locale, 'details.fullName')).fill(name);
  await page.getByLabel(t(locale, 'details.phone'), { exact: true }).fill('081-234-5678');
  // The shop's code goes with the request and cannot be changed here.
  const codeField = page.getByLabel(escape(t(locale, 'details.dealerCode')));
  await expect(codeField).toHaveValue(code);
  await expect(codeField).toHaveAttribute('readonly', '');
  // At the counter the dealer is told to hand the screen over for the consent.
  await expect(page.getByTestId('counter-consent')).toHaveCount(atCounter ? 1 : 0);
  // Consent is the customer's own tick: never ticked in advance, marketing left as it is.
  const consent = page.getByRole('checkbox', { name: escape(t(locale, 'details.pdpaLink')) });
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: t(locale, 'details.marketing') })).not.toBeChecked();
  await consent.check();
  await page.getByRole('button', { name: t(locale, 'details.submit') }).click();
  await expect(page).toHaveURL(/\/success\?ref=TRD-/, { timeout: 15_000 });
  return { reference: new URL(page.url()).searchParams.get('ref')! };
}

test('a shop from its application to its dashboard, scanner, poster and suspension', async ({
  page,
  browser,
  baseURL,
  cameraVideo,
}, testInfo) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString(36).toUpperCase().slice(-5);
  const shopName = `Lotus Phone ${unique}`;
  const code = `BKK-LOTUS${unique}`;

  // The shop applies (the sign-up form itself is auth-dealer.spec's).
  const session: TSession = await signUpDealerThroughApi(page, 'Lek Lotus');
  const dealerAuth = { Authorization: `Bearer ${session.accessToken}` };
  const profile = await page.request.put('/api/dealer/profile', {
    headers: dealerAuth,
    data: { shopName, phone: '081-555-0101', province: 'bangkok', address: '1 Rama I Road, Bangkok 10330' },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  // The admin approves it in Admin › Dealers with the code it chose.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughApi(admin, E2E_STAFF.admin.email);
  await admin.goto(localized('/admin?tab=dealers', locale));
  await admin.getByRole('link', { name: escape(shopName) }).click();
  await admin.getByLabel(t(locale, 'dealersAdmin.code')).fill(code);
  await admin.getByRole('button', { name: t(locale, 'dealersAdmin.action.approved') }).click();
  await expect(admin.getByTestId('dealer-panel').getByTestId('dealer-code')).toHaveText(code);

  // The dealer at the counter: the same wizard, the shop's code, the customer's consent on this screen.
  const device = await firstPhone(page.request);
  await page.goto(localized(`/assess/${code}?${device}`, locale));
  await expect(page.getByTestId('wizard-channel')).toContainText(shopName);
  const counter = await completeWizard(page, 'Somchai Jaidee', code, true);

  // A customer on their own phone through the shop's QR code.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(localized(`/customer-assess/${code}`, locale));
  await expect(customer.getByTestId('shop-name')).toHaveText(shopName);
  await customer.getByRole('link', { name: t(locale, 'dealerArea.startValuation') }).click();
  await expect(customer.getByTestId('wizard-channel')).toContainText(shopName);
  await expect(customer).toHaveURL((url) => url.searchParams.get('dealer') === code);
  // The device as the landing form would choose it, still for the shop.
  await customer.goto(localized(`/valuation?dealer=${code}&${device}`, locale));
  const self = await completeWizard(customer, 'Suda Wongsa', code, false);

  // The dashboard: both requests, their offers added up, no commission before settlement.
  const receipts = await Promise.all(
    [counter.reference, self.reference].map(async (reference) => {
      const response = await page.request.get(`/api/dealer/requests/${reference}`, { headers: dealerAuth });
      expect(response.status()).toBe(200);
      return (await response.json()) as { offerThb: number; channel: string };
    }),
  );
  expect(receipts.map((receipt) => receipt.channel)).toEqual(['counter', 'customer']);
  await page.goto(localized('/dealer', locale));
  await expect(page.getByTestId('total-count')).toHaveText('2');
  // One main landmark: the layout's (the dealer pages do not nest their own).
  await expect(page.getByRole('main')).toHaveCount(1);
  const offered = receipts.reduce((sum, receipt) => sum + receipt.offerThb, 0);
  await expect(page.getByTestId('total-offered')).toContainText(offered.toLocaleString('en-US'));
  await expect(page.getByTestId('total-commission')).toHaveText(t(locale, 'common.thb', { amount: '0.00' }));

  // /dealer/scan: the camera reads a request's tracking QR code; an unassigned request is attached.
  const loose = await createPickupThroughApi(page.request, baseURL!);
  await showToCamera(
    cameraVideo,
    await QRCode.toBuffer(`${baseURL}/track?ref=${loose.reference}`, { scale: 8 }),
  );
  await page.goto(localized('/dealer/scan', locale));
  await page.getByRole('button', { name: t(locale, 'scanner.camera'), exact: true }).click();
  await expect(page.getByTestId('scan-result')).toContainText(loose.reference, { timeout: 20_000 });
  await page.getByRole('button', { name: t(locale, 'dealerArea.attach') }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/dealer/${loose.reference}`);
  await expect(page.getByTestId('dealer-request')).toContainText(t(locale, 'dealerArea.channel.attached'));

  // The poster: an A4 page with the shop's name and code, looked at as an image.
  const poster = await page.request.get('/api/dealer/poster.pdf', { headers: dealerAuth });
  expect(poster.headers()['content-type']).toContain('application/pdf');
  mkdirSync(RESULTS_DIR, { recursive: true });
  const pdf = path.join(RESULTS_DIR, `dealer-poster-${testInfo.project.name}.pdf`);
  const posterPdf = await poster.body();
  writeFileSync(pdf, posterPdf);
  expect(await pdfText(posterPdf)).toContain(code);
  const png = await pdfPageToPng(posterPdf, { dpi: 40 });
  writeFileSync(pdf.replace(/\.pdf$/, '.png'), png);
  const { width, height } = await sharp(png).metadata();
  expect(Math.abs(height! / width! - 297 / 210)).toBeLessThan(0.01);

  // Suspended: the code's page says it is not active at once, and the shop cannot assess.
  await admin.getByLabel(t(locale, 'dealersAdmin.reasonLabel')).fill('Customer complaints');
  await admin.getByRole('button', { name: t(locale, 'dealersAdmin.action.suspended') }).click();
  await admin
    .getByRole('dialog', { name: t(locale, 'dealersAdmin.confirm.suspended', { shop: shopName }) })
    .getByRole('button', { name: t(locale, 'dealersAdmin.action.suspended') })
    .click();
  await expect(admin.getByTestId('dealer-panel')).toContainText(t(locale, 'dealersAdmin.status.suspended'));
  await customer.goto(localized(`/customer-assess/${code}`, locale));
  await expect(customer.getByTestId('code-inactive')).toContainText(t(locale, 'dealerArea.inactiveTitle'));
  // The shop reads that it is suspended, why, and what to do (not "Waiting for approval").
  await page.goto(localized(`/assess/${code}`, locale));
  await expect(page.getByTestId('assess-refused')).toContainText(t(locale, 'dealerArea.suspendedTitle'));
  await expect(page.getByTestId('shop-suspended-reason')).toContainText('Customer complaints');
  await page.goto(localized('/dealer', locale));
  await expect(page.getByTestId('shop-suspended')).toContainText('Customer complaints');
  await expect(page.getByTestId('shop-suspended')).toContainText(t(locale, 'dealerArea.suspendedText'));

  await adminContext.close();
  await customerContext.close();
});
