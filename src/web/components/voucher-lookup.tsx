import type { TVoucherLookup } from '#core/contracts/finance.ts';
import type { TVoucherState } from '#core/workflow/voucher-machine.ts';
import { formatDate } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';
import { Baht } from './baht.tsx';
import { StatusBadge, type TBadgeTone } from './console/status-badge.tsx';

const TONES: Record<TVoucherState, TBadgeTone> = {
  requested: 'amber',
  active: 'emerald',
  used: 'slate',
  expired: 'red',
  cancelled: 'red',
};

/** A voucher's state as a badge (decision 044). */
export function VoucherStatusBadge({ status }: { status: TVoucherState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`vouchers.status.${status}`)}</StatusBadge>;
}

/**
 * What a counter or finance sees of a looked-up voucher: its state, what is left, until when, the owner
 * masked, and, when it cannot be spent now, why.
 */
export function VoucherLookupSummary({ voucher }: { voucher: TVoucherLookup }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-1 text-sm" data-testid="voucher-lookup">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono break-all">{voucher.code}</span>
        <VoucherStatusBadge status={voucher.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-slate-600">{t('vouchers.balance')}</dt>
        <dd className="font-semibold" data-testid="voucher-balance">
          <Baht satang={voucher.balanceSatang} />
        </dd>
        {voucher.validUntil ? (
          <>
            <dt className="text-slate-600">{t('vouchers.validUntil')}</dt>
            <dd>{formatDate(voucher.validUntil, i18n.language)}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('vouchers.owner')}</dt>
        <dd>{voucher.ownerMasked}</dd>
      </dl>
      {voucher.refusal ? (
        <p role="alert" className="font-semibold text-red-800">
          {t(`vouchers.refusal.${voucher.refusal}`)}
        </p>
      ) : null}
    </div>
  );
}
