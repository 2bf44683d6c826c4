import type { APIRequestContext } from '@playwright/test';
import type { TVoucher } from '../../src/core/contracts/finance.ts';
import type { TSale } from '../../src/core/contracts/sales.ts';
import { adminToken, signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';
import { E2E_TRADE_IN_ITEM, E2E_VOUCHER } from './support/voucher-records.ts';
import { answerShownQuestions } from './support/wizard.ts';

const locale = 'th' as const;
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * The counter on a phone (decision 044): a sale paid partly with a voucher, its code typed as a scanner
 * would (the lookup shows the balance and the owner masked), cash for the rest; the voucher's balance
 * falls by what it paid. Redemption rules, refusals and races are the integration tests'.
 */
test('a sale at the counter paid partly with a voucher, at 390 px', async ({ page }) => {
  const headers = { Authorization: `Bearer ${await adminToken(page.request)}` };
  const issued = await page.request.post('/api/finance/vouchers', {
    headers,
    data: { tradeInReference: E2E_VOUCHER.reference },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const voucher = (await issued.json()) as TVoucher;

  await signInThroughApi(page, E2E_STAFF.admin.email);
  await page.goto(localized(`/sales?q=${E2E_VOUCHER.item.imei}`, locale));
  // On a phone the stock is a list of cards; the whole card opens the sale (decision 045).
  const stock = page.getByRole('list', { name: t(locale, 'salesConsole.inventory.caption') });
  await stock.getByRole('button', { name: new RegExp(E2E_VOUCHER.item.description) }).click();
  const dialog = page.getByRole('dialog', { name: t(locale, 'salesConsole.sale.title.retail') });
  await dialog.getByLabel(t(locale, 'salesConsole.sale.price')).fill('8000');
  await dialog.getByLabel(t(locale, 'salesConsole.sale.customerName')).fill('สมหญิง ใจงาม');
  await dialog.getByLabel(t(locale, 'salesConsole.sale.customerContact')).fill(E2E_VOUCHER.phone);

  const code = dialog.getByRole('textbox', { name: t(locale, 'salesConsole.pay.voucherCode') });
  await code.fill(voucher.code!.toLowerCase());
  await code.press('Enter');
  const found = dialog.getByTestId('voucher-lookup');
  await expect(found.getByTestId('voucher-balance')).toHaveText('6,000.00 บาท');
  await expect(found).toContainText('ส. ใ. · xxxxxx4567');
  // The seller keeps 1,000 baht on it for the customer's next visit.
  await dialog.getByLabel(t(locale, 'salesConsole.pay.useAmount')).fill('5000');
  await dialog.getByRole('button', { name: t(locale, 'salesConsole.pay.apply') }).click();
  await expect(dialog.getByTestId('sale-money-due')).toHaveText('3,000.00 บาท');
  await dialog.getByLabel(t(locale, 'salesConsole.sale.paymentMethod')).selectOption('cash');
  await dialog.getByRole('button', { name: t(locale, 'salesConsole.sale.submit') }).click();

  await expect(page.getByTestId('toast')).toContainText(t(locale, 'salesConsole.sale.recorded'));
  const paid = page.getByTestId('sale-payment');
  await expect(paid).toHaveCount(2);
  await expect(paid.first()).toContainText(`••••-${voucher.code!.slice(-4)}`);
  await expect(paid.first()).toContainText('5,000.00');
  await expect(paid.last()).toContainText('3,000.00');

  const saleId = /sale=(\d+)/.exec(page.url())![1];
  const sale = (await (await page.request.get(`/api/sales/${saleId}`, { headers })).json()) as TSale;
  expect(sale.totalSatang).toBe(800_000);
  const after = await page.request.get(`/api/finance/vouchers/check?code=${voucher.code}`, { headers });
  expect(((await after.json()) as { voucher: { balanceSatang: number } }).voucher.balanceSatang).toBe(
    100_000,
  );
});

/** The device chosen as the landing form would (the catalogue's first phone). */
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

/**
 * Old for new in one visit (issue 32 item 3): from the sale's form "Trade in a device" runs the customer's
 * valuation at the counter (their consent ticked on the screen), the sales person inspects the device,
 * and its price pays part of the phone the customer buys; one receipt lists both. The rules (bonus,
 * lower price, two counters) are the integration tests'.
 */
test('old for new at the counter: the valuation, the inspection and the credit on one sale, at 390 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const headers = { Authorization: `Bearer ${await adminToken(page.request)}` };
  await signInThroughApi(page, E2E_STAFF.admin.email);
  await page.goto(localized(`/sales?q=${E2E_TRADE_IN_ITEM.imei}`, locale));
  const stock = page.getByRole('list', { name: t(locale, 'salesConsole.inventory.caption') });
  await stock.getByRole('button', { name: new RegExp(E2E_TRADE_IN_ITEM.description) }).click();
  const form = page.getByRole('dialog', { name: t(locale, 'salesConsole.sale.title.retail') });
  await form.getByRole('link', { name: t(locale, 'salesConsole.counter.start') }).click();

  // The customer's valuation on the counter's screen: the same wizard, their own consent.
  await expect(page).toHaveURL(/\/sales\/trade-in/);
  await page.goto(localized(`/sales/trade-in?${await firstPhone(page.request)}`, locale));
  await expect(page.getByTestId('wizard-channel')).toHaveText(t(locale, 'salesConsole.counter.banner'));
  await answerShownQuestions(page, locale);
  await page.getByRole('button', { name: t(locale, 'wizard.condition.seePrice') }).click();
  await page.getByRole('button', { name: t(locale, 'wizard.continue'), exact: true }).click();
  // At the counter the value goes toward the sale: the trade-in option only, no voucher uplift offered.
  await expect(page.getByTestId('counter-option-note')).toBeVisible();
  await expect(page.getByRole('button', { name: escape(t(locale, 'option.voucher.title')) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: escape(t(locale, 'option.sale.title')) })).toHaveCount(0);
  await page.getByRole('button', { name: escape(t(locale, 'option.tradeIn.title')) }).click();
  await page.getByRole('radio', { name: escape(t(locale, 'fulfilment.store.title')) }).check();
  await page.getByLabel(t(locale, 'fulfilment.province')).selectOption('bangkok');
  await page.getByRole('radio', { name: /สยามสแควร์วัน/ }).check();
  await page.getByRole('button', { name: t(locale, 'fulfilment.continue') }).click();
  await page.getByLabel(t(locale, 'details.fullName')).fill('สมหญิง ใจงาม');
  await page.getByLabel(t(locale, 'details.phone'), { exact: true }).fill('081-234-5678');
  await expect(page.getByTestId('counter-consent')).toHaveCount(1);
  const consent = page.getByRole('checkbox', { name: escape(t(locale, 'details.pdpaLink')) });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await page.getByRole('button', { name: t(locale, 'details.submit') }).click();

  // Taken in at the counter; the sales person inspects it with the customer (the answers as they gave them).
  await expect(page).toHaveURL(/\/sales\/trade-in\/TRD-/, { timeout: 15_000 });
  const reference = /TRD-[0-9A-Z-]+/.exec(page.url())![0];
  await expect(page.getByTestId('counter-status')).toHaveText(
    t(locale, 'salesConsole.counter.status.received'),
  );
  await page.getByLabel(t(locale, 'engineerConsole.identity.imei')).fill('490154203237518');
  await page.getByLabel(t(locale, 'engineerConsole.identity.activationLockOff')).check();
  await page.getByLabel(t(locale, 'engineerConsole.identity.cloudLockOff')).check();
  await page.getByLabel(t(locale, 'engineerConsole.wipe.method')).selectOption('factoryReset');
  await page.getByRole('button', { name: t(locale, 'engineerConsole.inspect.submit') }).click();
  const credit = page.getByTestId('counter-credit');
  await expect(credit).toBeVisible();
  const request = (await (
    await page.request.get(`/api/sales/trade-ins/${reference}`, { headers })
  ).json()) as { creditSatang: number };
  expect(request.creditSatang).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('counter-trade-in-390.png'), fullPage: true });
  await credit.getByRole('link', { name: t(locale, 'salesConsole.counter.useTowardSale') }).click();

  // Back at the sale: the credit applied, money for the rest.
  await expect(page).toHaveURL(/tradeIn=TRD-/);
  await page.goto(localized(`/sales?q=${E2E_TRADE_IN_ITEM.imei}&tradeIn=${reference}`, locale));
  await stock.getByRole('button', { name: new RegExp(E2E_TRADE_IN_ITEM.description) }).click();
  const priceSatang = request.creditSatang + 1_000_000;
  await form.getByLabel(t(locale, 'salesConsole.sale.price')).fill(String(priceSatang / 100));
  await form.getByLabel(t(locale, 'salesConsole.sale.customerName')).fill('สมหญิง ใจงาม');
  await form.getByLabel(t(locale, 'salesConsole.sale.customerContact')).fill('0812345678');
  await expect(form.getByTestId('sale-trade-in')).toContainText(reference);
  await expect(form.getByTestId('sale-money-due')).toHaveText('10,000.00 บาท');
  await form.getByLabel(t(locale, 'salesConsole.sale.paymentMethod')).selectOption('cash');
  await page.screenshot({ path: testInfo.outputPath('sale-form-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('sale-form-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByRole('button', { name: t(locale, 'salesConsole.sale.submit') }).click();

  await expect(page.getByTestId('toast')).toContainText(t(locale, 'salesConsole.sale.recorded'));
  const paid = page.getByTestId('sale-payment');
  await expect(paid).toHaveCount(2);
  await expect(paid.first()).toContainText(reference);
  await expect(paid.last()).toContainText('10,000.00');
  const saleId = /sale=(\d+)/.exec(page.url())![1];
  const sale = (await (await page.request.get(`/api/sales/${saleId}`, { headers })).json()) as TSale;
  expect(sale.totalSatang).toBe(priceSatang);
  const settled = (await (
    await page.request.get(`/api/sales/trade-ins/${reference}`, { headers })
  ).json()) as { status: string; creditedSaleId: number };
  expect(settled).toMatchObject({ status: 'settled', creditedSaleId: Number(saleId) });
});
