import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TAdminModel, TAdminModelList } from '#core/contracts/admin-catalogue.ts';
import { formatStorage } from '#core/storage.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { createModel, deleteModel, listAdminModels, moveModel, updateModel } from '../api/catalogue-api.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { BrandPicker, idParam, useAdminBrands } from './catalogue-brand-picker.tsx';
import { ConfirmDelete } from './catalogue-delete.tsx';
import { ModelDialog, type TModelDraft } from './catalogue-model-form.tsx';
import { ActiveSwitch, cellClass, headClass, MoveButtons, tableClass } from './catalogue-ui.tsx';
import { buttonClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { errorKey } from '../../../lib/api.ts';
import { ModelPriceNote } from './catalogue-price-status.tsx';

const COLUMNS = ['order', 'name', 'storage', 'year', 'active', 'prices', 'actions'] as const;
const COLUMN_KEYS: Record<(typeof COLUMNS)[number], string> = {
  order: 'adminCatalogue.order',
  name: 'adminCatalogue.name',
  storage: 'adminCatalogue.models.storage',
  year: 'adminCatalogue.models.year',
  active: 'adminCatalogue.active',
  prices: 'adminCatalogue.models.prices',
  actions: 'adminCatalogue.actions',
};

/** Admin › Models: a brand's models (the brand in the URL) in the customers' order. */
export function ModelsTab() {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const [params, setParams] = useSearchParams();
  const brandId = idParam(params.get('brand'));
  const brandsQuery = useAdminBrands();
  const brands = brandsQuery.data?.brands ?? [];
  const brand = brands.find((candidate) => candidate.id === brandId);
  const queryClient = useQueryClient();
  const modelsKey = adminKeys.models(brandId ?? 0);
  const query = useQuery({
    queryKey: modelsKey,
    queryFn: () => listAdminModels(brandId!),
    enabled: brandId !== null,
  });
  const models = query.data?.models ?? [];
  const set = (list: TAdminModelList) => queryClient.setQueryData(modelsKey, list);
  const reload = () => void query.refetch();
  const [draft, setDraft] = useState<TModelDraft | null>(null);
  const [deleting, setDeleting] = useState<TAdminModel | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const replace = (model: TAdminModel) =>
    set({
      models:
        model.brandId === brandId
          ? models.map((row) => (row.id === model.id ? model : row))
          : models.filter((row) => row.id !== model.id),
    });

  async function change(model: TAdminModel, work: () => Promise<void>) {
    setBusyId(model.id);
    try {
      await work();
    } catch (error) {
      toast.fail(error);
      reload();
    } finally {
      setBusyId(null);
    }
  }

  const toggle = (model: TAdminModel) =>
    change(model, async () => {
      const { brandId: owner, name, category, storageOptions, releaseYear, updatedAt } = model;
      const input = { brandId: owner, name, category, storageOptions, releaseYear, updatedAt };
      replace(await updateModel(model.id, { ...input, isActive: !model.isActive }));
      toast.ok('adminCatalogue.models.updated');
    });

  const move = (model: TAdminModel, direction: 'up' | 'down') =>
    change(model, async () => {
      set(await moveModel(model.id, direction));
      toast.ok('adminCatalogue.models.moved');
    });

  function edit(model: TAdminModel) {
    setDraft({
      ...model,
      storageText: model.storageOptions.join(', '),
      releaseYear: String(model.releaseYear),
    });
  }

  async function save(input: Parameters<typeof createModel>[0] & { updatedAt?: string }) {
    if (draft?.id && input.updatedAt) {
      replace(await updateModel(draft.id, { ...input, updatedAt: input.updatedAt }));
      toast.ok('adminCatalogue.models.updated');
    } else {
      const created = await createModel(input);
      if (created.brandId === brandId) set({ models: [...models, created] });
      toast.ok('adminCatalogue.models.created');
    }
  }

  function cells(model: TAdminModel, index: number): Record<(typeof COLUMNS)[number], ReactNode> {
    const storage = model.storageOptions.map(
      (size) => formatStorage(size) ?? t('adminCatalogue.models.notApplicable'),
    );
    return {
      order: (
        <MoveButtons
          name={model.name}
          first={index === 0}
          last={index === models.length - 1}
          busy={busyId !== null}
          onMove={(direction) => void move(model, direction)}
        />
      ),
      name: <span className="font-semibold">{model.name}</span>,
      storage: storage.join(', '),
      year: model.releaseYear,
      active: (
        <ActiveSwitch
          name={model.name}
          active={model.isActive}
          busy={busyId === model.id}
          onToggle={() => void toggle(model)}
        />
      ),
      prices: (
        <span className="inline-flex flex-col items-start gap-1">
          <Link
            to={{ search: `?tab=prices&brand=${model.brandId}&model=${model.id}` }}
            className="font-medium text-brand-700 underline"
          >
            {t('adminCatalogue.models.prices')} <span className="sr-only">{model.name}</span>
          </Link>
          <ModelPriceNote model={model} />
        </span>
      ),
      actions: (
        <span className="inline-flex gap-2">
          <button type="button" className={buttonClass.secondary} onClick={() => edit(model)}>
            {t('adminCatalogue.edit')} <span className="sr-only">{model.name}</span>
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => setDeleting(model)}>
            {t('adminCatalogue.delete')} <span className="sr-only">{model.name}</span>
          </button>
        </span>
      ),
    };
  }

  return (
    <section aria-labelledby="models-heading" className="grid gap-4">
      <h2 id="models-heading" className="text-lg font-bold">
        {t('admin.tabs.models')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <BrandPicker
          id="models-brand"
          brands={brands}
          value={brandId}
          onChange={(id) => setParams(id ? { tab: 'models', brand: String(id) } : { tab: 'models' })}
        />
        {brand && (
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() =>
              setDraft({
                id: null,
                brandId: brand.id,
                name: '',
                category: brand.category,
                storageText: '',
                releaseYear: String(new Date().getFullYear()),
                isActive: true,
              })
            }
          >
            {t('adminCatalogue.models.add')}
          </button>
        )}
      </div>
      {brandsQuery.isError ? (
        <ErrorBox messageKey={errorKey(brandsQuery.error)} />
      ) : brandId === null ? (
        <EmptyState>{t('adminCatalogue.models.noBrand')}</EmptyState>
      ) : query.isError ? (
        <ErrorBox messageKey={errorKey(query.error)} onRetry={reload} />
      ) : query.isPending ? (
        <SkeletonRows />
      ) : models.length === 0 ? (
        <EmptyState>{t('adminCatalogue.models.empty')}</EmptyState>
      ) : (
        <>
          <ul
            className="grid gap-2 sm:hidden"
            aria-label={t('adminCatalogue.models.caption', { brand: brand?.name ?? '' })}
          >
            {models.map((model, index) => {
              const cell = cells(model, index);
              return (
                <li key={model.id} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p>{cell.name}</p>
                      <p className="text-xs text-slate-600">
                        {cell.storage} · {cell.year}
                      </p>
                    </div>
                    {cell.order}
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    {cell.active}
                    {cell.prices}
                  </div>
                  {cell.actions}
                </li>
              );
            })}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
            <table className={tableClass}>
              <caption className="sr-only">
                {t('adminCatalogue.models.caption', { brand: brand?.name ?? '' })}
              </caption>
              <thead className={headClass}>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className={cellClass}>
                      {t(COLUMN_KEYS[column])}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {models.map((model, index) => {
                  const cell = cells(model, index);
                  return (
                    <tr key={model.id}>
                      {COLUMNS.map((column) => (
                        <td key={column} className={cellClass}>
                          {cell[column]}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ModelDialog
        draft={draft}
        brands={brands}
        onChange={setDraft}
        onSave={save}
        onClose={() => setDraft(null)}
      />
      <ConfirmDelete
        target={deleting?.name ?? null}
        onDelete={() => deleteModel(deleting!.id)}
        onDone={() => {
          set({ models: models.filter((row) => row.id !== deleting?.id) });
          setDeleting(null);
          toast.ok('adminCatalogue.models.deleted');
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
