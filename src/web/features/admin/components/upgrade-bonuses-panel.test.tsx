import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUpgradeBonus } from '#core/contracts/counter-trade-ins.ts';
import {
  expectFieldError,
  expectNoFieldError,
  renderConsole,
  textIn,
  typeInto,
} from '../../../../../tests/support/console-component.tsx';
import { ApiError } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { UpgradeBonusesPanel, bonusState } from './upgrade-bonuses-panel.tsx';

// The one fetcher every console call goes through: what the panel sends, or does not.
vi.mock('../../../lib/auth/auth-client.ts', () => ({ signedInApi: vi.fn() }));
const api = vi.mocked(signedInApi);

const TODAY = '2026-12-08';
const running: TUpgradeBonus = {
  id: 3,
  category: 'phone',
  kind: 'percent',
  percent: 10,
  amountSatang: null,
  validFrom: '2026-12-01',
  validUntil: null,
  createdAt: '2026-12-01T02:00:00.000Z',
};
const over: TUpgradeBonus = {
  id: 1,
  category: 'tablet',
  kind: 'fixed',
  percent: null,
  amountSatang: 50_000,
  validFrom: '2026-10-01',
  validUntil: '2026-10-31',
  createdAt: '2026-10-01T02:00:00.000Z',
};

/** Answers the list; a change is the test's to answer, and is recorded by `api`. */
function answer(change: (key: string, options: { body?: unknown }) => Promise<unknown>) {
  api.mockImplementation(((key: string, options: { body?: unknown }) => {
    if (key === 'GET /api/sales/upgrade-bonuses') return Promise.resolve({ bonuses: [running, over] });
    return change(key, options);
  }) as never);
}
const sent = (key: string) => api.mock.calls.filter(([called]) => called === key);

beforeEach(() => {
  api.mockReset();
});

describe('where a bonus stands on a day', () => {
  it('is scheduled before its first day, ended after its last, running between (both days included)', () => {
    expect(bonusState(running, '2026-11-30')).toBe('scheduled');
    expect(bonusState(running, '2026-12-01')).toBe('current');
    expect(bonusState(over, '2026-10-31')).toBe('current');
    expect(bonusState(over, '2026-11-01')).toBe('ended');
  });
});

for (const locale of ['th', 'en'] as const) {
  const say = (key: string, vars?: Record<string, string | number>) => textIn(locale, key, vars);
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  describe(`admin's upgrade bonuses (${locale})`, () => {
    it('lists the rules with their value, period and state; only a rule not over can be ended', async () => {
      answer((key) => Promise.reject(new Error(`unexpected ${key}`)));
      await renderConsole(locale, <UpgradeBonusesPanel today={TODAY} />);
      const rows = await screen.findAllByTestId('upgrade-bonus');
      expect(rows).toHaveLength(2);
      expect(rows[0]!.textContent).toContain(say('wizard.category.phone'));
      expect(rows[0]!.textContent).toContain('+10 %');
      expect(rows[0]!.textContent).toContain(say('adminCatalogue.bonuses.state.current'));
      expect(rows[1]!.textContent).toContain('500.00');
      expect(rows[1]!.textContent).toContain(say('adminCatalogue.bonuses.state.ended'));
      expect(within(rows[0]!).queryAllByRole('button')).toHaveLength(1);
      expect(within(rows[1]!).queryAllByRole('button')).toHaveLength(0);
    });

    it("checks a new rule with the endpoint's schema first: a percent above 100 or backwards dates send nothing", async () => {
      answer((key, options) =>
        Promise.resolve({ ...(options.body as object), id: 9, createdAt: '2026-12-08T03:00:00.000Z' }),
      );
      await renderConsole(locale, <UpgradeBonusesPanel today={TODAY} />);
      await screen.findAllByTestId('upgrade-bonus');
      typeInto('bonus-value', '150');
      click(say('adminCatalogue.bonuses.add'));
      expectFieldError('bonus-value', say('salesConsole.errors.bonusInvalid'));
      typeInto('bonus-value', '12');
      expectNoFieldError('bonus-value');
      typeInto('bonus-until', '2026-12-01');
      click(say('adminCatalogue.bonuses.add'));
      expectFieldError('bonus-until', say('salesConsole.errors.bonusDates'));
      expect(sent('POST /api/sales/upgrade-bonuses')).toHaveLength(0);

      // A fixed amount in baht goes as satang; an open end goes without a last day.
      typeInto('bonus-category', 'tablet');
      typeInto('bonus-kind', 'fixed');
      typeInto('bonus-value', '1,250.50');
      typeInto('bonus-until', '');
      click(say('adminCatalogue.bonuses.add'));
      await waitFor(() => expect(sent('POST /api/sales/upgrade-bonuses')).toHaveLength(1));
      expect(sent('POST /api/sales/upgrade-bonuses')[0]![1]).toEqual({
        body: { category: 'tablet', kind: 'fixed', amountSatang: 125_050, validFrom: TODAY },
      });
      await waitFor(() => expect(screen.getAllByTestId('upgrade-bonus')).toHaveLength(3));
      expect(screen.getAllByTestId('upgrade-bonus')[0]!.textContent).toContain('1,250.50');
    });

    it("ends a rule on a last day; the server's refusal stands at the day", async () => {
      let refuse = true;
      answer((_key, options) =>
        refuse
          ? Promise.reject(
              new ApiError(400, {
                code: 'VALIDATION',
                messageKey: 'salesConsole.errors.bonusEndPast',
                message: 'past',
                details: [{ path: 'lastDay', messageKey: 'salesConsole.errors.bonusEndPast' }],
              }),
            )
          : Promise.resolve({ ...running, validUntil: (options.body as { lastDay: string }).lastDay }),
      );
      await renderConsole(locale, <UpgradeBonusesPanel today={TODAY} />);
      const [row] = await screen.findAllByTestId('upgrade-bonus');
      fireEvent.click(within(row!).getByRole('button'));
      const id = `bonus-${running.id}-last-day`;
      expect((document.getElementById(id) as HTMLInputElement).value).toBe(TODAY);
      typeInto(id, '');
      click(say('adminCatalogue.bonuses.endConfirm'));
      expectFieldError(id, say('salesConsole.errors.dateInvalid'));
      expect(sent('POST /api/sales/upgrade-bonuses/:id/end')).toHaveLength(0);
      typeInto(id, '2026-12-01');
      click(say('adminCatalogue.bonuses.endConfirm'));
      await waitFor(() => expectFieldError(id, say('salesConsole.errors.bonusEndPast')));
      refuse = false;
      typeInto(id, '2026-12-31');
      click(say('adminCatalogue.bonuses.endConfirm'));
      const lastDay = locale === 'th' ? '31 ธ.ค. 2569' : '31 Dec 2026';
      await waitFor(() => expect(screen.getAllByTestId('upgrade-bonus')[0]!.textContent).toContain(lastDay));
      expect(sent('POST /api/sales/upgrade-bonuses/:id/end').at(-1)![1]).toEqual({
        params: { id: running.id },
        body: { lastDay: '2026-12-31' },
      });
    });
  });
}
