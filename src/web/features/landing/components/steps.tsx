import { useTranslation } from '../../../lib/i18n.ts';

const STEPS = [
  { key: 'one', icon: 'M4 5h16v10H4zM8 19h8M12 15v4' },
  {
    key: 'two',
    icon: 'M3 7h11v8H3zM14 10h4l3 3v2h-7M7 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  },
  { key: 'three', icon: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v4M18 10v4' },
] as const;

export function Steps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="steps-title" className="text-center text-2xl font-bold sm:text-3xl">
        {t('steps.title')}
      </h2>
      <p className="mt-2 text-center text-slate-600">{t('steps.subtitle')}</p>
      <ol className="mt-8 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center gap-3">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-7 w-7 stroke-current"
                  fill="none"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                >
                  <path d={step.icon} />
                </svg>
              </span>
              <span className="text-sm font-semibold text-brand-700">
                {t('steps.step', { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-bold">{t(`steps.${step.key}.title`)}</h3>
            <p className="mt-1 text-slate-600">{t(`steps.${step.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
