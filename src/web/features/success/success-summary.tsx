import type { ReactNode } from 'react';
import type { TPriceLine } from '#core/contracts/quotes.ts';
import { PROVINCES } from '#core/provinces.ts';
import type { TStoredReceipt } from '../../lib/receipt-storage.ts';
import { formatAmount, formatCalendarDate } from '../../lib/format.ts';
import { useTranslation, type TTranslate } from '../../lib/i18n.ts';

/** The line as the offer step named it: an adjustment carries its question and its percentage. */
function lineLabel(line: TPriceLine, t: TTranslate): string {
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

/** "+1,026 THB", "−500 THB" (a true minus sign); the base price has no sign. */
function signed(line: TPriceLine, thb: (amount: number) => string): string {
  if (line.kind === 'base' || line.amountThb === 0) return thb(line.amountThb);
  return `${line.amountThb > 0 ? '+' : '\u2212'}${thb(Math.abs(line.amountThb))}`;
}

/** What was sent: device, offer lines and total, the option and the hand-over. */
export function SuccessSummary({ stored }: { stored: TStoredReceipt }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { receipt, summary } = stored;
  const thb = (amount: number) => t('common.thb', { amount: formatAmount(amount, lang) });
  const province = PROVINCES.find((candidate) => candidate.key === summary.province)?.[lang];
  return (
    <section
      aria-labelledby="success-summary"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="success-summary" className="text-lg font-bold">
        {t('success.summaryTitle')}
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row term={t('details.summary.device')}>{summary.device}</Row>
        <Row term={t('details.summary.offer')}>
          <ul className="space-y-1 text-sm">
            {receipt.lines.map((line, index) => (
              <li key={`${line.kind}-${index}`} className="flex justify-between gap-3">
                <span className="text-slate-700">{lineLabel(line, t)}</span>
                <span
                  className={`shrink-0 whitespace-nowrap tabular-nums ${line.amountThb < 0 ? 'text-red-700' : ''}`}
                >
                  {signed(line, thb)}
                </span>
              </li>
            ))}
            {receipt.offerThb !== null && (
              <li className="flex justify-between gap-3 border-t border-slate-200 pt-1 text-base font-bold">
                <span>{t('details.summary.total')}</span>
                <span className="text-brand-700 tabular-nums">{thb(receipt.offerThb)}</span>
              </li>
            )}
          </ul>
        </Row>
        <Row term={t('details.summary.option')}>{t(`option.${summary.option}.title`)}</Row>
        <Row term={t('details.summary.fulfilment')}>
          {t(`fulfilment.${summary.fulfilment}.title`)}
          {summary.store && (
            <span className="block text-sm text-slate-600">
              {summary.store.name[lang]} · {summary.store.address[lang]} · {summary.store.openingHours[lang]}
            </span>
          )}
          {summary.pickup && (
            <span className="block text-sm text-slate-600">
              {formatCalendarDate(summary.pickup.date, lang)} ·{' '}
              {t('fulfilment.slotLong', {
                from: summary.pickup.timeSlot.slice(0, 5),
                to: summary.pickup.timeSlot.slice(6),
              })}
            </span>
          )}
          {summary.pickup && (
            <span className="block text-sm whitespace-pre-line text-slate-600">{summary.pickup.address}</span>
          )}
          {province && (
            <span className="block text-sm text-slate-600">
              {t('details.summary.province', { province })}
            </span>
          )}
        </Row>
        <Row term={t('success.photos')}>{t('success.photoCount', { count: summary.photoCount })}</Row>
      </dl>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/** What happens after sending, for the hand-over and the option chosen. */
export function NextSteps({ stored }: { stored: TStoredReceipt | null }) {
  const { t } = useTranslation();
  const fulfilment = stored?.summary.fulfilment ?? 'store';
  const option = stored?.summary.option ?? 'sale';
  const items = [
    t(`success.next.confirm.${fulfilment}`),
    t(`success.next.handover.${fulfilment}`),
    t('success.next.inspect'),
    t(`success.next.pay.${option}`),
  ];
  return (
    <section
      aria-labelledby="success-next"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="success-next" className="text-lg font-bold">
        {t('success.nextTitle')}
      </h2>
      <ol className="mt-3 grid gap-3">
        {items.map((text, index) => (
          <li key={index} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <span className="text-slate-800">{text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
