import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, bangkokDate } from '../../src/core/bangkok-time.ts';
import { carrierNameIn, DEFAULT_CARRIERS } from '../../src/core/contracts/logistics.ts';
import type { TSale } from '../../src/core/contracts/sales.ts';
import { generateReference } from '../../src/core/reference.ts';
import { signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { consoleEntry, consoleList } from './support/page.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const locale = 'en' as const;

/** Draws a signature on the pad with the test's pointer: a few strokes across it. */
async function sign(pad: Locator, page: Page): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 12),
      box.y + box.height * (step % 2 ? 0.3 : 0.7),
      { steps: 3 },
    );
  await page.mouse.up();
}

test.describe('Logistics console', () => {
  // The refusal without a tracking number (400) is logged by the browser.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('a delivery: refused without a tracking number, in transit, delivered with a drawn signature', async ({
    page,
  }, testInfo) => {
    const session = await signInThroughApi(page, E2E_STAFF.admin.email);
    const headers = { Authorization: `Bearer ${session.accessToken}` };
    // Each project sells a device of its own (sales-stock.ts): they share one server.
    const imei = testInfo.project.name === 'phone' ? '356938035643806' : '356938035643805';
    const stock = await page.request.get(`/api/sales/inventory?q=${imei}`, { headers });
    const item = ((await stock.json()) as { items: { id: number }[] }).items[0]!;
    const sold = await page.request.post('/api/sales', {
      headers,
      data: {
        kind: 'retail',
        customerName: 'Pim Rakdee',
        customerContact: '0891112222',
        items: [{ itemId: item.id, priceThb: 9_000 }],
        paymentMethod: 'transfer',
        handover: 'shipped',
        shippingAddress: '7 Thanon Charoen Krung, Bang Rak, Bangkok 10500',
        shippingPhone: '0891112222',
        documentType: 'receipt',
      },
    });
    expect(sold.status(), await sold.text()).toBe(201);
    const sale = (await sold.json()) as TSale;
    const number = sale.documents[0]!.number;

    await page.goto(localized('/logistics?status=pendingDelivery', locale));
    const deliveries = consoleList(page, t(locale, 'logisticsConsole.deliveries.caption'));
    await consoleEntry(page, number, deliveries).click();
    await expect(page).toHaveURL(/delivery=\d+/);
    await expect(
      page.getByRole('heading', { name: t(locale, 'logisticsConsole.detail.title', { number }) }),
    ).toBeVisible();

    // The carrier as the reader's language names it (decision 046).
    const kerry = carrierNameIn(DEFAULT_CARRIERS[1], locale)!;
    await page.getByRole('button', { name: t(locale, 'logisticsConsole.steps.inTransit') }).click();
    const transit = page.getByRole('dialog', { name: t(locale, 'logisticsConsole.steps.inTransit') });
    await transit.getByLabel(t(locale, 'logisticsConsole.deliveries.carrier')).selectOption({ label: kerry });
    await transit.getByRole('button', { name: t(locale, 'logisticsConsole.steps.confirm') }).click();
    await expect(transit.getByRole('alert')).toHaveText('Please enter tracking number');
    await transit.getByLabel(t(locale, 'logisticsConsole.detail.tracking')).fill('KEX900100200');
    await transit.getByRole('button', { name: t(locale, 'logisticsConsole.steps.confirm') }).click();
    await expect(transit).toBeHidden();
    await expect(page.getByText(t(locale, 'logisticsConsole.status.inTransit')).first()).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: t(locale, 'logisticsConsole.detail.trackingLink', { carrier: kerry }),
      }),
    ).toHaveAttribute('href', 'https://th.kerryexpress.com/en/track/?track=KEX900100200');

    await page.getByRole('button', { name: t(locale, 'logisticsConsole.steps.delivered') }).click();
    const deliver = page.getByRole('dialog', { name: t(locale, 'logisticsConsole.steps.delivered') });
    await deliver.getByLabel(t(locale, 'logisticsConsole.detail.recipient')).fill('Pim Rakdee');
    await sign(deliver.getByTestId('signature-pad'), page);
    await expect(deliver.getByText(t(locale, 'console.signature.drawn'))).toBeVisible();
    await deliver.getByRole('button', { name: t(locale, 'logisticsConsole.steps.confirm') }).click();
    await expect(deliver).toBeHidden();

    await expect(page.getByText(/Received by Pim Rakdee at/)).toBeVisible();
    await expect(
      page.getByRole('img', { name: t(locale, 'logisticsConsole.detail.signature') }),
    ).toBeVisible();
    const id = /delivery=(\d+)/.exec(page.url())![1];
    const pod = await page.request.get(`/api/logistics/deliveries/${id}/pod?lang=en`, { headers });
    expect(pod.status()).toBe(200);
    expect((await pod.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a pick-up hand-over with the customer’s signature makes the request received', async ({ page }) => {
    const session = await signInThroughApi(page, E2E_STAFF.admin.email);
    const headers = { Authorization: `Bearer ${session.accessToken}` };
    const day = addDays(bangkokDate(), 2);
    const reference = generateReference();
    const booked = await page.request.post('/api/pickups', {
      data: {
        reference,
        fullName: 'Narin Chaiyo',
        phone: '0865554444',
        province: 'nonthaburi',
        deviceDescription: 'Apple iPhone 12 64 GB',
        pickup: {
          address: '45/6 Soi Ngamwongwan 8, Bang Khen, Mueang Nonthaburi',
          date: day,
          timeSlot: '12:00-15:00',
        },
        pdpaConsent: true,
        locale: 'en',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const open = (await (
      await page.request.get(`/api/logistics/pickups?date=${day}`, { headers })
    ).json()) as {
      items: { id: number; reference: string; version: number }[];
    };
    const pickup = open.items.find((entry) => entry.reference === reference)!;
    const book = await page.request.post(`/api/logistics/pickups/${pickup.id}/book`, {
      headers,
      data: { version: pickup.version },
    });
    expect(book.status(), await book.text()).toBe(200);

    await page.goto(localized(`/logistics?tab=pickups&date=${day}`, locale));
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await card.getByRole('button', { name: t(locale, 'logisticsConsole.pickups.handover') }).click();
    const dialog = page.getByRole('dialog', {
      name: t(locale, 'logisticsConsole.pickups.handoverTitle', { reference }),
    });
    await dialog.getByLabel(t(locale, 'logisticsConsole.pickups.photo')).setInputFiles({
      name: 'device.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#667788' } })
        .jpeg()
        .toBuffer(),
    });
    await expect(dialog.getByText(t(locale, 'files.uploaded', { name: 'device.jpg' }))).toBeVisible();
    await sign(dialog.getByTestId('signature-pad'), page);
    await dialog.getByRole('button', { name: t(locale, 'logisticsConsole.pickups.confirmHandover') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText(t(locale, 'logisticsConsole.pickups.receivedOk'));
    await expect(card.getByText(t(locale, 'logisticsConsole.pickupStatus.received'))).toBeVisible();

    const tracked = await page.request.post('/api/track', { data: { reference, phone: '0865554444' } });
    expect(((await tracked.json()) as { status: string }).status).toBe('received');
  });
});
