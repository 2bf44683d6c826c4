import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TLocale } from '../../../src/core/constants.ts';
import type { TSession } from '../../../src/core/contracts/auth.ts';
import type { TRole } from '../../../src/core/roles.ts';
import { localized, t } from './i18n.ts';
import { header, isPhoneLayout, menuButton } from './page.ts';
import { expect } from './test.ts';
import { E2E_PASSWORD, E2E_STAFF, type TE2eUser } from './users.ts';

/** The staff or dealer sign-in form, filled and sent the way a person would. */
export async function signInWithForm(
  page: Page,
  locale: TLocale,
  identifier: string,
  options: { path?: string; password?: string } = {},
): Promise<void> {
  if (options.path !== undefined) await page.goto(localized(options.path, locale));
  const form = page.getByRole('form', { name: t(locale, 'auth.signIn') });
  await form.getByLabel(t(locale, 'auth.identifier'), { exact: true }).fill(identifier);
  await form.getByLabel(t(locale, 'auth.password'), { exact: true }).fill(options.password ?? E2E_PASSWORD);
  await form.getByRole('button', { name: t(locale, 'auth.signIn'), exact: true }).click();
}

/**
 * Signs in through the API (for tests about what comes after): the refresh cookie lands in the
 * browser context and the local hint is set, so the next page load refreshes the session as after a
 * real sign-in.
 */
export async function signInThroughApi(
  page: Page,
  identifier: string,
  audience: 'staff' | 'dealer' = 'staff',
): Promise<TSession> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { audience, identifier, password: E2E_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  await markSignedIn(page);
  return (await response.json()) as TSession;
}

/** An admin's access token, for the admin API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { audience: 'staff', identifier: E2E_STAFF.admin.email, password: E2E_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return ((await signIn.json()) as TSession).accessToken;
}

/** A staff account of its own for one test, made by the admin (POST /api/admin/test-users). */
export async function createStaffThroughAdmin(
  request: APIRequestContext,
  roles: TRole[],
): Promise<{ id: string; email: string; password: string }> {
  const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`;
  const created = await request.post('/api/admin/test-users', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { email, roles, kind: 'staff' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user, password } = (await created.json()) as { user: { id: string }; password: string };
  return { id: user.id, email, password };
}

/** A dealer account made through the public sign-up, with a unique email. */
export async function signUpDealerThroughApi(page: Page, name = 'Dao Mobile'): Promise<TSession> {
  const email = `dealer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`;
  const response = await page.request.post('/api/auth/sign-up', {
    data: { email, password: E2E_PASSWORD, displayName: name },
  });
  expect(response.status(), await response.text()).toBe(201);
  await markSignedIn(page);
  return (await response.json()) as TSession;
}

async function markSignedIn(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('tradein.session', '1'));
}

/** The header's Logout button (in the mobile menu on a phone, which this opens). */
export async function logoutButton(page: Page, locale: TLocale): Promise<Locator> {
  if (isPhoneLayout(page)) {
    const opener = menuButton(page, locale);
    if (await opener.isVisible()) await opener.click();
  }
  return header(page).getByRole('button', { name: t(locale, 'headerAccount.logout'), exact: true });
}

/** Signed in: the header offers Logout and neither Dealer nor Staff. */
export async function expectSignedIn(page: Page, locale: TLocale): Promise<void> {
  await expect(await logoutButton(page, locale)).toBeVisible();
  await expect(header(page).getByRole('link', { name: t(locale, 'header.staff'), exact: true })).toHaveCount(
    0,
  );
  if (isPhoneLayout(page)) await menuButton(page, locale, true).click();
}

/** Signed out: Dealer and Staff are back (in the mobile menu on a phone). */
export async function expectSignedOut(page: Page, locale: TLocale): Promise<void> {
  if (isPhoneLayout(page)) {
    const opener = menuButton(page, locale);
    if (await opener.isVisible()) await opener.click();
  }
  await expect(
    header(page).getByRole('link', { name: t(locale, 'header.staff'), exact: true }),
  ).toBeVisible();
  await expect(
    header(page).getByRole('link', { name: t(locale, 'header.dealer'), exact: true }),
  ).toBeVisible();
  await expect(
    header(page).getByRole('button', { name: t(locale, 'headerAccount.logout'), exact: true }),
  ).toHaveCount(0);
  if (isPhoneLayout(page)) await menuButton(page, locale, true).click();
}

/** The "coming soon" heading of a console page, i.e. the guard let the person in. */
export function consoleHeading(page: Page, locale: TLocale, pageKey: string): Locator {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A console that is built has its own title; one that is not yet says it is coming soon.
  const titles = [
    t(locale, `${pageKey}Console.title`),
    t(locale, 'comingSoon.title', { page: t(locale, `pages.${pageKey}`) }),
  ];
  return page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: new RegExp(`^(${titles.map(escape).join('|')})$`) });
}

export type { TE2eUser };
