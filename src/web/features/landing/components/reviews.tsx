import { useTranslation } from '../../../lib/i18n.ts';
import { REVIEW_RATING } from '#core/constants.ts';

const REVIEWS = ['one', 'two', 'three'] as const;

export function Reviews() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="reviews-title" className="text-center text-2xl font-bold sm:text-3xl">
        {t('reviews.title')}
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {REVIEWS.map((key) => (
          <li key={key} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p
              className="flex gap-0.5 text-accent-500"
              role="img"
              aria-label={t('reviews.rating', { rating: REVIEW_RATING })}
            >
              {Array.from({ length: REVIEW_RATING }, (_, index) => (
                <svg key={index} aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
                  <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
                </svg>
              ))}
            </p>
            <blockquote className="mt-3 flex-1 text-slate-700">“{t(`reviews.items.${key}.text`)}”</blockquote>
            <p className="mt-4 font-semibold">{t(`reviews.items.${key}.name`)}</p>
            <p className="text-sm text-slate-600">
              {t(`reviews.items.${key}.device`)} · {t(`reviews.items.${key}.place`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
