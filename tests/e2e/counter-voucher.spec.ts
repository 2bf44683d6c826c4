import type { TVoucher } from '../../src/core/contracts/finance.ts';
import type { TSale } from '../../src/core/contracts/sales.ts';
import { adminToken, signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';
import { E2E_VOUCHER } from './support/voucher-records.ts';

const locale = 'th' as const;

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
