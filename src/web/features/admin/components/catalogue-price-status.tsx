import type { TAdminBrand, TAdminModel } from '#core/contracts/admin-catalogue.ts';
import type { TMissingPrices } from '#core/price-grid.ts';
import { formatStorage } from '#core/storage.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * What customers are not offered because prices are missing (issue 16): a size is offered only when its
 * four grades all have a price, a model only with such a size, a brand only with such a model.
 */

const warningClass =
  'inline-block rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200';

/** "128 GB, 256 GB" (or "Not applicable"). */
export function useSizeNames() {
  const { t } = useTranslation();
  return (sizes: readonly number[]) =>
    sizes.map((size) => formatStorage(size) ?? t('adminCatalogue.models.notApplicable')).join(', ');
}

/** Under an active brand's models: hidden from customers, or how many of its models lack prices. */
export function BrandOfferNote({ brand }: { brand: TAdminBrand }) {
  const { t } = useTranslation();
  if (!brand.isActive) return null;
  if (brand.offeredModelCount === 0) {
    return <span className={warningClass}>{t('adminCatalogue.offer.brandHidden')}</span>;
  }
  if (brand.unpricedModelCount === 0) return null;
  return (
    <span className={warningClass}>
      {t('adminCatalogue.offer.brandUnpriced', { count: brand.unpricedModelCount })}
    </span>
  );
}

/** Beside an active model's prices link: how many prices are missing, and what customers still see. */
export function ModelPriceNote({ model }: { model: TAdminModel }) {
  const { t } = useTranslation();
  const sizeNames = useSizeNames();
  if (!model.isActive || model.missingPrices === 0) return null;
  return (
    <span className={warningClass} data-testid="model-price-note">
      {model.offeredSizes.length === 0
        ? t('adminCatalogue.offer.modelHidden', { count: model.missingPrices })
        : t('adminCatalogue.offer.modelPartly', {
            count: model.missingPrices,
            sizes: sizeNames(model.offeredSizes),
          })}
    </span>
  );
}

/** The sizes with a grade unpriced, each with its missing grades ("256 GB: Good, Broken"). */
export function MissingPricesList({ missing }: { missing: readonly TMissingPrices[] }) {
  const { t } = useTranslation();
  const sizeNames = useSizeNames();
  return (
    <ul className="grid gap-0.5">
      {missing.map((size) => (
        <li key={size.storageGb}>
          {t('adminCatalogue.offer.sizeMissing', {
            size: sizeNames([size.storageGb]),
            grades: size.grades.map((grade) => t(`grades.${grade}`)).join(', '),
          })}
        </li>
      ))}
    </ul>
  );
}

/** Above a model's price grid: the sizes customers are not offered until every grade has a price. */
export function PricesGridNotice({
  model,
  missing,
}: {
  model: TAdminModel;
  missing: readonly TMissingPrices[];
}) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <div
      role="status"
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <p className="font-semibold">
        {t(model.isActive ? 'adminCatalogue.offer.gridTitle' : 'adminCatalogue.offer.gridTitleInactive')}
      </p>
      <MissingPricesList missing={missing} />
    </div>
  );
}
