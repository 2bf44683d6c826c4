import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ZBrandCreateSchema,
  ZBrandUpdateSchema,
  type TAdminBrand,
  type TAdminBrandList,
} from '#core/contracts/admin-catalogue.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { createBrand, deleteBrand, listAdminBrands, moveBrand, updateBrand } from '../api/catalogue-api.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { ConfirmDelete } from './catalogue-delete.tsx';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { CategorySelect, EditDialog } from './catalogue-forms.tsx';
import { ActiveSwitch, cellClass, headClass, MoveButtons, tableClass } from './catalogue-ui.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { EmptyState, ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { errorKey } from '../../../lib/api.ts';
import { BrandOfferNote } from './catalogue-price-status.tsx';

type TDraft = { id: number | null; name: string; category: string; isActive: boolean; updatedAt?: string };

/** Admin › Brands: every brand in the customers' order; add, edit, (de)activate, move, delete. */
export function BrandsTab() {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.brands(), queryFn: listAdminBrands });
  const set = (list: TAdminBrandList) => queryClient.setQueryData(adminKeys.brands(), list);
  const reload = () => void query.refetch();
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [deleting, setDeleting] = useState<TAdminBrand | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const brands = query.data?.brands ?? [];

  function replace(brand: TAdminBrand) {
    set({ brands: brands.map((row) => (row.id === brand.id ? brand : row)) });
  }

  async function change(brand: TAdminBrand, work: () => Promise<void>) {
    setBusyId(brand.id);
    try {
      await work();
    } catch (error) {
      toast.fail(error);
      reload();
    } finally {
      setBusyId(null);
    }
  }

  const toggle = (brand: TAdminBrand) =>
    change(brand, async () => {
      const { name, category, updatedAt } = brand;
      replace(await updateBrand(brand.id, { name, category, isActive: !brand.isActive, updatedAt }));
      toast.ok('adminCatalogue.brands.updated');
    });

  const move = (brand: TAdminBrand, direction: 'up' | 'down') =>
    change(brand, async () => {
      set(await moveBrand(brand.id, direction));
      toast.ok('adminCatalogue.brands.moved');
    });

  async function save(input: unknown) {
    if (draft?.id) {
      replace(await updateBrand(draft.id, input as Parameters<typeof updateBrand>[1]));
      toast.ok('adminCatalogue.brands.updated');
    } else {
      const created = await createBrand(input as Parameters<typeof createBrand>[0]);
      set({ brands: [...brands, { ...created }] });
      toast.ok('adminCatalogue.brands.created');
    }
  }

  function rowActions(brand: TAdminBrand, index: number) {
    const busy = busyId === brand.id;
    return {
      order: (
        <MoveButtons
          name={brand.name}
          first={index === 0}
          last={index === brands.length - 1}
          busy={busyId !== null}
          onMove={(direction) => void move(brand, direction)}
        />
      ),
      active: (
        <ActiveSwitch
          name={brand.name}
          active={brand.isActive}
          busy={busy}
          onToggle={() => void toggle(brand)}
        />
      ),
      models: (
        <span className="inline-flex flex-col items-start gap-1">
          <Link
            to={{ search: `?tab=models&brand=${brand.id}` }}
            className="font-medium text-brand-700 underline"
          >
            {t('adminCatalogue.brands.models')}: {brand.modelCount}
          </Link>
          <BrandOfferNote brand={brand} />
        </span>
      ),
      buttons: (
        <span className="inline-flex gap-2">
          <button type="button" className={buttonClass.secondary} onClick={() => setDraft({ ...brand })}>
            {t('adminCatalogue.edit')} <span className="sr-only">{brand.name}</span>
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => setDeleting(brand)}>
            {t('adminCatalogue.delete')} <span className="sr-only">{brand.name}</span>
          </button>
        </span>
      ),
    };
  }

  return (
    <section aria-labelledby="brands-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="brands-heading" className="text-lg font-bold">
          {t('admin.tabs.brands')}
        </h2>
        <button
          type="button"
          className={buttonClass.primary}
          onClick={() => setDraft({ id: null, name: '', category: 'phone', isActive: true })}
        >
          {t('adminCatalogue.brands.add')}
        </button>
      </div>
      {query.isError ? (
        <ErrorBox messageKey={errorKey(query.error)} onRetry={reload} />
      ) : query.isPending ? (
        <SkeletonRows />
      ) : brands.length === 0 ? (
        <EmptyState>{t('adminCatalogue.brands.empty')}</EmptyState>
      ) : (
        <>
          <ul className="grid gap-2 sm:hidden" aria-label={t('adminCatalogue.brands.caption')}>
            {brands.map((brand, index) => {
              const actions = rowActions(brand, index);
              return (
                <li key={brand.id} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold">{brand.name}</p>
                      <p className="text-xs text-slate-600">{t(`wizard.category.${brand.category}`)}</p>
                    </div>
                    {actions.order}
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    {actions.active}
                    {actions.models}
                  </div>
                  {actions.buttons}
                </li>
              );
            })}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
            <table className={tableClass}>
              <caption className="sr-only">{t('adminCatalogue.brands.caption')}</caption>
              <thead className={headClass}>
                <tr>
                  {['order', 'name', 'category', 'active'].map((key) => (
                    <th key={key} scope="col" className={cellClass}>
                      {t(`adminCatalogue.${key}`)}
                    </th>
                  ))}
                  <th scope="col" className={cellClass}>
                    {t('adminCatalogue.brands.models')}
                  </th>
                  <th scope="col" className={cellClass}>
                    {t('adminCatalogue.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {brands.map((brand, index) => {
                  const actions = rowActions(brand, index);
                  return (
                    <tr key={brand.id}>
                      <td className={cellClass}>{actions.order}</td>
                      <td className={`${cellClass} font-semibold`}>{brand.name}</td>
                      <td className={cellClass}>{t(`wizard.category.${brand.category}`)}</td>
                      <td className={cellClass}>{actions.active}</td>
                      <td className={cellClass}>{actions.models}</td>
                      <td className={cellClass}>{actions.buttons}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      <EditDialog
        open={draft !== null}
        title={t(draft?.id ? 'adminCatalogue.brands.editTitle' : 'adminCatalogue.brands.addTitle')}
        schema={draft?.id ? ZBrandUpdateSchema : ZBrandCreateSchema}
        values={draft}
        onSave={save}
        onClose={() => setDraft(null)}
      >
        {(errors) =>
          draft && (
            <>
              <ConsoleField id="brand-name" label={t('adminCatalogue.name')} error={errors.name}>
                <input
                  {...describedBy('brand-name', errors.name)}
                  value={draft.name}
                  maxLength={100}
                  onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                  className={inputClass}
                />
              </ConsoleField>
              <CategorySelect
                value={draft.category}
                error={errors.category}
                onChange={(category) => setDraft({ ...draft, category })}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.isActive}
                  onChange={(event) => setDraft({ ...draft, isActive: event.target.checked })}
                />
                {t('adminCatalogue.active')}
              </label>
            </>
          )
        }
      </EditDialog>
      <ConfirmDelete
        target={deleting?.name ?? null}
        onDelete={() => deleteBrand(deleting!.id)}
        onDone={() => {
          set({ brands: brands.filter((row) => row.id !== deleting?.id) });
          setDeleting(null);
          toast.ok('adminCatalogue.brands.deleted');
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
