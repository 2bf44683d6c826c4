import type { TWarehouseItem } from '#core/contracts/warehouse.ts';
import { StatusBadge, type TBadgeTone } from '../../../components/console/status-badge.tsx';
import { formatSatangThb } from '../../../lib/format.ts';
import { gradeLabel, storageLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';

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

export function useItemText() {
  const { t } = useTranslation();
  return {
    cost: (satang: number) => formatSatangThb(t, satang),
    vat: (scheme: TWarehouseItem['vatScheme']) => t(`warehouseConsole.vat.${scheme}`),
    grade: (grade: string | null) => gradeLabel(t, grade),
    storage: storageLabel,
  };
}
