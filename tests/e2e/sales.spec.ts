import type { TSale } from '../../src/core/contracts/sales.ts';
import { pdfPageToPng, pdfText } from '../support/pdf.ts';
import { signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { consoleEntries, consoleList, isPhoneProject } from './support/page.ts';
import { E2E_SALES } from './support/sales-stock.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const locale = 'en' as const;

/**
 * At both sizes, each project selling devices of its own (E2E_SALES): at desktop a row's Sell button and
 * the table's checkboxes, on a phone the card (the whole card opens the sale) and the cards' checkboxes.
 * What the width does not change, the form's check before sending and the invoice's PDF, at desktop only.
 */
test.describe('Sales console', () => {
  test('a retail sale: the empty form says what is missing, then the sale and its abbreviated tax invoice', async ({
    page,
  }, testInfo) => {
    const phone = isPhoneProject(testInfo);
    const { retailImei } = E2E_SALES[phone ? 'phone' : 'desktop'];
    await signInThroughApi(page, E2E_STAFF.admin.email);
    await page.goto(localized('/sales', locale));
    await page.getByLabel(t(locale, 'salesConsole.inventory.search')).fill(retailImei);
    await page.getByRole('button', { name: t(locale, 'salesConsole.inventory.searchButton') }).click();
    await expect(page).toHaveURL(new RegExp(`q=${retailImei}`));
    const table = consoleList(page, t(locale, 'salesConsole.inventory.caption'));
    await expect(consoleEntries(page, table)).toHaveCount(1);
    if (phone) {
      await consoleEntries(page, table)
        .getByRole('button', { name: new RegExp(`^${t(locale, 'console.table.open', { name: '' })}`) })
        .click();
    } else {
      await table.getByRole('button', { name: t(locale, 'salesConsole.inventory.sell') }).click();
    }

    const dialog = page.getByRole('dialog', { name: t(locale, 'salesConsole.sale.title.retail') });
    if (!phone) {
      // The browser checks with the server's schema first: the empty form sends nothing (issue 30).
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sales')
          sent.push(request.url());
      });
      await dialog.getByRole('button', { name: t(locale, 'salesConsole.sale.submit') }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please fill all required fields');
      expect(sent).toEqual([]);
      await expect(dialog.getByLabel(t(locale, 'salesConsole.sale.customerName'))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }

    await dialog.getByLabel(t(locale, 'salesConsole.sale.customerName')).fill('Somchai Jaidee');
    await dialog.getByLabel(t(locale, 'salesConsole.sale.customerContact')).fill('0812345678');
    await dialog.getByLabel(t(locale, 'salesConsole.sale.paymentMethod')).selectOption('cash');
    await dialog.getByRole('button', { name: t(locale, 'salesConsole.sale.submit') }).click();
    await expect(page.getByTestId('toast')).toContainText(t(locale, 'salesConsole.sale.recorded'));
    await expect(page).toHaveURL(/tab=documents&sale=\d+/);
    await expect(page.getByRole('heading', { name: /Sale ABB-\d{4}-\d{6}/ })).toBeVisible();
    await expect(
      page.getByText(t(locale, 'salesConsole.documentType.abbreviatedTaxInvoice')).first(),
    ).toBeVisible();
  });

  test('a wholesale sale of three items on a full tax invoice, its PDF read as an image', async ({
    page,
  }, testInfo) => {
    const phone = isPhoneProject(testInfo);
    const session = await signInThroughApi(page, E2E_STAFF.admin.email);
    await page.goto(localized('/sales?sort=model&dir=asc', locale));
    const table = consoleList(page, t(locale, 'salesConsole.inventory.caption'));
    for (const name of E2E_SALES[phone ? 'phone' : 'desktop'].wholesale)
      await table.getByRole('checkbox', { name: t(locale, 'console.table.selectRow', { name }) }).check();
    await page
      .getByRole('button', { name: t(locale, 'salesConsole.inventory.sellSelected', { count: 3 }) })
      .click();

    const dialog = page.getByRole('dialog', { name: t(locale, 'salesConsole.sale.title.wholesale') });
    await dialog.getByLabel(t(locale, 'salesConsole.sale.customerName')).fill('บริษัท โมบายมาร์ท จำกัด');
    await dialog.getByLabel(t(locale, 'salesConsole.sale.customerContact')).fill('buyer@mobilemart.example');
    await dialog.getByLabel(t(locale, 'salesConsole.sale.paymentMethod')).selectOption('transfer');
    await dialog.getByLabel(t(locale, 'salesConsole.sale.buyerAddress')).fill('12 ถนนพระราม 4 กรุงเทพฯ 10500');
    await dialog.getByLabel(t(locale, 'salesConsole.sale.buyerTaxId')).fill('0105536092641');
    await dialog.getByRole('button', { name: t(locale, 'salesConsole.sale.submit') }).click();
    await expect(page).toHaveURL(/sale=(\d+)/);
    const saleId = /sale=(\d+)/.exec(page.url())![1];

    const headers = { Authorization: `Bearer ${session.accessToken}` };
    const sale = (await (await page.request.get(`/api/sales/${saleId}`, { headers })).json()) as TSale;
    expect(sale.lines).toHaveLength(3);
    const invoice = sale.documents[0]!;
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    if (phone) return; // the PDF is the same at any width
    const pdf = await page.request.get(`/api/sales/documents/${invoice.id}/pdf?lang=th`, { headers });
    expect(pdf.status()).toBe(200);
    const bytes = await pdf.body();
    await testInfo.attach('invoice.png', {
      body: await pdfPageToPng(bytes, { dpi: 80 }),
      contentType: 'image/png',
    });
    const text = await pdfText(bytes);
    expect(text).toContain('ใบกำกับภาษี');
    expect(text).toContain('0-1055-36092-64-1');
    expect(text).toContain('ภาษีมูลค่าเพิ่ม 7%');
    expect(text).toMatch(/บาท(ถ้วน|.*สตางค์)/);
    expect(text).toContain(invoice.number);
  });
});
