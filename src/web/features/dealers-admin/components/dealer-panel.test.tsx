import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminDealerDetail } from '#core/contracts/dealers.ts';
import {
  expectFieldError,
  expectNoFieldError,
  renderConsole,
  textIn,
  typeInto,
} from '../../../../../tests/support/console-component.tsx';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { DealerPanel } from './dealer-panel.tsx';

// The one fetcher every console call goes through: what the form sends, or does not.
vi.mock('../../../lib/auth/auth-client.ts', () => ({ signedInApi: vi.fn() }));
const api = vi.mocked(signedInApi);

function dealerOf(patch: Partial<TAdminDealerDetail>): TAdminDealerDetail {
  return {
    id: 7,
    shopName: 'Siam Mobile',
    phone: '0812345678',
    province: 'bangkok',
    address: '1 Rama I Rd',
    code: null,
    statusReason: null,
    status: 'pending',
    version: 3,
    email: 'shop@example.com',
    accountPhone: null,
    displayName: 'Somchai',
    suggestedCode: 'BKK-SIAM01',
    requestCount: 0,
    createdAt: '2026-12-01T03:00:00.000Z',
    updatedAt: '2026-12-01T03:00:00.000Z',
    commissionRules: [{ category: '*', kind: 'percent', percentBp: 200, fixedThb: 0 }],
    history: [],
    allowedTransitions: [
      { to: 'approved', evidence: [] },
      { to: 'rejected', evidence: ['reason'] },
    ],
    commissionTotalSatang: 0,
    ...patch,
  };
}

/** The panel of `dealer`, loaded: the detail is the one call answered; every other call is counted. */
async function open(locale: 'th' | 'en', dealer: TAdminDealerDetail) {
  api.mockImplementation(((key: string) =>
    key === 'GET /api/admin/dealers/:id'
      ? Promise.resolve(dealer)
      : Promise.reject(new Error(`unexpected ${key}`))) as never);
  await renderConsole(locale, <DealerPanel id={dealer.id} />);
  await screen.findByTestId('dealer-panel');
}

const sent = () => api.mock.calls.filter(([key]) => !String(key).startsWith('GET '));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
beforeEach(() => {
  api.mockReset();
});

for (const locale of ['th', 'en'] as const) {
  const say = (key: string) => textIn(locale, key);
  describe(`Admin › Dealers checks before sending (${locale})`, () => {
    it('a code not like BKK-SIAM01 stands at the code field, nothing is sent, and clears when typed', async () => {
      await open(locale, dealerOf({}));
      typeInto('dealer-code-input', 'SIAM');
      click(say('dealersAdmin.action.approved'));
      expectFieldError('dealer-code-input', say('dealerArea.errors.codeInvalid'));
      expect(sent()).toEqual([]);
      typeInto('dealer-code-input', 'BKK-SIAM02');
      expectNoFieldError('dealer-code-input');
    });

    it('rejecting without a reason asks for it at the field before any confirmation', async () => {
      await open(locale, dealerOf({}));
      click(say('dealersAdmin.action.rejected'));
      expectFieldError('dealer-reason-input', say('dealersAdmin.errors.reasonRequired'));
      expect(screen.queryByText(say('dealersAdmin.confirm.text'))).toBeNull();
      expect(sent()).toEqual([]);
      typeInto('dealer-reason-input', 'Not a registered business');
      expectNoFieldError('dealer-reason-input');
    });

    it('suspending with only spaces as the reason is refused too', async () => {
      await open(
        locale,
        dealerOf({
          status: 'approved',
          code: 'BKK-SIAM01',
          allowedTransitions: [{ to: 'suspended', evidence: ['reason'] }],
        }),
      );
      typeInto('dealer-reason-input', '   ');
      click(say('dealersAdmin.action.suspended'));
      expectFieldError('dealer-reason-input', say('dealersAdmin.errors.reasonRequired'));
      expect(sent()).toEqual([]);
    });

    it('a commission over 50 % or two rules for one category stand at their rows; nothing is saved', async () => {
      await open(locale, dealerOf({}));
      typeInto('commission-0-value', '75');
      click(say('dealersAdmin.addRule'));
      click(say('dealersAdmin.addRule'));
      click(say('dealersAdmin.saveCommission'));
      expectFieldError('commission-0-value', say('dealersAdmin.errors.commissionPercentInvalid'));
      expectFieldError('commission-2-category', say('dealersAdmin.errors.commissionDuplicate'));
      expect(sent()).toEqual([]);
      typeInto('commission-0-value', '5');
      expectNoFieldError('commission-0-value');
      expectFieldError('commission-2-category', say('dealersAdmin.errors.commissionDuplicate'));
    });

    it('a fixed amount that is not a whole number of baht is refused at its field', async () => {
      await open(locale, dealerOf({}));
      fireEvent.change(document.getElementById('commission-0-kind')!, { target: { value: 'fixed' } });
      typeInto('commission-0-value', '12.5');
      click(say('dealersAdmin.saveCommission'));
      expectFieldError('commission-0-value', say('dealersAdmin.errors.commissionFixedInvalid'));
      expect(sent()).toEqual([]);
    });

    it('what the schema accepts is sent as the rules', async () => {
      await open(locale, dealerOf({}));
      typeInto('commission-0-value', '2.5');
      api.mockImplementation(((key: string) =>
        key === 'PUT /api/admin/dealers/:id/commission'
          ? Promise.resolve(dealerOf({}))
          : Promise.resolve(dealerOf({}))) as never);
      click(say('dealersAdmin.saveCommission'));
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]).toEqual([
        'PUT /api/admin/dealers/:id/commission',
        {
          params: { id: 7 },
          body: { rules: [{ category: '*', kind: 'percent', percentBp: 250, fixedThb: 0 }] },
        },
      ]);
    });
  });
}
