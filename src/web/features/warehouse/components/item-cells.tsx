import type { TWarehouseItem } from '#core/contracts/warehouse.ts';
import type { TLocale } from '#core/constants.ts';
import { GRADES } from '#core/questionnaire.ts';
import { StatusBadge, type TBadgeTone } from '../../../components/console/status-badge.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { useTranslation, type TTranslate } from '../../../lib/i18n.ts';

const STATUS_TONES: Record<TWarehouseItem['status'], TBadgeTone> = {
  pending: 'amber',
  available: 'emerald',
  sold: 'indigo',
  returned: 'violet',
  writtenOff: 'slate',
};

export function ItemStatusBadge({ status }: { status: TWarehouseItem['status'] }) {
  const { t } = useTranslation();
  return <StatusBadge tone={STATUS_TONES[status]}>{t(`warehouseConsole.statuses.${status}`)}</StatusBadge>;
}

/** Satang as baht: whole baht without decimals, anything else with its two (integers throughout). */
export function formatSatang(t: TTranslate, satang: number, locale: TLocale): string {
  const baht = Math.trunc(satang / 100);
  const rest = Math.abs(satang % 100);
  const grouped = formatAmount(baht, locale);
  return t('common.thb', { amount: rest === 0 ? grouped : `${grouped}.${String(rest).padStart(2, '0')}` });
}

export function useItemText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  return {
    cost: (satang: number) => formatSatang(t, satang, locale),
    vat: (scheme: TWarehouseItem['vatScheme']) => t(`warehouseConsole.vat.${scheme}`),
    grade: (grade: string | null) =>
      grade === null
        ? '—'
        : (GRADES as readonly string[]).includes(grade)
          ? t(`warehouseConsole.grades.${grade}`)
          : grade,
    storage: (gb: number | null) =>
      gb === null ? '—' : gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`,
  };
}
