import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, textIn } from '../../../../../tests/support/console-component.tsx';
import { signedInApi } from '../../../lib/auth/auth-client.ts';
import { Periods } from './account-console.tsx';

vi.mock('../../../lib/auth/auth-client.ts', () => ({ signedInApi: vi.fn() }));
const api = vi.mocked(signedInApi);

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({ items: [{ month: '2026-09' }, { month: '2026-10' }] } as never);
});

// Issue 30: the closed months read "2026-10" on Thai screens; a month is said as every screen says it.
describe('Account › closed months are named, not coded', () => {
  for (const [locale, expected] of [
    ['th', 'กันยายน 2569, ตุลาคม 2569'],
    ['en', 'September 2026, October 2026'],
  ] as const)
    it(locale, async () => {
      await renderConsole(locale, <Periods />);
      const line = await screen.findByText(
        new RegExp(`^${textIn(locale, 'accountConsole.periods.closed')}:`),
      );
      await vi.waitFor(() => expect(line.textContent).toContain(expected));
      expect(line.textContent).not.toMatch(/2026-\d\d/);
    });
});
