import { useTranslation } from '../../../lib/i18n.ts';

const POINTS = [
  { key: 'transparent', icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5' },
  { key: 'locked', icon: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3' },
  { key: 'safe', icon: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4' },
  { key: 'fair', icon: 'M12 4v16M5 8h14M5 8l-3 6h6L5 8Zm14 0-3 6h6l-3-6Z' },
] as const;

export function WhyUs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="why-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('whyUs.title')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map((point) => (
            <li key={point.key}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-9 w-9 stroke-brand-600"
                fill="none"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={point.icon} />
              </svg>
              <h3 className="mt-3 text-lg font-bold">{t(`whyUs.${point.key}.title`)}</h3>
              <p className="mt-1 text-slate-600">{t(`whyUs.${point.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
