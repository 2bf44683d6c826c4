import { useTranslation } from '../../../lib/i18n.ts';
import { PROVINCIAL_BONUS_THB } from '#core/constants.ts';

const BENEFITS = ['daily', 'pickup', 'payment', 'estimate'] as const;

/** The promise band of spec §1: the provincial bonus, then four benefits, subject to company terms. */
export function Benefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="bg-accent-400 text-slate-900">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <span
            className="rounded-2xl bg-slate-900 px-4 py-2 text-3xl font-bold text-accent-300"
            aria-hidden="true"
          >
            +{PROVINCIAL_BONUS_THB}
          </span>
          <div>
            <h2 id="benefits-title" className="text-2xl font-bold">
              {t('benefits.bonusTitle')}
            </h2>
            <p className="text-slate-800">{t('benefits.bonusText')}</p>
          </div>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {BENEFITS.map((key) => (
            <li key={key} className="rounded-xl bg-white/70 p-4">
              <p className="font-bold">{t(`benefits.${key}.title`)}</p>
              <p className="text-sm text-slate-700">{t(`benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-800">* {t('benefits.terms')}</p>
      </div>
    </section>
  );
}
