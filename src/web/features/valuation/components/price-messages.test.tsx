import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate, type TCatalogue } from '#core/i18n/translate.ts';
import en from '#core/i18n/en.json' with { type: 'json' };
import th from '#core/i18n/th.json' with { type: 'json' };
import { renderIn } from '../../../../../tests/support/component.tsx';
import { ApiError, publicApi } from '../../../lib/api.ts';
import { PriceMessages } from './price-messages.tsx';

vi.mock('../../../lib/api.ts', async (importActual) => ({
  ...(await importActual<Record<string, unknown>>()),
  publicApi: vi.fn(),
}));
const api = vi.mocked(publicApi);

const t = (locale: 'th' | 'en', key: string, vars?: Record<string, string | number>) =>
  translate((locale === 'th' ? th : en) as TCatalogue, key, vars);
const QUOTE_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

afterEach(() => {
  api.mockReset();
});

for (const locale of ['th', 'en'] as const) {
  describe(`"send me this price" on the offer (${locale})`, () => {
    it('sends only what was ticked, each with its consent, in the page language', async () => {
      api.mockResolvedValue({ kind: 'quote', created: true } as never);
      const user = userEvent.setup();
      await renderIn(locale, <PriceMessages quoteId={QUOTE_ID} />);
      expect(screen.getByRole('heading', { name: t(locale, 'wizard.offer.messages.title') })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: t(locale, 'wizard.offer.messages.open') }));
      // The marketing opt-in is a box of its own, never ticked for the customer.
      const quoteBox = screen.getByRole('checkbox', {
        name: t(locale, 'wizard.offer.messages.quoteConsent'),
      });
      const alertBox = screen.getByRole('checkbox', {
        name: t(locale, 'wizard.offer.messages.alertConsent'),
      });
      expect((quoteBox as HTMLInputElement).checked).toBe(false);
      expect((alertBox as HTMLInputElement).checked).toBe(false);

      await user.type(screen.getByLabelText(t(locale, 'wizard.offer.messages.email')), ' som@example.co.th ');
      await user.click(quoteBox);
      await user.click(screen.getByRole('button', { name: t(locale, 'wizard.offer.messages.send') }));
      expect(api).toHaveBeenCalledTimes(1);
      expect(api).toHaveBeenCalledWith('POST /api/quotes/:id/subscriptions', {
        params: { id: QUOTE_ID },
        body: { kind: 'quote', email: 'som@example.co.th', locale, consent: true },
      });
      expect(screen.getByRole('status').textContent).toBe(
        t(locale, 'wizard.offer.messages.done.quote', { email: 'som@example.co.th' }),
      );
    });

    it('asks for an e-mail and a choice before sending anything, and says the server’s refusal', async () => {
      const user = userEvent.setup();
      await renderIn(locale, <PriceMessages quoteId={QUOTE_ID} />);
      await user.click(screen.getByRole('button', { name: t(locale, 'wizard.offer.messages.open') }));
      const send = screen.getByRole('button', { name: t(locale, 'wizard.offer.messages.send') });
      await user.type(screen.getByLabelText(t(locale, 'wizard.offer.messages.email')), 'not-an-address');
      await user.click(send);
      expect(screen.getByText(t(locale, 'errors.email.invalid'))).toBeTruthy();
      expect(screen.getByText(t(locale, 'wizard.offer.messages.chooseOne'))).toBeTruthy();
      expect(api).not.toHaveBeenCalled();

      api.mockRejectedValueOnce(
        new ApiError(429, {
          code: 'RATE_LIMITED',
          messageKey: 'notifications.errors.tooMany',
          message: 'too many',
        } as never),
      );
      const email = screen.getByLabelText(t(locale, 'wizard.offer.messages.email'));
      await user.clear(email);
      await user.type(email, 'som@example.co.th');
      await user.click(
        screen.getByRole('checkbox', { name: t(locale, 'wizard.offer.messages.alertConsent') }),
      );
      await user.click(send);
      expect(api).toHaveBeenCalledWith('POST /api/quotes/:id/subscriptions', {
        params: { id: QUOTE_ID },
        body: { kind: 'priceAlert', email: 'som@example.co.th', locale, consent: true },
      });
      expect(screen.getByRole('alert').textContent).toBe(t(locale, 'notifications.errors.tooMany'));
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
}
