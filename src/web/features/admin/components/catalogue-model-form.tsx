import {
  ZModelCreateSchema,
  ZModelUpdateSchema,
  type TAdminBrand,
  type TModelCreate,
} from '#core/contracts/admin-catalogue.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { CategorySelect, EditDialog } from './catalogue-forms.tsx';
import { inputClass } from '../../../components/console/console-styles.ts';

export interface TModelDraft {
  id: number | null;
  brandId: number;
  name: string;
  category: string;
  /** As typed: "128, 256, 512". */
  storageText: string;
  releaseYear: string;
  isActive: boolean;
  updatedAt?: string;
}

/** "128, 256 512" → [128, 256, 512]; anything not a number stays NaN so the contract names the error. */
export function parseStorage(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

function inputOf(draft: TModelDraft) {
  return {
    brandId: draft.brandId,
    name: draft.name,
    category: draft.category,
    storageOptions: parseStorage(draft.storageText),
    releaseYear: /^\d{4}$/.test(draft.releaseYear.trim()) ? Number(draft.releaseYear) : Number.NaN,
    isActive: draft.isActive,
    ...(draft.updatedAt ? { updatedAt: draft.updatedAt } : {}),
  };
}

/** The add/edit dialog of a model: brand, name, category, storage options, release year, active. */
export function ModelDialog({
  draft,
  brands,
  onChange,
  onSave,
  onClose,
}: {
  draft: TModelDraft | null;
  brands: readonly TAdminBrand[];
  onChange: (draft: TModelDraft) => void;
  onSave: (input: TModelCreate & { updatedAt?: string }) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EditDialog
      open={draft !== null}
      title={t(draft?.id ? 'adminCatalogue.models.editTitle' : 'adminCatalogue.models.addTitle')}
      schema={draft?.id ? ZModelUpdateSchema : ZModelCreateSchema}
      values={draft && inputOf(draft)}
      onSave={onSave}
      onClose={onClose}
    >
      {(errors) =>
        draft && (
          <>
            <ConsoleField id="model-brand" label={t('adminCatalogue.models.brand')} error={errors.brandId}>
              <select
                {...describedBy('model-brand', errors.brandId)}
                value={draft.brandId}
                onChange={(event) => onChange({ ...draft, brandId: Number(event.target.value) })}
                className={inputClass}
              >
                {brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            </ConsoleField>
            <ConsoleField id="model-name" label={t('adminCatalogue.name')} error={errors.name}>
              <input
                {...describedBy('model-name', errors.name)}
                value={draft.name}
                maxLength={100}
                onChange={(event) => onChange({ ...draft, name: event.target.value })}
                className={inputClass}
              />
            </ConsoleField>
            <CategorySelect
              value={draft.category}
              error={errors.category}
              onChange={(category) => onChange({ ...draft, category })}
            />
            <ConsoleField
              id="model-storage"
              label={t('adminCatalogue.models.storage')}
              hint={t('adminCatalogue.models.storageHint')}
              error={errors.storageOptions}
            >
              <input
                {...describedBy('model-storage', errors.storageOptions, true)}
                value={draft.storageText}
                inputMode="numeric"
                onChange={(event) => onChange({ ...draft, storageText: event.target.value })}
                className={inputClass}
              />
            </ConsoleField>
            <ConsoleField id="model-year" label={t('adminCatalogue.models.year')} error={errors.releaseYear}>
              <input
                {...describedBy('model-year', errors.releaseYear)}
                value={draft.releaseYear}
                inputMode="numeric"
                maxLength={4}
                onChange={(event) => onChange({ ...draft, releaseYear: event.target.value })}
                className={`${inputClass} max-w-32`}
              />
            </ConsoleField>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.isActive}
                onChange={(event) => onChange({ ...draft, isActive: event.target.checked })}
              />
              {t('adminCatalogue.active')}
            </label>
          </>
        )
      }
    </EditDialog>
  );
}
