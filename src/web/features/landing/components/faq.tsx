import { useTranslation } from '../../../lib/i18n.ts';

const QUESTIONS = ['price', 'inspection', 'payment', 'data'] as const;

/** Four questions as a native accordion: it works before any script runs and with every screen reader. */
export function Faq() {
  const { t } = useTranslation();
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="faq-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('faq.title')}
        </h2>
        <div className="mt-8 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
          {QUESTIONS.map((key) => (
            <details key={key} className="group px-5 py-1 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold">
                {t(`faq.items.${key}.q`)}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 fill-brand-700 transition group-open:rotate-180"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </summary>
              <p className="pb-5 text-slate-700">{t(`faq.items.${key}.a`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
