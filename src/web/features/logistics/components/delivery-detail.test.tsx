import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDeliveryDetail } from '#core/contracts/logistics.ts';
import {
  expectFieldError,
  expectNoFieldError,
  renderConsole,
  textIn,
  typeInto,
} from '../../../../../tests/support/console-component.tsx';
import { ApiError } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { FactsSection } from './delivery-facts.tsx';

// The one fetcher every console call goes through: what the form sends, or does not.
vi.mock('../../../lib/auth/auth-client.ts', () => ({ signedInApi: vi.fn() }));
const api = vi.mocked(signedInApi);

const delivery = {
  id: 5,
  status: 'pendingDelivery',
  carrierId: null,
  notes: '',
  version: 3,
  customerName: 'Somchai Jaidee',
} as unknown as TDeliveryDetail;
const carriers = { carriers: [{ id: 1, name: 'Thailand Post', nameTh: '', trackingUrl: '', active: true }] };

/** The carriers' list is the one call answered by default; `change` answers the save. */
function answer(change: () => Promise<unknown> = () => Promise.reject(new Error('unexpected save'))) {
  api.mockImplementation(((key: string) =>
    key === 'GET /api/logistics/carriers' ? Promise.resolve(carriers) : change()) as never);
}
const saves = () => api.mock.calls.filter(([key]) => key === 'PATCH /api/logistics/deliveries/:id');
beforeEach(() => {
  api.mockReset();
});

for (const locale of ['th', 'en'] as const) {
  const say = (key: string) => textIn(locale, key);
  const save = () =>
    fireEvent.click(screen.getByRole('button', { name: say('logisticsConsole.detail.save') }));

  describe(`a delivery's carrier and notes check first (${locale})`, () => {
    it('notes longer than the schema allows are refused at the notes; nothing is sent; it clears', async () => {
      answer();
      await renderConsole(locale, <FactsSection delivery={delivery} />);
      // What a script or an autofill can put past the box's own limit.
      typeInto('delivery-notes', 'x'.repeat(1001));
      save();
      expectFieldError('delivery-notes', say('errors.text.tooLong'));
      expect(saves()).toEqual([]);
      typeInto('delivery-notes', 'Call before noon');
      expectNoFieldError('delivery-notes');
    });

    it("the server's refusal of the carrier stands at the carrier", async () => {
      answer(() =>
        Promise.reject(
          new ApiError(400, {
            code: 'VALIDATION',
            messageKey: 'errors.validation.invalid',
            message: 'Invalid request: carrierId',
            details: [{ path: 'carrierId', messageKey: 'logisticsConsole.errors.filterInvalid' }],
          }),
        ),
      );
      await renderConsole(locale, <FactsSection delivery={delivery} />);
      await screen.findByRole('option', { name: 'Thailand Post' });
      typeInto('delivery-carrier', '1');
      save();
      await waitFor(() => expectFieldError('delivery-carrier', say('logisticsConsole.errors.filterInvalid')));
      expect(saves()).toEqual([
        [
          'PATCH /api/logistics/deliveries/:id',
          { params: { id: 5 }, body: { version: 3, carrierId: 1, notes: '' } },
        ],
      ]);
      typeInto('delivery-carrier', '');
      expectNoFieldError('delivery-carrier');
    });
  });
}
