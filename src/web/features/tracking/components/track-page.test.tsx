import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import { translate, type TCatalogue } from '#core/i18n/translate.ts';
import en from '#core/i18n/en.json' with { type: 'json' };
import th from '#core/i18n/th.json' with { type: 'json' };
import { renderIn } from '../../../../../tests/support/component.tsx';
import { ApiError, publicApi } from '../../../lib/api.ts';
import { TrackPage } from './track-page.tsx';

vi.mock('../../../lib/api.ts', async (importActual) => ({
  ...(await importActual<Record<string, unknown>>()),
  publicApi: vi.fn(),
}));
const api = vi.mocked(publicApi);

const t = (locale: 'th' | 'en', key: string, vars?: Record<string, string | number>) =>
  translate((locale === 'th' ? th : en) as TCatalogue, key, vars);
const REFERENCE = 'TRD-261207-AB12';
const PHONE = '0812345678';

/** A request inspected below its offer, waiting for the customer's answer (or answered: `decided`). */
function tracked(decided?: 'accepted' | 'declined'): TTracking {
  return {
    reference: REFERENCE,
    status: decided === 'declined' ? 'rejected' : 'inspected',
    timeline: [{ status: 'new', at: '2026-12-01T03:00:00.000Z' }],
    device: 'iPhone 13 128 GB',
    option: 'sale',
    fulfilment: 'store',
    offerThb: 12000,
    actualPriceThb: 9500,
    decisionRequired: decided === undefined,
    rejectionReason: null,
    requote: {
      status: decided ?? 'pending',
      customerAnswers: null,
      engineerAnswers: null,
      offerLines: [],
      actualLines: [],
      overrideReason: null,
      evidencePhotoIds: [],
    },
    erasureCertificate: null,
  };
}

/** The server's answers: the lookup and the decision; LINE is off (no card). */
function answer(lookup: () => TTracking) {
  api.mockImplementation((async (endpoint: string, input?: { body?: { decision?: string } }) => {
    if (endpoint === 'GET /api/line/account') return { enabled: false };
    if (endpoint === 'POST /api/track') return lookup();
    if (endpoint === 'POST /api/track/decision')
      return tracked(input?.body?.decision === 'accept' ? 'accepted' : 'declined');
    throw new Error(`unexpected ${endpoint}`);
  }) as never);
}

const calls = (endpoint: string) => api.mock.calls.filter(([name]) => name === endpoint);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

async function openLink(locale: 'th' | 'en', answerChosen: string) {
  return renderIn(
    locale,
    <MemoryRouter initialEntries={[`/track?ref=${REFERENCE}&requote=${answerChosen}`]}>
      <TrackPage />
      <Address />
    </MemoryRouter>,
  );
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, locale: 'th' | 'en', phone = PHONE) {
  await user.type(screen.getByLabelText(t(locale, 'track.phoneLabel')), phone);
  await user.click(screen.getByRole('button', { name: t(locale, 'track.submit') }));
}

afterEach(() => {
  api.mockReset();
});

for (const locale of ['th', 'en'] as const) {
  describe(`a re-quote message's accept/decline link opens /track at the answer (${locale})`, () => {
    it('accept: asks for the phone first, then puts the accept button in focus; sends only on its press', async () => {
      answer(() => tracked());
      const user = userEvent.setup();
      await openLink(locale, 'accept');
      // The same check as any lookup: the reference filled in from the link, the phone asked for.
      expect(screen.getByText(t(locale, 'track.requote.fromLink'))).toBeTruthy();
      expect((screen.getByLabelText(t(locale, 'track.referenceLabel')) as HTMLInputElement).value).toBe(
        REFERENCE,
      );
      expect(calls('POST /api/track')).toEqual([]);

      await lookUp(user, locale);
      expect(calls('POST /api/track')).toEqual([
        ['POST /api/track', { body: { reference: REFERENCE, phone: PHONE } }],
      ]);
      const accept = await screen.findByRole('button', {
        name: t(locale, 'track.requote.accept', { amount: t(locale, 'common.thb', { amount: '9,500' }) }),
      });
      expect(document.activeElement).toBe(accept);
      expect(screen.getByText(t(locale, 'track.requote.confirmAccept'))).toBeTruthy();
      expect(calls('POST /api/track/decision')).toEqual([]);

      await user.click(accept);
      expect(calls('POST /api/track/decision')).toEqual([
        ['POST /api/track/decision', { body: { reference: REFERENCE, phone: PHONE, decision: 'accept' } }],
      ]);
      expect((await screen.findByTestId('decision-done')).textContent).toBe(
        t(locale, 'track.requote.accepted'),
      );
      // Answered: a reload asks for nothing more.
      await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`?ref=${REFERENCE}`));
    });

    it('decline: opens the confirmation with "go back" in focus; only its confirm button declines', async () => {
      answer(() => tracked());
      const user = userEvent.setup();
      await openLink(locale, 'decline');
      await lookUp(user, locale);
      const dialog = await screen.findByRole('dialog', { name: t(locale, 'track.requote.confirmTitle') });
      expect((dialog as HTMLDialogElement).open).toBe(true);
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: t(locale, 'track.requote.keep') }),
      );
      expect(calls('POST /api/track/decision')).toEqual([]);

      // Going back sends nothing; the panel's own buttons stay.
      await user.click(screen.getByRole('button', { name: t(locale, 'track.requote.keep') }));
      expect((dialog as HTMLDialogElement).open).toBe(false);
      expect(calls('POST /api/track/decision')).toEqual([]);

      await user.click(screen.getByRole('button', { name: t(locale, 'track.requote.decline') }));
      await user.click(screen.getByRole('button', { name: t(locale, 'track.requote.confirmDecline') }));
      expect(calls('POST /api/track/decision')).toEqual([
        ['POST /api/track/decision', { body: { reference: REFERENCE, phone: PHONE, decision: 'decline' } }],
      ]);
      expect((await screen.findByTestId('decision-done')).textContent).toBe(
        t(locale, 'track.requote.declined'),
      );
    });

    it('a wrong phone shows nothing of the request and offers no answer', async () => {
      api.mockImplementation((async (endpoint: string) => {
        if (endpoint === 'GET /api/line/account') return { enabled: false };
        throw new ApiError(404, {
          code: 'NOT_FOUND',
          messageKey: 'errors.track.notFound',
          message: 'not found',
        } as never);
      }) as never);
      const user = userEvent.setup();
      await openLink(locale, 'accept');
      await lookUp(user, locale, '0899999999');
      expect((await screen.findByTestId('track-error')).textContent).toContain(
        t(locale, 'errors.track.notFound'),
      );
      expect(screen.queryByTestId('requote-decision')).toBeNull();
      expect(screen.queryByText(t(locale, 'track.requote.confirmAccept'))).toBeNull();
      expect(calls('POST /api/track/decision')).toEqual([]);
    });

    it('an answered re-quote: says nothing waits for an answer, and offers none', async () => {
      answer(() => tracked('accepted'));
      const user = userEvent.setup();
      await openLink(locale, 'decline');
      await lookUp(user, locale);
      expect((await screen.findByTestId('requote-not-waiting')).textContent).toBe(
        t(locale, 'track.requote.notWaiting'),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByTestId('requote-decision')).toBeNull();
      await waitFor(() => expect(document.activeElement?.id).toBe('track-result-title'));
      expect(calls('POST /api/track/decision')).toEqual([]);
    });
  });
}
