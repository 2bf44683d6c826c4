import type { Locator, Page } from '@playwright/test';
import { signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { E2E_OPEN } from './support/open-records.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const locale = 'th' as const;

/** Every console list, where its first card should land (decision 045): the URL and what stands there. */
const LISTS: { path: string; cards: string; lands: RegExp; record: (page: Page) => Locator }[] = [
  {
    path: '/admin?tab=requests',
    cards: 'admin.requests.cardsLabel',
    lands: /[?&]ref=TRD-/,
    record: (page) => page.getByRole('heading', { level: 2, name: /^TRD-/ }),
  },
  {
    path: '/engineer',
    cards: 'engineerConsole.cardsLabel',
    lands: /\/engineer\/TRD-/,
    record: (page) => page.getByRole('heading', { level: 2, name: /^TRD-/ }),
  },
  {
    path: '/warehouse?status=available',
    cards: 'warehouseConsole.cardsLabel',
    lands: /\/warehouse\?item=\d+$/,
    record: (page) => page.getByRole('heading', { level: 2, name: /^WH-\d{6}$/ }),
  },
  {
    path: '/sales',
    cards: 'salesConsole.inventory.caption',
    lands: /\/sales$/,
    record: (page) => page.getByRole('dialog', { name: t(locale, 'salesConsole.sale.title.retail') }),
  },
  {
    path: '/sales?tab=documents',
    cards: 'salesConsole.documents.caption',
    lands: /[?&]sale=\d+/,
    record: (page) => page.getByRole('heading', { level: 2, name: /[A-Z]{2,4}-\d{4}-\d{6}/ }),
  },
  {
    path: '/logistics',
    cards: 'logisticsConsole.deliveries.caption',
    lands: /[?&]delivery=\d+/,
    record: (page) => page.getByRole('heading', { level: 2 }).first(),
  },
  {
    path: '/finance',
    cards: 'financeConsole.payments.title',
    lands: /[?&]payment=\d+/,
    record: (page) => page.getByRole('dialog', { name: t(locale, 'financeConsole.payment.title') }),
  },
  {
    path: '/admin?tab=dealers',
    cards: 'dealersAdmin.title',
    lands: /[?&]dealer=\d+/,
    record: (page) => page.getByRole('heading', { level: 2, name: /\S/ }).last(),
  },
];

test('a phone opens the tapped record from the first card of every console list', async ({ page }) => {
  const session = await signInThroughApi(page, E2E_STAFF.admin.email);
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  // A shipped sale (a document and a delivery) and a prepared payment, from the records seeded for this walk.
  const stock = await page.request.get(`/api/sales/inventory?q=${E2E_OPEN.stockImei}`, { headers });
  const [item] = ((await stock.json()) as { items: { id: number }[] }).items;
  if (item) {
    const sale = await page.request.post('/api/sales', {
      headers,
      data: {
        kind: 'retail',
        customerName: 'Open Walk Buyer',
        customerContact: '0833333333',
        items: [{ itemId: item.id, priceThb: 6_000 }],
        paymentMethod: 'cash',
        handover: 'shipped',
        shippingAddress: '5 Walk Road, Bangkok 10110',
        shippingPhone: '0833333333',
        documentType: 'receipt',
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
  }
  const queue = await page.request.get('/api/finance/queue', { headers });
  const ready = ((await queue.json()) as { items: { reference: string; customerName: string }[] }).items.find(
    (entry) => entry.customerName === E2E_OPEN.payee,
  );
  if (ready) {
    const payment = await page.request.post('/api/finance/payments', {
      headers,
      data: { tradeInReference: ready.reference },
    });
    expect(payment.status(), await payment.text()).toBe(201);
  }

  for (const list of LISTS) {
    await page.goto(localized(list.path, locale));
    const card = page
      .getByRole('list', { name: t(locale, list.cards) })
      .getByRole('listitem')
      .first();
    const target = card.getByRole(list.path === '/sales' ? 'button' : 'link', {
      name: new RegExp(`^${t(locale, 'console.table.open', { name: '' })}`),
    });
    await expect(target, list.path).toHaveCount(1);
    // The whole card is the target: a tap near its far corner opens the record too.
    const box = (await card.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width - 12, box.y + box.height - 8);
    await expect(page, list.path).toHaveURL(list.lands);
    await expect(list.record(page), list.path).toBeVisible();
  }
});
