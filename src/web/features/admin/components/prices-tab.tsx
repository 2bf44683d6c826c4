import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { getModelPrices, listAdminModels } from '../api/catalogue-api.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { BrandPicker, idParam, useAdminBrands } from './catalogue-brand-picker.tsx';
import { PricesGrid } from './prices-grid.tsx';
import { inputClass, labelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { errorKey } from '../../../lib/api.ts';

/** Admin › Prices: pick a brand and a model (both in the URL), then edit its grid. */
export function PricesTab() {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const [params, setParams] = useSearchParams();
  const brandId = idParam(params.get('brand'));
  const modelId = idParam(params.get('model'));
  const queryClient = useQueryClient();
  const brandsQuery = useAdminBrands();
  const brands = brandsQuery.data?.brands ?? [];
  const modelsQuery = useQuery({
    queryKey: adminKeys.models(brandId ?? 0),
    queryFn: () => listAdminModels(brandId!),
    enabled: brandId !== null,
  });
  const models = modelsQuery.data?.models ?? [];
  const pricesKey = adminKeys.prices(modelId ?? 0);
  const prices = useQuery({
    queryKey: pricesKey,
    queryFn: () => getModelPrices(modelId!),
    enabled: modelId !== null,
  });

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
      {brandsQuery.isError ? (
        <ErrorBox messageKey={errorKey(brandsQuery.error)} />
      ) : modelsQuery.isError ? (
        <ErrorBox messageKey={errorKey(modelsQuery.error)} />
      ) : modelId === null ? (
        <EmptyState>{t('adminCatalogue.prices.noModel')}</EmptyState>
      ) : prices.isError ? (
        <ErrorBox messageKey={errorKey(prices.error)} onRetry={() => void prices.refetch()} />
      ) : prices.isPending ? (
        <SkeletonRows rows={4} />
      ) : (
        <PricesGrid
          key={modelId}
          data={prices.data}
          onSaved={(data) => {
            queryClient.setQueryData(pricesKey, data);
            toast.ok('adminCatalogue.prices.saved');
          }}
          onFailed={(error) => {
            toast.fail(error);
            // A conflict: load what the other admin saved; the edits stay for another try.
            if ((error as { status?: number }).status === 409) void prices.refetch();
          }}
        />
      )}
    </section>
  );
}
