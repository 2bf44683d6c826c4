import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSale } from '#core/contracts/sales.ts';
import type { TRole } from '#core/roles.ts';
import {
  expectFieldError,
  expectNoFieldError,
  renderConsole,
  textIn,
  typeInto,
} from '../../../../../tests/support/console-component.tsx';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { authStore } from '../../../lib/auth/auth-store.ts';
import { CancelDialog, ReturnDialog } from './sale-change-dialogs.tsx';

// The one fetcher every console call goes through: what the dialog sends, or does not.
vi.mock('../../../lib/auth/auth-client.ts', () => ({ signedInApi: vi.fn() }));
const api = vi.mocked(signedInApi);

const line = (id: number, description: string) => ({
  id,
  itemId: 100 + id,
  description,
  imeiLast4: '1234',
  priceSatang: 1_500_000,
  vatScheme: 'margin' as const,
  vatSatang: 0,
  itemStatus: 'sold' as const,
  returnedAt: null,
});
const sale = {
  id: 9,
  status: 'sold',
  version: 2,
  lines: [line(1, 'Apple iPhone 13 128 GB'), line(2, 'Samsung Galaxy S22 256 GB')],
} as unknown as TSale;

function signInAs(roles: TRole[]) {
  act(() => authStore.emit('SIGNED_IN', { user: { roles } } as never));
}

beforeEach(() => {
  api.mockReset();
});
afterEach(() => {
  act(() => authStore.emit('SIGNED_OUT', null));
});

for (const locale of ['th', 'en'] as const) {
  const say = (key: string) => textIn(locale, key);
  const click = (key: string) => fireEvent.click(screen.getByRole('button', { name: say(key) }));

  describe(`a sale's return and cancel dialogs check first (${locale})`, () => {
    it('a return with no item and no reason sends nothing; each error stands at its field and clears', async () => {
      await renderConsole(locale, <ReturnDialog sale={sale} onClose={() => {}} />);
      click('salesConsole.detail.return');
      expectFieldError('return-reason', say('salesConsole.errors.required'));
      const items = screen.getByRole('group');
      expect(items.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(items.getAttribute('aria-describedby')!)?.textContent).toBe(
        say('salesConsole.errors.required'),
      );
      expect(api).not.toHaveBeenCalled();
      fireEvent.click(document.getElementById('return-items')!);
      expect(items.getAttribute('aria-invalid')).toBeNull();
      typeInto('return-reason', 'Screen flickers');
      expectNoFieldError('return-reason');
    });

    it('a restock without its shelf is refused at the shelf (warehouse staff)', async () => {
      signInAs(['sales', 'warehouse']);
      await renderConsole(locale, <ReturnDialog sale={sale} onClose={() => {}} />);
      fireEvent.click(document.getElementById('return-items')!);
      typeInto('return-reason', 'Screen flickers');
      typeInto('return-disposition', 'restock');
      click('salesConsole.detail.return');
      expectFieldError('return-location', say('salesConsole.errors.required'));
      expect(api).not.toHaveBeenCalled();
      typeInto('return-location', 'A-03');
      expectNoFieldError('return-location');
      api.mockResolvedValue(sale as never);
      click('salesConsole.detail.return');
      await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
      expect(api).toHaveBeenCalledWith('POST /api/sales/:id/return', {
        params: { id: 9 },
        body: {
          version: 2,
          itemIds: [101],
          reason: 'Screen flickers',
          disposition: 'restock',
          location: 'A-03',
        },
      });
    });

    it('a cancellation without a reason (spaces only) sends nothing and says so at the reason', async () => {
      await renderConsole(locale, <CancelDialog sale={sale} onClose={() => {}} />);
      typeInto('cancel-reason', '   ');
      click('salesConsole.detail.cancel');
      expectFieldError('cancel-reason', say('salesConsole.errors.required'));
      expect(api).not.toHaveBeenCalled();
      typeInto('cancel-reason', 'Customer changed their mind');
      expectNoFieldError('cancel-reason');
    });
  });
}
