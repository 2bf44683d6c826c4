import type { APIRequestContext, Page } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import type { TSession } from '../../src/core/contracts/auth.ts';
import { signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { EXCELLENT_PHONE_ANSWERS, receivedRequest } from './support/received-request.ts';
import { expect, test } from './support/test.ts';
import { E2E_PASSWORD, E2E_STAFF } from './support/users.ts';

/**
 * Shown is paid (issue 28 item 1, decision 040): an engineer prices a received request above its offer;
 * while the admin has not approved, /track shows the offer; the admin finds the proposal waiting on the
 * requests page, reads the engineer's reason, approves, and /track shows the higher price.
 */

const PHONE = '0815556677';
const IMEI = '490154203237518';
const REASON = 'Sealed box with its receipt';

const thb = (locale: TLocale, amount: number) =>
  t(locale, 'common.thb', { amount: amount.toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB') });

/** A received request (support/received-request.ts) inspected above its offer. */
async function proposedAbove(request: APIRequestContext): Promise<{ reference: string; offerThb: number }> {
  const { reference, offerThb } = await receivedRequest(request, {
    fullName: 'Pim Rakdee',
    phone: PHONE,
    locale: 'th',
  });
  const signIn = await request.post('/api/auth/sign-in', {
    data: { audience: 'staff', identifier: E2E_STAFF.engineer.email, password: E2E_PASSWORD },
  });
  const engineer = { Authorization: `Bearer ${((await signIn.json()) as TSession).accessToken}` };
  await request.post(`/api/engineer/requests/${reference}/claim`, { headers: engineer });
  const { version } = (await (
    await request.get(`/api/engineer/requests/${reference}`, { headers: engineer })
  ).json()) as { version: number };
  const inspected = await request.post(`/api/engineer/requests/${reference}/inspect`, {
    headers: engineer,
    data: {
      version,
      answers: EXCELLENT_PHONE_ANSWERS,
      imei: IMEI,
      activationLockOff: true,
      cloudLockOff: true,
      evidencePhotoIds: [],
      wipe: { method: 'factoryReset', at: new Date(Date.now() - 60_000).toISOString() },
      override: { priceThb: offerThb + 5_000, reason: REASON },
    },
  });
  expect(inspected.status(), await inspected.text()).toBe(200);
  return { reference, offerThb };
}

async function trackedPrice(page: Page, locale: TLocale, reference: string) {
  await page.goto(localized(`/track?ref=${reference}`, locale));
  await page.getByLabel(t(locale, 'track.phoneLabel')).fill(PHONE);
  await page.getByRole('button', { name: t(locale, 'track.submit') }).click();
  return page.getByTestId('track-actual-price');
}

for (const locale of ['th', 'en'] as const) {
  test(`an admin approves a price above the offer in the console, and /track shows it only then (${locale})`, async ({
    page,
    browser,
  }) => {
    test.slow(); // the customer, the admin, the customer again
    const { reference, offerThb } = await proposedAbove(page.request);
    const proposedThb = offerThb + 5_000;

    // The customer, meanwhile: the offer, not the engineer's price.
    const customer = await browser.newPage();
    await expect(await trackedPrice(customer, locale, reference)).toHaveText(thb(locale, offerThb));

    // The admin: the proposal waits on the requests page, with its amounts and reason; open it.
    await signInThroughApi(page, E2E_STAFF.admin.email);
    await page.goto(localized('/admin', locale));
    const waiting = page.getByTestId('proposals-waiting');
    await expect(waiting).toContainText(t(locale, 'admin.prices.waiting.title', { count: 1 }).split(':')[0]!);
    const entry = waiting.getByRole('link', { name: new RegExp(reference) });
    await expect(entry).toContainText(REASON);
    await entry.click();
    const prices = page.getByTestId('request-prices');
    await expect(prices.getByTestId('price-offer')).toHaveText(thb(locale, offerThb));
    await expect(prices.getByTestId('price-inspected')).toHaveText(thb(locale, offerThb));
    const proposal = page.getByTestId('price-proposal');
    await expect(proposal).toContainText(REASON);
    await expect(proposal).toContainText(thb(locale, proposedThb));
    await proposal.getByRole('button', { name: t(locale, 'admin.prices.proposal.approve') }).click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'admin.prices.proposal.approveTitle') });
    await dialog.getByLabel(t(locale, 'admin.prices.proposal.approveNote')).fill('Receipt checked');
    await dialog.getByRole('button', { name: t(locale, 'admin.prices.proposal.approve') }).click();
    await expect(page.getByText(t(locale, 'admin.prices.proposal.approved'))).toBeVisible();
    await expect(prices.getByTestId('price-inspected')).toHaveText(thb(locale, proposedThb));
    await expect(page.getByTestId('price-explanation')).toHaveText(
      t(locale, 'admin.prices.explanation.higherApproved', {
        inspected: thb(locale, proposedThb),
        offer: thb(locale, offerThb),
        proposed: thb(locale, proposedThb),
      }),
    );
    await expect(
      proposal.getByRole('button', { name: t(locale, 'admin.prices.proposal.approve') }),
    ).toHaveCount(0);

    // The customer now sees the approved price: what finance prepares.
    await expect(await trackedPrice(customer, locale, reference)).toHaveText(thb(locale, proposedThb));
    await customer.close();
  });
}
