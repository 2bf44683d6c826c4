import { totpCode } from '../../src/server/modules/auth/totp.ts';
import type { APIRequestContext } from '@playwright/test';
import type { TEnrollFactorResponse, TSession } from '../../src/core/contracts/auth.ts';
import {
  adminToken,
  consoleHeading,
  createStaffThroughAdmin,
  logoutButton,
  signInWithForm,
} from './support/auth.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { localized, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';

const STEP_MS = 30_000;

/** Signs the account in through the API and turns on an authenticator; returns its secret. */
async function enrolThroughApi(
  request: APIRequestContext,
  staff: { email: string; password: string },
): Promise<string> {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { audience: 'staff', identifier: staff.email, password: staff.password },
  });
  const headers = { Authorization: `Bearer ${((await signIn.json()) as TSession).accessToken}` };
  const enrolled = await request.post('/api/auth/factors', { headers, data: { friendlyName: 'Pixel 7' } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const { factor, secret } = (await enrolled.json()) as TEnrollFactorResponse;
  const verified = await request.post(`/api/auth/factors/${factor.id}/verify`, {
    headers,
    data: { code: totpCode(secret, Date.now()) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return secret;
}

test.describe('two-step verification', () => {
  // The wrong code's refusal.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('enrol an authenticator with its QR code, then sign in with a code, then remove it', async ({
    page,
    request,
  }, testInfo) => {
    const locale = 'en';
    const staff = await createStaffThroughAdmin(request, ['logistics']);
    await signInWithForm(page, locale, staff.email, { path: '/auth', password: staff.password });
    await expect(consoleHeading(page, locale, 'logistics')).toBeVisible();

    // Enrol: a name, the QR code and its key, a code from the app.
    await page.goto(localized('/auth', locale));
    const panel = page.getByRole('region', { name: t(locale, 'auth.factors.title') });
    await expect(panel.getByText(t(locale, 'auth.factors.none'))).toBeVisible();
    await panel.getByRole('button', { name: t(locale, 'auth.factors.add') }).click();
    await panel.getByLabel(t(locale, 'auth.factors.name')).fill('Pixel 7');
    await panel.getByRole('button', { name: t(locale, 'auth.factors.next') }).click();
    await expect(
      panel.getByRole('img', { name: t(locale, 'auth.factors.qrAlt', { name: 'Pixel 7' }) }),
    ).toBeVisible();
    const secret = (await panel.getByTestId('factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expectNoSeriousViolations(page, testInfo, 'enrol-factor');
    const code = panel.getByLabel(t(locale, 'auth.mfa.code'));
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(totpCode(secret, Date.now()));
    await panel.getByRole('button', { name: t(locale, 'auth.factors.verify') }).click();
    await expect(panel.getByRole('status')).toHaveText(t(locale, 'auth.factors.added'));
    await expect(panel.getByRole('listitem')).toHaveText(/Pixel 7/);

    // Sign in again: the password, then the code step.
    await (await logoutButton(page, locale)).click();
    await expect(page.getByTestId('toast')).toHaveText(t(locale, 'headerAccount.logoutSuccess'));
    await signInWithForm(page, locale, staff.email, { path: '/auth', password: staff.password });
    const step = page.getByRole('form', { name: t(locale, 'auth.mfa.title') });
    await step.getByLabel(t(locale, 'auth.mfa.code')).fill('000000');
    await step.getByRole('button', { name: t(locale, 'auth.mfa.verify') }).click();
    await expect(step.getByText(t(locale, 'errors.auth.codeInvalid'))).toBeVisible();
    // The next 30-second step's code: never the one used to enrol, and within the allowed drift.
    await step.getByLabel(t(locale, 'auth.mfa.code')).fill(totpCode(secret, Date.now() + STEP_MS));
    await step.getByRole('button', { name: t(locale, 'auth.mfa.verify') }).click();
    await expect(consoleHeading(page, locale, 'logistics')).toBeVisible();

    // Remove it (the session is verified with a code now).
    await page.goto(localized('/auth', locale));
    await panel.getByRole('button', { name: `${t(locale, 'auth.factors.remove')} Pixel 7` }).click();
    await expect(panel.getByRole('status')).toHaveText(t(locale, 'auth.factors.removed'));
    await expect(panel.getByText(t(locale, 'auth.factors.none'))).toBeVisible();
  });

  test('a recovery link sets a new password; the code from the authenticator comes next', async ({
    page,
    request,
  }) => {
    const locale = 'th';
    const staff = await createStaffThroughAdmin(request, ['logistics']);
    const secret = await enrolThroughApi(request, staff);
    const link = await request.post(`/api/admin/users/${staff.id}/recovery-link`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(link.status(), await link.text()).toBe(200);
    const { url } = (await link.json()) as { url: string };

    await page.goto(url);
    const password = page.getByLabel(t(locale, 'auth.recovery.newPassword'), { exact: true });
    await password.fill('a-new-harbour-lantern-88');
    await page.getByRole('button', { name: t(locale, 'auth.recovery.submit') }).click();
    // Signed in at the first level: the page asks for the code, and the link is gone from the address.
    const step = page.getByRole('form', { name: t(locale, 'auth.mfa.title') });
    await expect(step).toBeVisible();
    await expect(page).toHaveURL(
      (address) => address.pathname === '/auth' && !address.searchParams.has('recovery'),
    );

    // A console is out of reach until then, and leads back here.
    await page.goto(localized('/logistics', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'guard.factorRequired'));
    await page
      .getByRole('main')
      .getByRole('link', { name: t(locale, 'guard.toVerification') })
      .click();
    await step.getByLabel(t(locale, 'auth.mfa.code')).fill(totpCode(secret, Date.now() + STEP_MS));
    await step.getByRole('button', { name: t(locale, 'auth.mfa.verify') }).click();
    await page.getByRole('link', { name: t(locale, 'auth.continue') }).click();
    await expect(consoleHeading(page, locale, 'logistics')).toBeVisible();
  });
});
