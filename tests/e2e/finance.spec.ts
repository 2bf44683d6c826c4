import sharp from 'sharp';
import { firstDayOf, lastDayOf, monthOf, previousMonth } from '../../src/core/finance/periods.ts';
import { formatSatang } from '../../src/core/finance/vat.ts';
import { bangkokDate } from '../../src/core/bangkok-time.ts';
import { signInThroughApi } from './support/auth.ts';
import { E2E_FINANCE, financeRecordsFor } from './support/finance-records.ts';
import { localized, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const locale = 'en' as const;

test.describe('Finance and account consoles', () => {
  // The corrupt slip's refusal (400) is logged by the browser.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('pays a ready request with its PromptPay QR and a slip; a corrupt slip says "Upload failed" and keeps the form', async ({
    page,
  }, testInfo) => {
    const records = financeRecordsFor(testInfo.project.name);
    await signInThroughApi(page, E2E_STAFF.financeWarehouse.email);
    await page.goto(localized('/finance', locale));
    const row = page.getByRole('listitem').filter({ hasText: records.payee });
    await expect(row).toContainText(`PromptPay xxxxxx${records.promptPay.slice(-4)}`);
    await row.getByRole('button', { name: t(locale, 'financeConsole.queue.pay') }).click();
    await page.getByRole('button', { name: t(locale, 'financeConsole.queue.confirm') }).click();

    const dialog = page.getByRole('dialog', { name: t(locale, 'financeConsole.payment.title') });
    await expect(page).toHaveURL(/payment=\d+/);
    await expect(dialog.getByTestId('payment-amount')).toHaveText(
      t(locale, 'common.thb', { amount: formatSatang(E2E_FINANCE.amountThb * 100) }),
    );
    const qr = dialog.getByTestId('promptpay-qr');
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThan(100);

    await dialog.getByLabel(t(locale, 'financeConsole.payment.bankReference')).fill('KB-778899');
    const slip = dialog.getByLabel(t(locale, 'financeConsole.payment.slip'));
    await slip.setInputFiles({
      name: 'slip.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not really a picture'),
    });
    await expect(dialog.getByText(t(locale, 'files.uploadFailed'))).toBeVisible();
    await expect(dialog.getByLabel(t(locale, 'financeConsole.payment.bankReference'))).toHaveValue(
      'KB-778899',
    );

    const png = await sharp({ create: { width: 80, height: 120, channels: 3, background: '#dfe' } })
      .png()
      .toBuffer();
    // The upload is held back: meanwhile the button is disabled and says why.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/files/slip', async (route) => {
      await held;
      await route.continue();
    });
    await slip.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
    const complete = dialog.getByRole('button', { name: t(locale, 'financeConsole.payment.complete') });
    await expect(complete).toBeDisabled();
    await expect(complete).toHaveAccessibleDescription(t(locale, 'financeConsole.payment.waitForSlip'));
    release();
    await expect(dialog.getByText(t(locale, 'files.uploadFailed'))).toHaveCount(0);
    // No wait for the upload's end: the click waits for the button to be enabled.
    await complete.click();
    await expect(page.getByTestId('toast')).toContainText(t(locale, 'financeConsole.payment.completed'));
    await expect(dialog.getByText(t(locale, 'financeConsole.status.completed'))).toBeVisible();
    // The completed payment shows its slip (through the files API) and the bank's reference.
    const slipShown = dialog.getByTestId('payment-slip');
    await expect(slipShown).toContainText('KB-778899');
    await expect(
      slipShown.getByRole('img', {
        name: t(locale, 'financeConsole.payment.slipAlt', { reference: '' }).trim(),
      }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: t(locale, 'financeConsole.payment.voucherPdf') }),
    ).toBeVisible();
  });

  test('above the four-eyes limit: no QR or account number until a second finance user approves; the window closes in every state', async ({
    page,
  }, testInfo) => {
    const records = financeRecordsFor(testInfo.project.name);
    await signInThroughApi(page, E2E_STAFF.financeWarehouse.email);
    await page.goto(localized('/finance', locale));
    const row = page.getByRole('listitem').filter({ hasText: records.fourEyesPayee });
    await row.getByRole('button', { name: t(locale, 'financeConsole.queue.pay') }).click();
    await page.getByRole('button', { name: t(locale, 'financeConsole.queue.confirm') }).click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'financeConsole.payment.title') });
    await expect(dialog.getByTestId('awaiting-approval')).toBeVisible();
    await expect(dialog.getByTestId('promptpay-qr')).toHaveCount(0);
    await expect(dialog).not.toContainText(records.fourEyesPromptPay);
    await expect(dialog).toContainText(`xxxxxx${records.fourEyesPromptPay.slice(-4)}`);
    const paymentUrl = page.url();
    await dialog.getByRole('button', { name: t(locale, 'console.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/payment=/);

    // A second finance user (here an admin) approves: now the QR with the amount is there.
    await signInThroughApi(page, E2E_STAFF.admin.email);
    await page.goto(paymentUrl);
    await dialog.getByRole('button', { name: t(locale, 'financeConsole.payment.approve') }).click();
    await expect(dialog.getByTestId('promptpay-qr')).toBeVisible();
    await expect(dialog.getByTestId('payment-transfer')).toContainText(records.fourEyesPromptPay);
    await dialog.getByRole('button', { name: t(locale, 'console.close') }).click();
    await expect(dialog).toBeHidden();
  });

  test('deletes an expense after "Confirm delete?"', async ({ page }, testInfo) => {
    const records = financeRecordsFor(testInfo.project.name);
    await signInThroughApi(page, E2E_STAFF.financeWarehouse.email);
    await page.goto(localized('/finance?tab=expenses', locale));
    const row = page.getByTestId('expense-row').filter({ hasText: records.deleteReference });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t(locale, 'console.delete') }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm delete?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: t(locale, 'console.delete') }).click();
    await expect(page.getByTestId('toast')).toContainText(t(locale, 'financeConsole.expenses.deleted'));
    await expect(row).toHaveCount(0);
  });

  test("the month's report: every figure recomputed from the listed transactions", async ({ page }) => {
    await signInThroughApi(page, E2E_STAFF.admin.email);
    const month = monthOf(bangkokDate());
    await page.goto(localized(`/account?from=${firstDayOf(month)}&to=${lastDayOf(month)}`, locale));
    const rows = page.getByTestId('report-transactions').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const listed = await rows.evaluateAll((elements) =>
      elements.map((element) => ({
        type: element.getAttribute('data-type')!,
        amount: Number(element.getAttribute('data-amount')),
        cost: Number(element.getAttribute('data-cost')),
        vat: Number(element.getAttribute('data-vat')),
        kind: element.getAttribute('data-vat-kind')!,
      })),
    );
    const sum = (
      pick: (row: (typeof listed)[number]) => number,
      where: (row: (typeof listed)[number]) => boolean,
    ) => listed.filter(where).reduce((total, row) => total + pick(row), 0);
    const sold = (row: (typeof listed)[number]) => row.type === 'sale' || row.type === 'saleReturn';
    const spent = (row: (typeof listed)[number]) => !sold(row);
    const revenue = sum((row) => row.amount, sold);
    const cost = sum((row) => row.cost, sold);
    const expenses = sum((row) => row.amount, spent);
    const expected = {
      revenueSatang: revenue,
      costSatang: cost,
      grossProfitSatang: revenue - cost,
      expensesSatang: expenses,
      netProfitSatang: revenue - cost - expenses,
      outputVatStandardSatang: sum(
        (row) => row.vat,
        (row) => row.kind === 'outputStandard',
      ),
      outputVatMarginSatang: sum(
        (row) => row.vat,
        (row) => row.kind === 'outputMargin',
      ),
      inputVatSatang: sum(
        (row) => row.vat,
        (row) => row.kind === 'input',
      ),
    };
    expect(expenses).toBeGreaterThan(0);
    for (const [figure, satang] of Object.entries(expected)) {
      await expect(page.getByTestId(`figure-${figure}`)).toHaveText(
        t(locale, 'common.thb', { amount: formatSatang(satang) }),
      );
    }
    const thisMonth = page.getByRole('button', { name: t(locale, 'console.period.presets.thisMonth') });
    await expect(thisMonth).toHaveAttribute('aria-pressed', 'true');
    const lastMonth = page.getByRole('button', { name: t(locale, 'console.period.presets.lastMonth') });
    await lastMonth.click();
    const last = previousMonth(month);
    await expect(page).toHaveURL(new RegExp(`from=${firstDayOf(last)}&to=${lastDayOf(last)}`));
    // The period lives in the address: a reload shows the same one.
    await page.reload();
    await expect(page.getByLabel(t(locale, 'console.period.from'))).toHaveValue(firstDayOf(last));
    await expect(page.getByLabel(t(locale, 'console.period.to'))).toHaveValue(lastDayOf(last));
    await expect(lastMonth).toHaveAttribute('aria-pressed', 'true');
    await expect(thisMonth).toHaveAttribute('aria-pressed', 'false');
  });
});
