import { STORAGE_NOT_APPLICABLE } from '#core/constants.ts';
import type { TModel } from '#core/contracts/catalogue.ts';
import { formatStorage } from '#core/storage.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { withStorage } from '../wizard-answers.ts';
import { useWizard } from '../wizard-context.ts';
import { PurchaseYearField } from './purchase-year.tsx';

/** Under the chosen model: its storage sizes as large chips and the year of purchase. */
export function ModelDetails(props: { model: TModel; problem: string | undefined; onChange: () => void }) {
  const { model, problem, onChange } = props;
  const { t } = useTranslation();
  const { state, update } = useWizard();

  return (
    <div className="mt-2 mb-3 grid gap-5 rounded-xl border border-brand-200 bg-white p-4 sm:ml-8">
      <fieldset id="storage-group" aria-describedby={problem}>
        <legend className="font-bold text-slate-900">{t('wizard.model.storageLegend')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {model.storageOptions.map((gb) => {
            const checked = state.storageGb === gb;
            return (
              <label
                key={gb}
                className={`relative flex min-h-12 min-w-24 cursor-pointer items-center justify-center rounded-full border-2 px-5 font-semibold ${
                  checked
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white hover:border-slate-500'
                }`}
              >
                <input
                  type="radio"
                  name="storage"
                  checked={checked}
                  onChange={() => {
                    onChange();
                    update((current) => withStorage(current, gb));
                  }}
                  className="peer sr-only"
                />
                {gb === STORAGE_NOT_APPLICABLE ? t('estimate.storageNotApplicable') : formatStorage(gb)}
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute -inset-0.5 rounded-full peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-400"
                />
              </label>
            );
          })}
        </div>
      </fieldset>

      <PurchaseYearField releaseYear={model.releaseYear} />
    </div>
  );
}
