import { useQuery } from '@tanstack/react-query';
import { CATEGORY_KEYS } from '#core/constants.ts';
import { PROVINCES } from '#core/provinces.ts';
import { FULFILMENT_METHODS, TRADE_IN_OPTIONS, TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import {
  CheckboxFilter,
  DateFilter,
  FilterPanel,
  SelectFilter,
  TextFilter,
} from '../../../components/console/data-table/filter-controls.tsx';
import type { TListUrlState } from '../../../components/console/data-table/use-list-url-state.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listBrands } from '../api/requests-api.ts';
import { requestKeys } from '../api/request-keys.ts';

/** The list's filters (decision 009), each kept in the URL under the API's own parameter name. */
export const REQUEST_FILTERS = [
  'status',
  'from',
  'to',
  'category',
  'brandId',
  'fulfilment',
  'option',
  'province',
  'dealerCode',
  'q',
] as const;

export function RequestFilters({ list }: { list: TListUrlState }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const brands = useQuery({ queryKey: requestKeys.brands(), queryFn: listBrands, staleTime: 5 * 60_000 });
  const value = (key: string) => list.filters[key]?.[0];
  const set = (key: string) => (next: string | null) => list.setFilters({ [key]: next });
  return (
    <FilterPanel label={t('admin.requests.filters')} active={list.hasFilters} onClear={list.clearFilters}>
      <CheckboxFilter
        label={t('admin.requests.status')}
        values={list.filters.status ?? []}
        options={TRADE_IN_STATUSES.map((status) => [status, t(`admin.statuses.${status}`)])}
        onChange={(status) => list.setFilters({ status })}
      />
      <DateFilter
        id="filter-from"
        label={t('admin.requests.from')}
        value={value('from')}
        onChange={set('from')}
      />
      <DateFilter id="filter-to" label={t('admin.requests.to')} value={value('to')} onChange={set('to')} />
      <SelectFilter
        id="filter-category"
        label={t('admin.requests.category')}
        value={value('category')}
        onChange={set('category')}
        options={CATEGORY_KEYS.map((key) => [key, t(`wizard.category.${key}`)])}
      />
      <SelectFilter
        id="filter-brand"
        label={t('admin.requests.brand')}
        value={value('brandId')}
        onChange={set('brandId')}
        options={(brands.data?.brands ?? []).map((brand) => [
          String(brand.id),
          `${brand.name} (${t(`wizard.category.${brand.category}`)})`,
        ])}
      />
      <SelectFilter
        id="filter-fulfilment"
        label={t('admin.requests.fulfilment')}
        value={value('fulfilment')}
        onChange={set('fulfilment')}
        options={FULFILMENT_METHODS.map((key) => [key, t(`admin.fulfilments.${key}`)])}
      />
      <SelectFilter
        id="filter-option"
        label={t('admin.requests.option')}
        value={value('option')}
        onChange={set('option')}
        options={TRADE_IN_OPTIONS.map((key) => [key, t(`admin.options.${key}`)])}
      />
      <SelectFilter
        id="filter-province"
        label={t('admin.requests.province')}
        value={value('province')}
        onChange={set('province')}
        options={PROVINCES.map((province) => [province.key, province[lang]])}
      />
      <TextFilter
        id="filter-dealer"
        label={t('admin.requests.dealerCode')}
        value={value('dealerCode') ?? ''}
        onChange={set('dealerCode')}
        normalize={(text) => text.trim().toUpperCase()}
        maxLength={20}
        className="font-mono uppercase"
      />
    </FilterPanel>
  );
}
