import type { TDelivery } from '#core/contracts/logistics.ts';
import type { TDeliveryState } from '#core/workflow/delivery-machine.ts';
import { StatusBadge, type TBadgeTone } from '../../../components/console/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const TONES: Record<TDeliveryState, TBadgeTone> = {
  pendingDelivery: 'sky',
  inTransit: 'indigo',
  delivered: 'emerald',
  failed: 'red',
  returned: 'slate',
};

export function DeliveryBadge({ status }: { status: TDeliveryState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`logisticsConsole.status.${status}`)}</StatusBadge>;
}

/** Work past its time (decision 045): a delivery open too long, a pick-up past its slot. */
export function OverdueBadge({ overdue }: { overdue: boolean }) {
  const { t } = useTranslation();
  if (!overdue) return null;
  return <StatusBadge tone="red">{t('logisticsConsole.overdue.badge')}</StatusBadge>;
}

/** A free return of a device whose customer declined a lower re-quote (nothing for a sale). */
export function ReturnBadge({ delivery }: { delivery: Pick<TDelivery, 'kind'> }) {
  const { t } = useTranslation();
  if (delivery.kind !== 'return') return null;
  return <StatusBadge tone="amber">{t('logisticsConsole.kind.return')}</StatusBadge>;
}

/** A date and time in the user's language. */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDateTime(iso, i18n.language);
}
