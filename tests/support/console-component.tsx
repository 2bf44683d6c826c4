import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import type { TLocale } from '../../src/core/constants.ts';
import { translate, type TCatalogue, type TVars } from '../../src/core/i18n/translate.ts';
import en from '../../src/core/i18n/en.json' with { type: 'json' };
import th from '../../src/core/i18n/th.json' with { type: 'json' };
import { ConsoleToastProvider } from '../../src/web/components/console/console-toast.tsx';
import { renderIn } from './component.tsx';

/** A catalogue's text, to say what the page must show in that language. */
export const textIn = (locale: TLocale, key: string, vars?: TVars): string =>
  translate((locale === 'th' ? th : en) as TCatalogue, key, vars);

/**
 * A console part as a console page has it (decision 017): a fresh query cache (no retries), the page's
 * toast and a router, in `locale`. The API is the test's to mock (`vi.mock` of the auth client's
 * `signedInApi`, the one fetcher every console call goes through).
 */
export function renderConsole(locale: TLocale, ui: ReactNode, route = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  return renderIn(
    locale,
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <ConsoleToastProvider>{ui}</ConsoleToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * The field's error as a screen reader meets it: the control (found by its id) is marked invalid and
 * described by an element that says `message`.
 */
export function expectFieldError(id: string, message: string): void {
  const control = document.getElementById(id);
  expect(control, `#${id}`).not.toBeNull();
  expect(control!.getAttribute('aria-invalid'), `#${id} aria-invalid`).toBe('true');
  const described = (control!.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = described.map((ref) => document.getElementById(ref)?.textContent ?? '');
  expect(texts, `#${id} is described by its error`).toContain(message);
  expect(screen.getAllByText(message).length).toBeGreaterThan(0);
}

/** The field stands without an error: not invalid, described by no error. */
export function expectNoFieldError(id: string): void {
  const control = document.getElementById(id);
  expect(control, `#${id}`).not.toBeNull();
  expect(control!.getAttribute('aria-invalid')).toBeNull();
  expect(document.getElementById(`${id}-error`)).toBeNull();
}

/** Types `value` into the control with this id (a change event, as the form's own handler reads it). */
export function typeInto(id: string, value: string): void {
  const control = document.getElementById(id);
  expect(control, `#${id}`).not.toBeNull();
  fireEvent.change(control!, { target: { value } });
}
