import { useTranslation } from '../../../lib/i18n.ts';
import type { TLocale } from '#core/constants.ts';
import type { LegalDocument, LegalLocale } from '../legal-content.ts';

/** A legal document in the current language, with a table of contents for long reading on a phone. */
export function LegalPage({ documents }: { documents: Record<LegalLocale, LegalDocument> }) {
  const { t, i18n } = useTranslation();
  const document = documents[i18n.language as TLocale];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold">{document.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{document.summary}</p>
      <p className="mt-2 text-sm text-slate-600">
        {t('legal.version', { version: document.version })} ·{' '}
        {t('legal.effective', { date: document.effectiveDate })}
      </p>
      <nav aria-labelledby="legal-contents" className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="legal-contents" className="font-semibold">
          {t('legal.contents')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-brand-800">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="mt-8 scroll-mt-20">
          <h2 className="text-xl font-bold">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-800">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
