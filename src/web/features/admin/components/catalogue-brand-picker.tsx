import { useQuery } from '@tanstack/react-query';
import type { TAdminBrand } from '#core/contracts/admin-catalogue.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listAdminBrands } from '../api/catalogue-api.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { inputClass, labelClass } from '../../../components/console/console-styles.ts';

/** Every brand, inactive ones too (an admin prices a model before it goes live). */
export function useAdminBrands() {
  return useQuery({ queryKey: adminKeys.brands(), queryFn: listAdminBrands });
}

/** A labelled brand choice; inactive brands are marked. */
export function BrandPicker({
  id,
  brands,
  value,
  onChange,
}: {
  id: string;
  brands: readonly TAdminBrand[];
  value: number | null;
  onChange: (brandId: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 flex-1 basis-56">
      <label htmlFor={id} className={labelClass}>
        {t('adminCatalogue.models.brand')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className={inputClass}
      >
        <option value="">{t('adminCatalogue.models.chooseBrand')}</option>
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.isActive ? brand.name : `${brand.name} (${t('adminCatalogue.activeState.false')})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A positive whole number from the page URL, else null. */
export function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
