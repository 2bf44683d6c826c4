import { useSearchParams } from 'react-router';
import type { TAdminModelPrices } from '#core/contracts/admin-catalogue.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getModelPrices, listAdminModels } from '../api/catalogue-api.ts';
import { useAsync } from '../use-async.ts';
import { BrandPicker, idParam, useAdminBrands } from './catalogue-brand-picker.tsx';
import { EmptyState, SkeletonRows, useCatalogueToast } from './catalogue-ui.tsx';
import { PricesGrid } from './prices-grid.tsx';
import { ErrorBox, inputClass, labelClass } from './ui.tsx';

/** Admin › Prices: pick a brand and a model (both in the URL), then edit its grid. */
export function PricesTab() {
  const { t } = useTranslation();
  const toast = useCatalogueToast();
  const [params, setParams] = useSearchParams();
  const brandId = idParam(params.get('brand'));
  const modelId = idParam(params.get('model'));
  const brandsResult = useAdminBrands().result;
  const brands = brandsResult.state === 'ready' ? brandsResult.data.brands : [];
  const modelsResult = useAsync(brandId ? `models:${brandId}` : null, () => listAdminModels(brandId!)).result;
  const models = modelsResult.state === 'ready' ? modelsResult.data.models : [];
  const prices = useAsync<TAdminModelPrices>(modelId ? `prices:${modelId}` : null, () =>
    getModelPrices(modelId!),
  );

  function choose(next: { brand?: number | null; model?: number | null }) {
    const search: Record<string, string> = { tab: 'prices' };
    const brand = next.brand === undefined ? brandId : next.brand;
    if (brand) search.brand = String(brand);
    if (brand && next.model) search.model = String(next.model);
    setParams(search);
  }

  return (
    <section aria-labelledby="prices-heading" className="grid gap-4">
      <h2 id="prices-heading" className="text-lg font-bold">
        {t('admin.tabs.prices')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <BrandPicker
          id="prices-brand"
          brands={brands}
          value={brandId}
          onChange={(brand) => choose({ brand })}
        />
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="prices-model" className={labelClass}>
            {t('adminCatalogue.prices.model')}
          </label>
          <select
            id="prices-model"
            value={modelId ?? ''}
            disabled={!brandId}
            onChange={(event) => choose({ model: event.target.value ? Number(event.target.value) : null })}
            className={inputClass}
          >
            <option value="">{t('adminCatalogue.prices.chooseModel')}</option>
            {models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.isActive ? model.name : `${model.name} (${t('adminCatalogue.activeState.false')})`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {brandsResult.state === 'failed' ? (
        <ErrorBox messageKey={brandsResult.messageKey} />
      ) : modelsResult.state === 'failed' ? (
        <ErrorBox messageKey={modelsResult.messageKey} />
      ) : modelId === null ? (
        <EmptyState>{t('adminCatalogue.prices.noModel')}</EmptyState>
      ) : prices.result.state === 'failed' ? (
        <ErrorBox messageKey={prices.result.messageKey} onRetry={prices.reload} />
      ) : prices.result.state === 'loading' && !prices.result.data ? (
        <SkeletonRows rows={4} />
      ) : (
        <PricesGrid
          key={modelId}
          data={prices.result.state === 'ready' ? prices.result.data : prices.result.data!}
          onSaved={(data) => {
            prices.set(data);
            toast.ok('adminCatalogue.prices.saved');
          }}
          onFailed={(error) => {
            toast.fail(error);
            // A conflict: load what the other admin saved; the edits stay for another try.
            if ((error as { status?: number }).status === 409) prices.reload();
          }}
        />
      )}
      {toast.region}
    </section>
  );
}
