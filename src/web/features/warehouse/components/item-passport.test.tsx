import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWarehousePassport } from '#core/contracts/warehouse.ts';
import { renderConsole, textIn } from '../../../../../tests/support/console-component.tsx';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { ItemPassport } from './item-passport.tsx';

// The one fetcher every console call goes through.
vi.mock('../../../lib/auth/auth-client.ts', () => ({ signedInApi: vi.fn() }));
const api = vi.mocked(signedInApi);

/** A passport as the server answers a caller outside COST_READERS (issue 28 item 3): no cost fields. */
const withoutCost = {
  id: 9,
  code: 'WH-000009',
  status: 'available',
  version: 2,
  reference: 'TRD-261207-BUSF',
  model: 'Samsung Galaxy S22 Ultra',
  customerDescription: null,
  category: 'phone',
  storageGb: 256,
  grade: 'good',
  imeiSerial: '490154203237518',
  vatScheme: 'margin',
  location: 'C-3',
  createdAt: '2026-12-07T04:03:00.000Z',
  showsCost: false,
  device: { brandId: 1, modelId: 2 },
  inspection: { grade: 'good', inspectedAt: null, inspectedBy: null },
  wipe: null,
  history: [],
} satisfies TWarehousePassport;
const withCost = {
  ...withoutCost,
  showsCost: true,
  costSatang: 8_765_400,
  inspection: { ...withoutCost.inspection, offeredThb: 87_654, actualPriceThb: 87_653 },
} satisfies TWarehousePassport;

beforeEach(() => {
  api.mockReset();
});

for (const locale of ['th', 'en'] as const) {
  const say = (key: string) => textIn(locale, key);

  describe(`the device passport shows cost only when the answer carries it (${locale})`, () => {
    it('has no cost, offer or inspected price rows for a caller who may not see cost', async () => {
      api.mockResolvedValue(withoutCost as never);
      await renderConsole(locale, <ItemPassport id={9} />);
      expect(await screen.findByText('TRD-261207-BUSF')).toBeTruthy();
      for (const key of [
        'warehouseConsole.columns.cost',
        'warehouseConsole.passport.offered',
        'warehouseConsole.passport.actualPrice',
      ])
        expect(screen.queryByText(say(key))).toBeNull();
      expect(document.body.textContent).not.toMatch(/87[,.]?65/);
    });

    it('shows them to a cost reader', async () => {
      api.mockResolvedValue(withCost as never);
      await renderConsole(locale, <ItemPassport id={9} />);
      expect(await screen.findByText(say('warehouseConsole.columns.cost'))).toBeTruthy();
      expect(screen.getByText(say('warehouseConsole.passport.offered'))).toBeTruthy();
      expect(document.body.textContent).toMatch(/87,654/);
    });
  });
}
