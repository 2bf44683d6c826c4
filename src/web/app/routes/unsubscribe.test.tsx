import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate, type TCatalogue } from '#core/i18n/translate.ts';
import en from '#core/i18n/en.json' with { type: 'json' };
import th from '#core/i18n/th.json' with { type: 'json' };
import { renderIn } from '../../../../tests/support/component.tsx';
import { UnsubscribeRoute } from './unsubscribe.tsx';

const t = (locale: 'th' | 'en', key: string) => translate((locale === 'th' ? th : en) as TCatalogue, key);
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx_1';

afterEach(() => vi.restoreAllMocks());

for (const locale of ['th', 'en'] as const) {
  describe(`/unsubscribe (${locale})`, () => {
    it('with its token, unsubscribes at once and says so', async () => {
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(Response.json({ kind: 'quote', already: false }));
      await renderIn(
        locale,
        <MemoryRouter initialEntries={[`/unsubscribe?token=${TOKEN}`]}>
          <UnsubscribeRoute />
        </MemoryRouter>,
      );
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toContain(
          t(locale, 'notifications.unsubscribe.unsubscribed'),
        ),
      );
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(String(fetch.mock.calls[0]![0])).toContain(`/api/unsubscribe?token=${TOKEN}`);
    });

    it('without a whole token (an incomplete link), says the link did not work and sends nothing', async () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      for (const address of ['/unsubscribe', '/unsubscribe?token=cut']) {
        const { unmount } = await renderIn(
          locale,
          <MemoryRouter initialEntries={[address]}>
            <UnsubscribeRoute />
          </MemoryRouter>,
        );
        expect(screen.getByRole('status').textContent).toBe(
          t(locale, 'notifications.unsubscribe.unsubscribeFailed'),
        );
        unmount();
      }
      expect(fetch).not.toHaveBeenCalled();
    });
  });
}
