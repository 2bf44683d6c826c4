import type { ReactNode } from 'react';
import { STORAGE_NOT_APPLICABLE } from '#core/constants.ts';
import { formatStorage } from '#core/storage.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrands, useModels } from '../api/catalogue.ts';
import { formatYear } from '../format.ts';
import { useWizard } from '../wizard-context.ts';
import { CategoryIcon } from './category-icon.tsx';
import { PurchaseYearField } from './purchase-year.tsx';

/**
 * "Apple iPhone 15 · 128 GB · bought 2023", with a way to change it. `askYear`: the year of purchase as a
 * field instead (prefilled), for a device chosen on the landing form, whose model step was skipped.
 */
export function DeviceSummary({ action, askYear = false }: { action?: ReactNode; askYear?: boolean }) {
  const { t, i18n } = useTranslation();
  const { state } = useWizard();
  // The lists the device and model steps already loaded (same addresses), so no new request on the way.
  const brands = useBrands(state.category);
  const models = useModels(state.brandId, state.category);
  const brand = brands.status === 'ready' ? brands.data.find((item) => item.id === state.brandId) : undefined;
  const model = models.status === 'ready' ? models.data.find((item) => item.id === state.modelId) : undefined;
  const details = [
    state.storageGb === undefined || state.storageGb === STORAGE_NOT_APPLICABLE
      ? null
      : formatStorage(state.storageGb),
    state.year === undefined || askYear
      ? null
      : t('wizard.summary.year', { year: formatYear(state.year, i18n.language) }),
  ].filter(Boolean);

  return (
    <section
      aria-label={t('wizard.summary.label')}
      className="mb-6 grid gap-4 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:p-4"
    >
      <div className="flex items-center gap-3">
        {state.category && (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50">
            <CategoryIcon category={state.category} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="leading-snug font-bold break-words text-slate-900">
            {brand && model ? (
              `${brand.name} ${model.name}`
            ) : (
              <span className="text-slate-500">{t('common.loading')}</span>
            )}
          </p>
          {details.length > 0 && <p className="text-sm text-slate-600">{details.join(' · ')}</p>}
        </div>
        {action}
      </div>
      {askYear && model && <PurchaseYearField releaseYear={model.releaseYear} />}
    </section>
  );
}
