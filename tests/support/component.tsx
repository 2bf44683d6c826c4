import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TLocale } from '../../src/core/constants.ts';
import { i18n } from '../../src/web/lib/i18n.ts';

/** Renders `ui` in `locale` (the site's language store switched first, as the header's switch does). */
export async function renderIn(locale: TLocale, ui: ReactNode): Promise<RenderResult> {
  await act(async () => {
    await i18n.changeLanguage(locale);
  });
  return render(ui);
}
