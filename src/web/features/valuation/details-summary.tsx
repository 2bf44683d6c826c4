import type { ReactNode } from 'react';
import type { TPriceLine, TQuote } from '#core/contracts/quotes.ts';
import type { TStore } from '#core/contracts/trade-ins.ts';
import { computeRequestTotal } from '#core/pricing.ts';
import { formatCalendarDate } from '../../lib/format.ts';
import { formatSignedThb, formatThb } from './format.ts';
import { useTranslation, type TTranslate } from '../../lib/i18n.ts';
import { provinceName } from './fulfilment-store-list.tsx';
import { deviceName } from './option-step.tsx';
import { Amount } from './option-step-frame.tsx';
import type { TWizardState, TWizardStep } from './wizard-state.ts';

/**
 * "Price in Good condition", "Voucher bonus (+5%)", or an adjustment with its question, as the offer
 * step shows it ("Warranty: More than 4 months left (+3%)").
 */
export function priceLineLabel(line: TPriceLine, t: TTranslate): string {
  const label = t(line.labelKey, {
    grade: line.grade ? t(`grades.${line.grade}`) : '',
    percent: line.percent ?? '',
  });
  if (line.kind !== 'adjustment') return label;
  const question =
    line.question && line.question !== 'functional' ? `${t(`questionnaire.${line.question}.title`)}: ` : '';
  const percent =
    line.percent === undefined ? '' : ` (${line.percent > 0 ? '+' : '\u2212'}${Math.abs(line.percent)}%)`;
  return `${question}${label}${percent}`;
}

export function requestTotal(quote: TQuote, state: TWizardState) {
  return computeRequestTotal({
    offer: quote,
    option: state.option ?? 'sale',
    province: state.province ?? 'bangkok',
    voucherUpliftPercent: quote.voucherUpliftPercent,
    provincialBonusThb: quote.provincialBonusThb,
  });
}

/** Everything chosen so far, checked once more before sending, each part with a way back to change it. */
export function DetailsSummary({
  quote,
  state,
  store,
  goTo,
}: {
  quote: TQuote;
  state: TWizardState;
  store: TStore | undefined;
  goTo: (step: TWizardStep) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { lines, totalThb } = requestTotal(quote, state);
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="summary-title" className="text-lg font-bold text-slate-900">
        {t('details.summary.title')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100">
        <Row term={t('details.summary.device')}>
          {deviceName(quote)}
          <span className="block text-sm text-slate-600">
            {t('details.summary.grade', { grade: t(`grades.${quote.grade}`) })}
          </span>
        </Row>
        <Row term={t('details.summary.offer')}>
          <ul className="space-y-1 text-sm">
            {lines.map((line, index) => (
              <li key={`${line.kind}-${index}`} className="flex justify-between gap-3">
                <span className="text-slate-700">{priceLineLabel(line, t)}</span>
                <span
                  className={`shrink-0 font-medium whitespace-nowrap tabular-nums ${line.amountThb < 0 ? 'text-red-700' : ''}`}
                >
                  {line.kind === 'base'
                    ? formatThb(t, line.amountThb, lang)
                    : formatSignedThb(t, line.amountThb, lang)}
                </span>
              </li>
            ))}
            <li className="flex justify-between gap-3 border-t border-slate-200 pt-1 text-base font-bold">
              <span>{t('details.summary.total')}</span>
              <Amount value={totalThb} className="text-brand-700 tabular-nums" />
            </li>
          </ul>
        </Row>
        <Row term={t('details.summary.option')} onChange={() => goTo('option')}>
          {state.option ? t(`option.${state.option}.title`) : '—'}
        </Row>
        <Row term={t('details.summary.fulfilment')} onChange={() => goTo('fulfilment')}>
          {state.fulfilment === 'store' && (
            <>
              {t('fulfilment.store.title')}
              {store && (
                <span className="block text-sm text-slate-600">
                  {store.name[lang]} · {store.address[lang]}
                </span>
              )}
            </>
          )}
          {state.fulfilment === 'pickup' && state.pickup && (
            <>
              {t('fulfilment.pickup.title')}
              <span className="block text-sm text-slate-600">
                {state.pickup.date && formatCalendarDate(state.pickup.date, lang)}
                {state.pickup.timeSlot &&
                  ` · ${t('fulfilment.slotLong', { from: state.pickup.timeSlot.slice(0, 5), to: state.pickup.timeSlot.slice(6) })}`}
              </span>
              <span className="block text-sm whitespace-pre-line text-slate-600">{state.pickup.address}</span>
            </>
          )}
          {state.province && (
            <span className="block text-sm text-slate-600">
              {t('details.summary.province', { province: provinceName(state.province, lang) })}
            </span>
          )}
        </Row>
      </dl>
    </section>
  );
}

function Row({ term, onChange, children }: { term: string; onChange?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="flex items-start justify-between gap-2 text-sm font-semibold text-slate-600">
        {term}
        {onChange && (
          <button
            type="button"
            onClick={onChange}
            className="-my-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline sm:hidden"
          >
            {t('details.summary.change')}
            <span className="sr-only"> {term}</span>
          </button>
        )}
      </dt>
      <dd className="flex items-start justify-between gap-2 text-slate-900">
        <div className="min-w-0 flex-1">{children}</div>
        {onChange && (
          <button
            type="button"
            onClick={onChange}
            className="-my-1 hidden rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline sm:block"
          >
            {t('details.summary.change')}
            <span className="sr-only"> {term}</span>
          </button>
        )}
      </dd>
    </div>
  );
}
