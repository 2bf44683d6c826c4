import { useState, type FormEvent } from 'react';
import { resolveReportPeriod } from '#core/report-period.ts';
import { buttonClass, inputClass, labelClass } from '../../../components/console/console-styles.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PERIOD_PRESETS, useReportPeriod } from '../use-report-period.ts';

/**
 * The period of the dashboard and reports: last 7 / 30 / 90 days or a custom from–to (Bangkok days),
 * all in the URL. A custom range is checked with the server's own rule before it is asked for.
 */
export function PeriodPicker() {
  const { t, i18n } = useTranslation();
  const { period, preset, invalidKey, setPreset, setRange } = useReportPeriod();
  const [custom, setCustom] = useState(preset === null);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const language = i18n.language === 'en' ? 'en' : 'th';

  function submit(event: FormEvent) {
    event.preventDefault();
    const resolved =
      from && to
        ? resolveReportPeriod({ from, to })
        : { ok: false as const, messageKey: 'errors.reports.dateInvalid' };
    if (!resolved.ok) return setErrorKey(resolved.messageKey);
    setErrorKey(null);
    setRange(from, to);
  }

  return (
    <section
      aria-labelledby="report-period"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="report-period" className="mr-2 text-sm font-semibold text-slate-700">
          {t('reports.period')}
        </h2>
        {PERIOD_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={!custom && preset === days}
            onClick={() => {
              setCustom(false);
              setErrorKey(null);
              setPreset(days);
            }}
            className={!custom && preset === days ? buttonClass.primary : buttonClass.secondary}
          >
            {t('reports.lastDays', { days })}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          aria-expanded={custom}
          aria-controls="report-custom-range"
          onClick={() => {
            setFrom(period.from);
            setTo(period.to);
            setCustom((open) => !open);
          }}
          className={custom ? buttonClass.primary : buttonClass.secondary}
        >
          {t('reports.custom')}
        </button>
      </div>
      {custom && (
        <form
          id="report-custom-range"
          onSubmit={submit}
          noValidate
          className="flex flex-wrap items-end gap-3"
        >
          <div>
            <label htmlFor="report-from" className={labelClass}>
              {t('reports.from')}
            </label>
            <input
              id="report-from"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="report-to" className={labelClass}>
              {t('reports.to')}
            </label>
            <input
              id="report-to"
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className={inputClass}
            />
          </div>
          <button type="submit" className={buttonClass.primary}>
            {t('reports.show')}
          </button>
          {errorKey && (
            <p role="alert" className="w-full text-sm font-medium text-red-800">
              {t(errorKey)}
            </p>
          )}
        </form>
      )}
      <p className="text-sm text-slate-700" data-testid="report-period">
        {t('reports.periodSummary', {
          from: formatDate(period.from, language),
          to: formatDate(period.to, language),
          days: period.days,
        })}
      </p>
      {invalidKey && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t(invalidKey)} {t('reports.showingDefault')}
        </p>
      )}
    </section>
  );
}
