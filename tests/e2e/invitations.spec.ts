import type { Page } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { consoleHeading, signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const uniqueEmail = () => `invited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`;

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** Admin › Users and roles: the invitations panel, an invitation made with a role, its link read back. */
async function invite(page: Page, locale: TLocale, email: string, role: 'sales' | 'engineer') {
  const panel = page.getByRole('region', { name: t(locale, 'invitations.title') });
  await panel.getByLabel(t(locale, 'invitations.email')).fill(email);
  await panel.getByRole('checkbox', { name: t(locale, `admin.roles.${role}`) }).check();
  await panel.getByRole('button', { name: t(locale, 'invitations.create') }).click();
  const link = panel.getByTestId('invitation-link');
  await expect(link).toHaveValue(/\/auth\?invitation=[\w-]{43}$/);
  return { panel, url: await link.inputValue() };
}

test.describe('staff invitations', () => {
  for (const locale of ['en', 'th'] as const) {
    test(`an admin invites a staff member, who sets a password and opens their console; a revoked link stops working (${locale})`, async ({
      page,
      browser,
    }, testInfo) => {
      // Two browsers, an accessibility pass and a new password's hash: more than one journey's time.
      test.setTimeout(120_000);
      const name = `${testInfo.project.name}-${locale}`;
      await signInThroughApi(page, E2E_STAFF.admin.email);
      await page.goto(localized('/admin?tab=users', locale));
      const email = uniqueEmail();
      const { panel, url } = await invite(page, locale, email, 'sales');
      await expect(panel.getByRole('listitem').filter({ hasText: email })).toContainText(
        t(locale, 'invitations.status.pending'),
      );
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page, testInfo, `invitations-admin-${locale}`);
      await panel.screenshot({ path: `.tmp/shots/invitations/admin-${name}.png` });

      // The invited person, in a browser of their own.
      const theirs = await browser.newContext({
        baseURL: testInfo.project.use.baseURL ?? undefined,
        viewport: page.viewportSize(),
      });
      const invitedPage = await theirs.newPage();
      const invitationPath = `${new URL(url).pathname}${new URL(url).search}`;
      await invitedPage.goto(localized(invitationPath, locale));
      const form = invitedPage.getByRole('form', { name: t(locale, 'invitations.accept.title') });
      await expect(form.getByText(email)).toBeVisible();
      await expectNoSidewaysScroll(invitedPage);
      await invitedPage.screenshot({ path: `.tmp/shots/invitations/accept-${name}.png`, fullPage: true });
      await form.getByLabel(t(locale, 'invitations.accept.name')).fill('Ploy Sales');
      await form.getByLabel(t(locale, 'auth.password'), { exact: true }).fill('quiet-river-mango-83');
      await form.getByRole('button', { name: t(locale, 'invitations.accept.submit') }).click();
      await expect(consoleHeading(invitedPage, locale, 'sales')).toBeVisible();
      // The link is used up.
      await invitedPage.goto(localized(invitationPath, locale));
      await expect(invitedPage.getByText(t(locale, 'invitations.errors.invalid'))).toBeVisible();
      await theirs.close();

      await page.reload();
      await expect(panel.getByRole('listitem').filter({ hasText: email })).toContainText(
        t(locale, 'invitations.status.accepted'),
      );

      // A second invitation, revoked before it is used.
      const other = uniqueEmail();
      const second = await invite(page, locale, other, 'engineer');
      const entry = panel.getByRole('listitem').filter({ hasText: other });
      await entry.getByRole('button', { name: t(locale, 'invitations.revoke') }).click();
      await page
        .getByRole('dialog', { name: t(locale, 'invitations.confirmRevoke') })
        .getByRole('button', { name: t(locale, 'invitations.revoke'), exact: true })
        .click();
      await expect(panel.getByText(t(locale, 'invitations.revoked'))).toBeVisible();
      await expect(entry).toContainText(t(locale, 'invitations.status.revoked'));
      const refused = await page.request.post('/api/invitations/preview', {
        data: { token: new URL(second.url).searchParams.get('invitation') },
      });
      expect(refused.status()).toBe(400);
    });
  }
});
