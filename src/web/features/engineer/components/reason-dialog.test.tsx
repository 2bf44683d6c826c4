import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectFieldError,
  expectNoFieldError,
  renderConsole,
  textIn,
  typeInto,
} from '../../../../../tests/support/console-component.tsx';
import { ApiError } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { rejectRequest } from '../api/engineer-api.ts';
import { ReasonDialog } from './inspection-page.tsx';

// The one fetcher every console call goes through: what the dialog sends, or does not.
vi.mock('../../../lib/auth/auth-client.ts', () => ({ signedInApi: vi.fn() }));
const api = vi.mocked(signedInApi);

beforeEach(() => {
  api.mockReset();
});

for (const locale of ['th', 'en'] as const) {
  const say = (key: string) => textIn(locale, key);
  const click = (key: string) => fireEvent.click(screen.getByRole('button', { name: say(key) }));

  describe(`the engineer's override and reject dialogs check first (${locale})`, () => {
    it('an override without a price or reason is not kept; each error stands at its field and clears', async () => {
      const keep = vi.fn();
      await renderConsole(locale, <ReasonDialog open kind="override" onClose={() => {}} onSubmit={keep} />);
      click('engineerConsole.override.save');
      expectFieldError('override-price', say('errors.workflow.amountInvalid'));
      expectFieldError('override-reason', say('engineerConsole.errors.overrideReasonRequired'));
      typeInto('override-price', '12000');
      expectNoFieldError('override-price');
      expectFieldError('override-reason', say('engineerConsole.errors.overrideReasonRequired'));
      typeInto('override-reason', '   ');
      click('engineerConsole.override.save');
      expectFieldError('override-reason', say('engineerConsole.errors.overrideReasonRequired'));
      expect(keep).not.toHaveBeenCalled();
    });

    it('an override above the largest amount is refused at the price', async () => {
      const keep = vi.fn();
      await renderConsole(locale, <ReasonDialog open kind="override" onClose={() => {}} onSubmit={keep} />);
      typeInto('override-price', '20000000');
      typeInto('override-reason', 'Screen replaced with an original part');
      click('engineerConsole.override.save');
      expectFieldError('override-price', say('errors.workflow.amountInvalid'));
      expect(keep).not.toHaveBeenCalled();
      typeInto('override-price', '9500');
      click('engineerConsole.override.save');
      expect(keep).toHaveBeenCalledWith({ priceThb: 9500, reason: 'Screen replaced with an original part' });
    });

    it('a rejection without a reason sends nothing and says so at the reason', async () => {
      const reject = (reason: string) => rejectRequest('TRD-1', { version: 4, reason });
      await renderConsole(
        locale,
        <ReasonDialog open kind="reject" onClose={() => {}} onSubmit={({ reason }) => reject(reason)} />,
      );
      typeInto('reject-reason', '  ');
      click('engineerConsole.reject.confirm');
      expectFieldError('reject-reason', say('errors.workflow.reasonRequired'));
      expect(api).not.toHaveBeenCalled();
      typeInto('reject-reason', 'Cloud lock on');
      expectNoFieldError('reject-reason');
    });

    it("the server's refusal of a rejection stands at the reason too", async () => {
      api.mockRejectedValue(
        new ApiError(400, {
          code: 'VALIDATION',
          messageKey: 'errors.validation.invalid',
          message: 'Invalid request: reason',
          details: [{ path: 'reason', messageKey: 'errors.text.tooLong' }],
        }),
      );
      const reject = (reason: string) => rejectRequest('TRD-1', { version: 4, reason });
      await renderConsole(
        locale,
        <ReasonDialog open kind="reject" onClose={() => {}} onSubmit={({ reason }) => reject(reason)} />,
      );
      typeInto('reject-reason', 'Cloud lock on');
      click('engineerConsole.reject.confirm');
      await waitFor(() => expectFieldError('reject-reason', say('errors.text.tooLong')));
      expect(api).toHaveBeenCalledWith('POST /api/engineer/requests/:reference/reject', {
        params: { reference: 'TRD-1' },
        body: { version: 4, reason: 'Cloud lock on' },
      });
    });
  });
}
