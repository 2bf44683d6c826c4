import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/** The first screen: the promise on the left, the estimate form (passed in by the route) on the right. */
export function Hero({ form }: { form: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[1.1fr_1fr] lg:py-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-400" />
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl lg:text-5xl">
            {t('hero.title')}
            <span className="mt-1 block text-accent-300">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{t('hero.lead')}</p>
          <ul className="mt-5 hidden gap-2 text-brand-50 sm:grid">
            {(['pointPrice', 'pointPickup', 'pointPay'] as const).map((key) => (
              <li key={key} className="flex items-center gap-2">
                <CheckIcon />
                {t(`hero.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div id="estimate" className="scroll-mt-20">
          {form}
        </div>
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-accent-400">
      <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 0 1 1.4 1.4Z" />
    </svg>
  );
}
