import type { Page } from '@playwright/test';
import { COMPANY, type TLocale } from '../../src/core/constants.ts';
import { landingPath, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import {
  header,
  isPhoneProject,
  menuButton,
  revealHeaderLinks,
  selects,
  waitForBrands,
} from './support/page.ts';
import { expect, test } from './support/test.ts';

const LANGUAGE_LABEL: Record<TLocale, string> = { th: 'header.switchToThai', en: 'header.switchToEnglish' };
/** The spec names the English labels outright; the Thai ones come from the catalogue. */
const ENGLISH_LANGUAGE_LABEL: Record<TLocale, string> = {
  th: 'Switch to Thai language',
  en: 'Switch to English language',
};

/** The header entries every layout must offer: the four links, the phone, Dealer and Staff. */
async function expectHeaderLinks(page: Page, locale: TLocale): Promise<void> {
  const banner = header(page);
  const nav = banner.getByRole('navigation', { name: t(locale, 'header.mainNav') });
  await expect(nav.getByRole('link', { name: t(locale, 'header.sellProducts') })).toHaveAttribute(
    'href',
    '/#estimate',
  );
  await expect(nav.getByRole('link', { name: t(locale, 'header.articles') })).toHaveAttribute(
    'href',
    COMPANY.articlesUrl,
  );
  await expect(nav.getByRole('link', { name: t(locale, 'header.faq') })).toHaveAttribute('href', '/#faq');
  await expect(nav.getByRole('link', { name: t(locale, 'header.aboutUs') })).toHaveAttribute(
    'href',
    COMPANY.aboutUrl,
  );
  for (const link of await nav.getByRole('link').all()) await expect(link).toBeVisible();

  const phone = banner.getByRole('link', { name: t(locale, 'header.callUs', { phone: COMPANY.phone }) });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', `tel:${COMPANY.phoneE164}`);
  await expect(phone).toHaveText(COMPANY.phone);

  const dealer = banner.getByRole('link', { name: t(locale, 'header.dealer'), exact: true });
  await expect(dealer).toBeVisible();
  await expect(dealer).toHaveAttribute('href', '/dealer/auth');
  const staff = banner.getByRole('link', { name: t(locale, 'header.staff'), exact: true });
  await expect(staff).toBeVisible();
  await expect(staff).toHaveAttribute('href', '/auth');
}

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`landing page (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(landingPath(locale));
    });

    test('has the language, title and description of the locale', async ({ page }) => {
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(t(locale, 'meta.title'));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t(locale, 'meta.description'),
      );
    });

    test('has a sticky header with the logo, links, language switch, phone, Dealer and Staff', async ({
      page,
    }) => {
      const banner = header(page);
      await expect(banner.getByRole('link', { name: t(locale, 'header.homeLink') })).toHaveAttribute(
        'href',
        '/',
      );

      const language = banner.getByRole('group', { name: t(locale, 'header.language') });
      for (const option of LOCALES_UNDER_TEST) {
        const name = t(locale, LANGUAGE_LABEL[option]);
        if (locale === 'en') expect(name).toBe(ENGLISH_LANGUAGE_LABEL[option]);
        const button = language.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        await expect(button).toContainText(option.toUpperCase());
        await expect(button).toHaveAttribute('aria-pressed', String(option === locale));
      }

      await revealHeaderLinks(page, locale);
      await expectHeaderLinks(page, locale);
    });

    test('shows the hero, the estimate form and the three steps', async ({ page }) => {
      const hero = page.getByRole('heading', { level: 1 });
      await expect(hero).toContainText(t(locale, 'hero.title'));
      await expect(hero).toContainText(t(locale, 'hero.titleAccent'));

      const form = selects(page, locale);
      await expect(form.form).toBeVisible();
      await expect(form.brand).toBeVisible();
      await expect(form.model).toBeDisabled();
      await expect(form.storage).toBeDisabled();
      await expect(form.start).toBeVisible();

      const steps = page.getByRole('region', { name: t(locale, 'steps.title') });
      await expect(steps.getByRole('listitem')).toHaveCount(3);
      for (const [index, key] of ['one', 'two', 'three'].entries()) {
        const step = steps.getByRole('listitem').nth(index);
        await expect(step).toContainText(t(locale, 'steps.step', { number: index + 1 }));
        await expect(step.getByRole('heading', { name: t(locale, `steps.${key}.title`) })).toBeVisible();
      }
    });

    // The bonus band, the reviews and the FAQ's opening and closing: landing-sections.test.tsx (a component
    // test, decision 042).

    test('has footer links to the terms and privacy notice, and the chat slot', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: t(locale, 'footer.terms') })).toHaveAttribute(
        'href',
        '/terms',
      );
      await expect(footer.getByRole('link', { name: t(locale, 'footer.privacy') })).toHaveAttribute(
        'href',
        '/privacy',
      );
      await expect(page.locator('#chat-slot')).toHaveCount(1);
    });

    test('fits the viewport width without sideways scrolling', async ({ page }) => {
      await waitForBrands(page, locale);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.page, 'page wider than the viewport').toBeLessThanOrEqual(widths.viewport);
    });

    test('keeps the header in view after scrolling to the footer', async ({ page }) => {
      const banner = header(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await expect(banner).toBeInViewport();
      await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0);
      await expect(banner.getByRole('link', { name: t(locale, 'header.homeLink') })).toBeInViewport();
    });

    test('the menu button toggles the header links on the phone, and is absent on the desktop', async ({
      page,
    }, testInfo) => {
      const closed = menuButton(page, locale);
      if (!isPhoneProject(testInfo)) {
        await expect(closed).toBeHidden();
        await expectHeaderLinks(page, locale);
        return;
      }
      const nav = header(page).getByRole('navigation', { name: t(locale, 'header.mainNav') });
      await expect(closed).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await expect(
        header(page).getByRole('link', { name: t(locale, 'header.dealer'), exact: true }),
      ).toBeHidden();

      await closed.click();
      const open = menuButton(page, locale, true);
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await expectHeaderLinks(page, locale);

      await open.click();
      await expect(closed).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
      await expect(
        header(page).getByRole('link', { name: t(locale, 'header.staff'), exact: true }),
      ).toBeHidden();
    });
  });
}
