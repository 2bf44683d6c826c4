import type { ReactNode } from 'react';
import type { TPriceLine } from '#core/contracts/quotes.ts';
import { PROVINCES, type TProvinceKey } from '#core/provinces.ts';
import type { TFulfilmentMethod } from '#core/trade-in-lifecycle.ts';
import { formatDate, formatSignedThb, formatThb } from '../lib/format.ts';
import { useTranslation, type TTranslate } from '../lib/i18n.ts';

/*
 * The parts of a request summary, shared by the details step (checked before sending) and the success
 * page (what was sent): the rows, the price lines with the total, and the hand-over.
 */

/**
 * A price line as the offer step names it: "Price in Good condition", "Voucher bonus (+5%)", or an
 * adjustment with its question ("Warranty: More than 4 months left (+3%)"), except a functional issue,
 * whose label already says what does not work.
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

/**
 * Every price line of a request and the total: the base price unsigned, the rest signed, losses in red.
 * Without a total (`null`) only the lines show.
 */
export function PriceSummaryLines({
  lines,
  totalThb,
}: {
  lines: readonly TPriceLine[];
  totalThb: number | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
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
      {totalThb !== null && (
        <li className="flex justify-between gap-3 border-t border-slate-200 pt-1 text-base font-bold">
          <span>{t('details.summary.total')}</span>
          <span className="text-brand-700 tabular-nums">{formatThb(t, totalThb, lang)}</span>
        </li>
      )}
    </ul>
  );
}

/**
 * One part of a request summary (a `<dt>` and its `<dd>`, inside a `<dl>`). With `onChange`, a "Change"
 * button leads back to where it was chosen: beside the term on a phone, beside the value on a wider screen.
 */
export function SummaryRow({
  term,
  onChange,
  children,
}: {
  term: string;
  onChange?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="flex items-start justify-between gap-2 text-sm font-semibold text-slate-600">
        {term}
        {onChange && <ChangeButton term={term} onClick={onChange} className="sm:hidden" />}
      </dt>
      <dd className="flex items-start justify-between gap-2 text-slate-900">
        <div className="min-w-0 flex-1">{children}</div>
        {onChange && <ChangeButton term={term} onClick={onChange} className="hidden sm:block" />}
      </dd>
    </div>
  );
}

function ChangeButton({
  term,
  onClick,
  className,
}: {
  term: string;
  onClick: () => void;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className={`-my-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline ${className}`}
    >
      {t('details.summary.change')}
      <span className="sr-only"> {term}</span>
    </button>
  );
}

type TLocalized = { th: string; en: string };

/**
 * How the device reaches us: "Drop off at a store" with the store (and its opening hours where given),
 * or "Courier pick-up" with the day, the time window and the address; then the customer's province.
 */
export function HandoverSummary({
  method,
  store,
  pickup,
  province,
}: {
  method: TFulfilmentMethod | undefined;
  store?: { name: TLocalized; address: TLocalized; openingHours?: TLocalized } | undefined;
  pickup?:
    { date?: string | undefined; timeSlot?: string | undefined; address?: string | undefined } | undefined;
  province?: TProvinceKey | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const provinceName = PROVINCES.find((candidate) => candidate.key === province)?.[lang];
  return (
    <>
      {method && t(`fulfilment.${method}.title`)}
      {method === 'store' && store && (
        <span className="block text-sm text-slate-600">
          {[store.name[lang], store.address[lang], store.openingHours?.[lang]].filter(Boolean).join(' · ')}
        </span>
      )}
      {method === 'pickup' && pickup && (
        <>
          <span className="block text-sm text-slate-600">
            {pickup.date && formatDate(pickup.date, lang, { weekday: true })}
            {pickup.timeSlot &&
              ` · ${t('fulfilment.slotLong', { from: pickup.timeSlot.slice(0, 5), to: pickup.timeSlot.slice(6) })}`}
          </span>
          <span className="block text-sm whitespace-pre-line text-slate-600">{pickup.address}</span>
        </>
      )}
      {provinceName && (
        <span className="block text-sm text-slate-600">
          {t('details.summary.province', { province: provinceName })}
        </span>
      )}
    </>
  );
}
