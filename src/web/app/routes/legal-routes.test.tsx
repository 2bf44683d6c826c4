import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translate, type TCatalogue } from '#core/i18n/translate.ts';
import en from '#core/i18n/en.json' with { type: 'json' };
import th from '#core/i18n/th.json' with { type: 'json' };
import { renderIn } from '../../../../tests/support/component.tsx';
import { privacyNotice, termsOfService, type LegalDocument } from '../../features/legal/legal-content.ts';
import { PrivacyRoute } from './privacy.tsx';
import { TermsRoute } from './terms.tsx';

/**
 * The legal pages show their document in the page's language (moved from tests/e2e/routing.spec.ts,
 * decision 042; that the server answers them with 200 is web-static.test.ts's).
 */
const t = (locale: 'th' | 'en', key: string) => translate((locale === 'th' ? th : en) as TCatalogue, key);

/** The title, the summary, the contents list and the first numbered section with its first paragraph. */
function expectLegalDocument(locale: 'th' | 'en', document: LegalDocument): void {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(document.title);
  expect(screen.getByText(document.summary)).toBeTruthy();
  const contents = screen.getByRole('navigation', { name: t(locale, 'legal.contents') });
  const entries = within(contents).getAllByRole('listitem');
  expect(document.sections.length).toBeGreaterThanOrEqual(3);
  expect(entries.map((entry) => entry.textContent)).toEqual(
    document.sections.map((section) => section.heading),
  );
  const first = document.sections[0]!;
  expect(screen.getByRole('heading', { level: 2, name: `1. ${first.heading}` })).toBeTruthy();
  expect(screen.getByText(first.paragraphs[0] ?? '', { exact: true })).toBeTruthy();
}

for (const locale of ['th', 'en'] as const) {
  describe(`legal pages (${locale})`, () => {
    it('/privacy shows the privacy notice', async () => {
      await renderIn(locale, <PrivacyRoute />);
      expectLegalDocument(locale, privacyNotice[locale]);
      expect(document.title).toBe(t(locale, 'meta.privacyTitle'));
    });

    it('/terms shows the terms of service', async () => {
      await renderIn(locale, <TermsRoute />);
      expectLegalDocument(locale, termsOfService[locale]);
      expect(document.title).toBe(t(locale, 'meta.termsTitle'));
    });
  });
}
