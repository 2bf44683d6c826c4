import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatYear } from '../format.ts';
import { withYear } from '../wizard-answers.ts';
import { useWizard } from '../wizard-context.ts';

/**
 * The year of purchase, from the model's release year to this year, prefilled with the release year. On
 * the model step; and on the condition step when the landing form skipped the model step, so the year is
 * asked rather than silently taken as the release year.
 */
export function PurchaseYearField({ releaseYear }: { releaseYear: number }) {
  const { t, i18n } = useTranslation();
  const { state, update } = useWizard();
  const id = useId();
  const years = purchaseYears(releaseYear, new Date().getFullYear());
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-slate-900">
        {t('wizard.model.yearLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('wizard.model.yearHint')}
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={state.year ?? releaseYear}
        onChange={(event) => update((current) => withYear(current, Number(event.target.value)))}
        className="mt-2 min-h-12 w-full max-w-48 rounded-xl border border-slate-300 bg-white px-4 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {formatYear(year, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** From the model's release year to this year (just the release year if the clock is behind). */
function purchaseYears(releaseYear: number, thisYear: number): number[] {
  const years: number[] = [];
  for (let year = releaseYear; year <= Math.max(releaseYear, thisYear); year += 1) years.push(year);
  return years;
}
