import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPaymentDetail, TVoucher } from '#core/contracts/finance.ts';
import type { TReceiptLine } from '#core/contracts/sale-receipts.ts';
import {
  expectFieldError,
  expectNoFieldError,
  renderConsole,
  textIn,
  typeInto,
} from '../../../../../tests/support/console-component.tsx';
import { ApiError } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { authStore } from '../../../lib/auth/auth-store.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { VoucherValidity } from './voucher-validity.tsx';
import { ReverseForm } from './receipts-tab.tsx';
import { VoucherRow } from './vouchers-tab.tsx';

// The one fetcher every console call goes through: what the form sends, or does not.
vi.mock('../../../lib/auth/auth-client.ts', () => ({ signedInApi: vi.fn() }));
const api = vi.mocked(signedInApi);

const payment = (actions: TPaymentDetail['actions']): TPaymentDetail =>
  ({
    id: 7,
    reference: 'PAY-2026-000007',
    tradeInReference: 'TRD-2026-000123',
    status: actions.includes('reverse') ? 'completed' : 'pendingPayment',
    amountSatang: 1_250_000,
    needsApproval: false,
    approved: false,
    payee: { method: 'promptpay', accountName: 'สมชาย ใจดี', masked: '08x-xxx-5678' },
    notes: null,
    version: 3,
    createdBy: null,
    approvedBy: null,
    approvedAt: null,
    bankReference: null,
    slipFileId: null,
    slipMimeType: null,
    reversal: null,
    actions,
    history: [],
  }) as unknown as TPaymentDetail;

const voucher = {
  id: 4,
  code: 'KV-ABCD-2345',
  status: 'active',
  origin: 'settlement',
  tradeInReference: 'TRD-2026-000124',
  customerName: 'สุดา มีสุข',
  amountSatang: 500_000,
  balanceSatang: 500_000,
  issuedOn: '2026-12-01',
  validUntil: '2027-12-01',
  notes: null,
  version: 2,
  awaitingApproval: false,
  requestedBy: null,
  approvedBy: null,
  mayApprove: false,
} as TVoucher;

/** Answers the dialog's reads; a change is the test's to answer (`change`), and is recorded by `api`. */
function answer(detail: TPaymentDetail | null, change?: () => Promise<unknown>) {
  api.mockImplementation(((key: string) => {
    if (key === 'GET /api/finance/payments/:id') return Promise.resolve(detail);
    if (key === 'GET /api/finance/settings')
      return Promise.resolve({
        fourEyesEnabled: true,
        fourEyesThresholdSatang: 5_000_000,
        voucherValidityMonths: 12,
      });
    return change ? change() : Promise.reject(new Error(`unexpected ${String(key)}`));
  }) as never);
}
const sent = (key: string) => api.mock.calls.filter(([called]) => called === key);

beforeEach(() => {
  api.mockReset();
});
afterEach(() => {
  act(() => authStore.emit('SIGNED_OUT', null));
});

for (const locale of ['th', 'en'] as const) {
  const say = (key: string, vars?: Record<string, string | number>) => textIn(locale, key, vars);
  const click = (key: string) => fireEvent.click(screen.getByRole('button', { name: say(key) }));

  describe(`finance's forms check with the endpoint's schema first (${locale})`, () => {
    it('a payment without its slip, or with a bank reference too long, sends nothing; errors clear', async () => {
      answer(payment(['complete']));
      await renderConsole(locale, <PaymentDialog id={7} onClose={() => {}} />);
      await screen.findByText('PAY-2026-000007');
      typeInto('bank-reference', 'K'.repeat(61));
      click('financeConsole.payment.complete');
      expect(screen.getByText(say('financeConsole.errors.slipRequired'))).toBeTruthy();
      expectFieldError('bank-reference', say('errors.text.tooLong'));
      expect(sent('POST /api/finance/payments/:id/complete')).toHaveLength(0);
      typeInto('bank-reference', 'KB20261207000007');
      expectNoFieldError('bank-reference');
    });

    it("a reversal's reason is checked (three letters at least), and the server's refusal stands there too", async () => {
      let refuse = true;
      answer(payment(['reverse']), () =>
        refuse
          ? Promise.reject(
              new ApiError(400, {
                code: 'VALIDATION',
                messageKey: 'errors.validation.invalid',
                message: 'Invalid request: reason',
                details: [{ path: 'reason', messageKey: 'errors.text.tooLong' }],
              }),
            )
          : Promise.resolve({}),
      );
      await renderConsole(locale, <PaymentDialog id={7} onClose={() => {}} />);
      await screen.findByText('PAY-2026-000007');
      typeInto('reverse-reason', 'ab');
      click('financeConsole.payment.reverse');
      expectFieldError('reverse-reason', say('financeConsole.errors.reasonRequired'));
      expect(sent('POST /api/finance/payments/:id/reverse')).toHaveLength(0);
      typeInto('reverse-reason', 'Paid to the wrong account');
      expectNoFieldError('reverse-reason');
      click('financeConsole.payment.reverse');
      await waitFor(() => expectFieldError('reverse-reason', say('errors.text.tooLong')));
      expect(sent('POST /api/finance/payments/:id/reverse')).toEqual([
        [
          'POST /api/finance/payments/:id/reverse',
          { params: { id: 7 }, body: { reason: 'Paid to the wrong account' } },
        ],
      ]);
      refuse = false;
    });

    it("a receipt's reversal without a reason sends nothing; the error stands at the reason and clears", async () => {
      answer(null, () => Promise.resolve({}));
      const line = {
        id: 31,
        saleId: 12,
        documentNumber: 'INV-2026-000012',
        reference: 'SCB2026120400012',
        amountSatang: 1_855_000,
      } as unknown as TReceiptLine;
      await renderConsole(locale, <ReverseForm line={line} onClose={() => {}} />);
      click('financeConsole.receipts.reverse');
      expectFieldError('receipt-reverse-reason', say('financeConsole.errors.reasonRequired'));
      expect(sent('POST /api/finance/receipts/:id/reverse')).toHaveLength(0);
      typeInto('receipt-reverse-reason', 'Bounced transfer');
      expectNoFieldError('receipt-reverse-reason');
      click('financeConsole.receipts.reverse');
      await waitFor(() => expect(sent('POST /api/finance/receipts/:id/reverse')).toHaveLength(1));
    });

    it("cancelling a voucher without a reason sends nothing; the reason's error stands at it and clears", async () => {
      answer(null, () => Promise.resolve({ ...voucher, status: 'cancelled' }));
      await renderConsole(
        locale,
        <ul>
          <VoucherRow voucher={voucher} />
        </ul>,
      );
      click('financeConsole.vouchers.cancel');
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(
        [...dialog.querySelectorAll('button')].find(
          (button) => button.textContent === say('financeConsole.vouchers.cancel'),
        )!,
      );
      expectFieldError('voucher-cancel-4', say('errors.workflow.reasonRequired'));
      expect(sent('POST /api/finance/vouchers/:id/cancel')).toHaveLength(0);
      typeInto('voucher-cancel-4', 'ลูกค้าขอคืน');
      expectNoFieldError('voucher-cancel-4');
      fireEvent.click(
        [...dialog.querySelectorAll('button')].find(
          (button) => button.textContent === say('financeConsole.vouchers.cancel'),
        )!,
      );
      await waitFor(() => expect(sent('POST /api/finance/vouchers/:id/cancel')).toHaveLength(1));
      expect(sent('POST /api/finance/vouchers/:id/cancel')[0]![1]).toEqual({
        params: { id: 4 },
        body: { version: 2, reason: 'ลูกค้าขอคืน' },
      });
    });

    it('an emptied or out-of-range voucher validity is refused at its field, not sent as 0 (admin)', async () => {
      act(() => authStore.emit('SIGNED_IN', { user: { roles: ['admin'] } } as never));
      answer(null, () =>
        Promise.resolve({
          fourEyesEnabled: true,
          fourEyesThresholdSatang: 5_000_000,
          voucherValidityMonths: 6,
        }),
      );
      await renderConsole(locale, <VoucherValidity />);
      const field = await screen.findByLabelText(say('financeConsole.vouchers.validityMonths'));
      for (const value of ['', '61']) {
        typeInto(field.id, value);
        click('financeConsole.vouchers.validitySave');
        expectFieldError(field.id, say('financeConsole.errors.validityInvalid'));
      }
      expect(sent('PUT /api/finance/settings')).toHaveLength(0);
      typeInto(field.id, '6');
      expectNoFieldError(field.id);
      click('financeConsole.vouchers.validitySave');
      await waitFor(() => expect(sent('PUT /api/finance/settings')).toHaveLength(1));
      expect(sent('PUT /api/finance/settings')[0]![1]).toEqual({
        body: { fourEyesEnabled: true, fourEyesThresholdSatang: 5_000_000, voucherValidityMonths: 6 },
      });
    });
  });
}
