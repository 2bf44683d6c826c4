import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { presetPeriod, REPORT_PRESETS } from '#core/finance/periods.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { buttonClass, inputClass, labelClass } from './console-styles.ts';

export interface TPeriod {
  /** Bangkok days (YYYY-MM-DD); '' where the page has no default and none is chosen. */
  from: string;
  to: string;
}

/**
 * A page's period, kept in the URL as `?from=&to=` (like the list filters) so a reload or a shared link
 * shows the same one; `fallback` is what the page shows while the URL names none.
 */
export function usePeriodParams(fallback: TPeriod = { from: '', to: '' }) {
  const [params, setParams] = useSearchParams();
  const period: TPeriod = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  const setPeriod = (next: Partial<TPeriod>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      return updated;
    });
  return [period, setPeriod] as const;
}

/**
 * The From and To day fields of a period, optionally with the report presets (this month, last month,
 * this quarter, this year; the one in use is pressed), and whatever else goes on that line.
 */
export function PeriodFilter({
  period,
  onChange,
  presets = false,
  children,
}: {
  period: TPeriod;
  onChange: (next: Partial<TPeriod>) => void;
  presets?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-3">
      {presets ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('console.period.presets.label')}>
          {REPORT_PRESETS.map((preset) => {
            const range = presetPeriod(preset);
            const pressed = range.from === period.from && range.to === period.to;
            return (
              <button
                key={preset}
                type="button"
                aria-pressed={pressed}
                className={`${buttonClass.secondary} aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800`}
                onClick={() => onChange(range)}
              >
                {t(`console.period.presets.${preset}`)}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {(['from', 'to'] as const).map((end) => (
          <div key={end}>
            <label className={labelClass} htmlFor={`${id}-${end}`}>
              {t(`console.period.${end}`)}
            </label>
            <input
              id={`${id}-${end}`}
              type="date"
              className={inputClass}
              value={period[end]}
              onChange={(event) => onChange({ [end]: event.target.value })}
            />
          </div>
        ))}
        {children}
      </div>
    </div>
  );
}
