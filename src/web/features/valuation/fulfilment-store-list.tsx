import type { TLocale } from '#core/constants.ts';
import { PROVINCES, provincesInOrder, type TProvinceKey } from '#core/provinces.ts';
import type { TStore } from '#core/contracts/trade-ins.ts';
import { FieldError } from '../../components/form-field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useStores } from './fulfilment-stores.ts';

/** Stores grouped by province: the customer's province first, then the list's order (Bangkok first). */
export function groupStores(
  stores: readonly TStore[],
  locale: TLocale,
  first?: TProvinceKey,
): [TProvinceKey, TStore[]][] {
  const order = provincesInOrder(locale).map((province) => province.key as TProvinceKey);
  const rank = (key: TProvinceKey) => (key === first ? -1 : order.indexOf(key));
  const groups = new Map<TProvinceKey, TStore[]>();
  for (const store of stores) groups.set(store.province, [...(groups.get(store.province) ?? []), store]);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

export function provinceName(key: TProvinceKey, language: 'th' | 'en'): string {
  return PROVINCES.find((province) => province.key === key)?.[language] ?? key;
}

export function StoreList({
  storeId,
  province,
  error,
  onChoose,
}: {
  storeId: number | undefined;
  province: TProvinceKey | undefined;
  error: string | undefined;
  onChoose: (store: TStore) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { load, retry } = useStores();
  return (
    <fieldset aria-describedby={error ? 'store-error' : undefined} className="min-w-0">
      <legend className="text-base font-bold text-slate-900">{t('fulfilment.storeTitle')}</legend>
      {load.status === 'loading' && (
        <div className="flex justify-center py-8" role="status">
          <Spinner className="h-8 w-8" />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      )}
      {load.status === 'error' && (
        <div
          role="alert"
          className="mt-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          {t(load.messageKey)}{' '}
          <button type="button" onClick={retry} className="font-semibold underline">
            {t('option.tryAgain')}
          </button>
        </div>
      )}
      <FieldError id="store-error" messageKey={error} />
      {load.status === 'ready' &&
        groupStores(load.stores, lang, province).map(([key, stores]) => (
          <div key={key} className="mt-4" role="group" aria-labelledby={`stores-${key}`}>
            <h3 id={`stores-${key}`} className="mb-2 text-sm font-semibold tracking-wide text-slate-600">
              {provinceName(key, lang)}
            </h3>
            <div className="grid gap-2">
              {stores.map((store) => (
                <label
                  key={store.id}
                  className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-400"
                >
                  <input
                    type="radio"
                    name="storeId"
                    value={store.id}
                    checked={storeId === store.id}
                    onChange={() => onChoose(store)}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-600 focus-visible:outline-none"
                  />
                  <span className="min-w-0">
                    <span className="block font-bold text-slate-900">{store.name[lang]}</span>
                    <span className="mt-0.5 block text-sm text-slate-700">{store.address[lang]}</span>
                    <span className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
                      <span>{t('fulfilment.hours', { hours: store.openingHours[lang] })}</span>
                      <span>{t('fulfilment.phone', { phone: store.phone })}</span>
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </div>
        ))}
    </fieldset>
  );
}
