import type { TAdminRequestListItem } from '#core/contracts/admin-requests.ts';
import { PROVINCES } from '#core/provinces.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { formatDateTime, formatThb } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { STATUS_TONES } from '../request-transitions.ts';

/** The pieces of a request row, shared by the table's cells and the phone's cards. */

export function RequestStatusBadge({ status }: { status: TTradeInStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={STATUS_TONES[status]}>{t(`admin.statuses.${status}`)}</StatusBadge>;
}

export function CreatedAt({ item }: { item: TAdminRequestListItem }) {
  const { i18n } = useTranslation();
  return <>{formatDateTime(item.createdAt, i18n.language)}</>;
}

export function Offer({ item }: { item: TAdminRequestListItem }) {
  const { t, i18n } = useTranslation();
  return <>{item.offeredThb === null ? '—' : formatThb(t, item.offeredThb, i18n.language)}</>;
}

export function OptionAndFulfilment({
  item,
  inline = false,
}: {
  item: TAdminRequestListItem;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const option = item.option ? t(`admin.options.${item.option}`) : '—';
  const fulfilment = t(`admin.fulfilments.${item.fulfilment}`);
  if (inline) return <>{`${option} · ${fulfilment}`}</>;
  return (
    <>
      {option}
      <span className="block text-xs text-slate-600">{fulfilment}</span>
    </>
  );
}

export function Province({ province }: { province: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  return <>{PROVINCES.find((candidate) => candidate.key === province)?.[lang] ?? province}</>;
}
