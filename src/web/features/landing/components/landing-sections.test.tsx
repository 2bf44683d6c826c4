import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROVINCIAL_BONUS_THB, REVIEW_RATING } from '#core/constants.ts';
import { translate, type TCatalogue } from '#core/i18n/translate.ts';
import en from '#core/i18n/en.json' with { type: 'json' };
import th from '#core/i18n/th.json' with { type: 'json' };
import { renderIn } from '../../../../../tests/support/component.tsx';
import { Benefits } from './benefits.tsx';
import { Faq } from './faq.tsx';
import { Reviews } from './reviews.tsx';

/** The landing page's sections that need no browser (moved from tests/e2e/landing.spec.ts, decision 042). */
const t = (locale: 'th' | 'en', key: string, vars?: Record<string, string | number>) =>
  translate((locale === 'th' ? th : en) as TCatalogue, key, vars);

for (const locale of ['th', 'en'] as const) {
  describe(`landing page sections (${locale})`, () => {
    it('shows the +300 bonus band with four benefits and three five-star reviews', async () => {
      await renderIn(
        locale,
        <>
          <Benefits />
          <Reviews />
        </>,
      );
      const band = screen.getByRole('region', { name: t(locale, 'benefits.bonusTitle') });
      expect(within(band).getByText(`+${PROVINCIAL_BONUS_THB}`, { exact: true })).toBeTruthy();
      expect(within(band).getByRole('heading', { name: t(locale, 'benefits.bonusTitle') })).toBeTruthy();
      const benefits = within(band).getAllByRole('listitem');
      expect(benefits).toHaveLength(4);
      for (const [index, key] of ['daily', 'pickup', 'payment', 'estimate'].entries()) {
        expect(benefits[index]!.textContent).toContain(t(locale, `benefits.${key}.title`));
      }

      const reviews = within(screen.getByRole('region', { name: t(locale, 'reviews.title') })).getAllByRole(
        'listitem',
      );
      expect(reviews).toHaveLength(3);
      const rating = t(locale, 'reviews.rating', { rating: REVIEW_RATING });
      if (locale === 'en') expect(rating).toBe('Rated 5 out of 5');
      for (const review of reviews) expect(within(review).getByRole('img', { name: rating })).toBeTruthy();
    });

    it('has an FAQ of exactly four items that open and close', async () => {
      const user = userEvent.setup();
      await renderIn(locale, <Faq />);
      const faq = screen.getByRole('region', { name: t(locale, 'faq.title') });
      const items = faq.querySelectorAll('details');
      expect(items).toHaveLength(4);
      for (const [index, key] of ['price', 'inspection', 'payment', 'data'].entries()) {
        const item = items[index]!;
        const answer = within(item).getByText(t(locale, `faq.items.${key}.a`));
        // An answer outside an open <details> is not rendered (what "hidden" is to a reader).
        expect(answer.closest('details')).toBe(item);
        expect(item.open).toBe(false);
        await user.click(within(item).getByText(t(locale, `faq.items.${key}.q`)));
        expect(item.getAttribute('open')).toBe('');
        await user.click(within(item).getByText(t(locale, `faq.items.${key}.q`)));
        expect(item.hasAttribute('open')).toBe(false);
      }
    });
  });
}
