import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TPaymentListItem } from '#core/contracts/finance.ts';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import { useSearchParamLink } from '../../../components/console/data-table/row-open.tsx';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { Baht } from '../../../components/baht.tsx';
import { errorKey } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { STATUS_TONE } from './payment-dialog.tsx';

function PaymentBadges({ payment }: { payment: TPaymentListItem }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusBadge tone={STATUS_TONE[payment.status]}>
        {t(`financeConsole.status.${payment.status}`)}
      </StatusBadge>
      {payment.needsApproval && !payment.approved && payment.status === 'pendingPayment' ? (
        <StatusBadge tone="red">{t('financeConsole.payment.awaitingApproval')}</StatusBadge>
      ) : null}
    </span>
  );
}

const NO_SORT = () => undefined;

/** The payments made (the filter above it in the URL); a payment opens with `?payment=`. */
export function PaymentsTable({ payments }: { payments: UseQueryResult<{ items: TPaymentListItem[] }> }) {
  const { t } = useTranslation();
  const link = useSearchParamLink('payment');
  const columns = useMemo<TDataColumn<TPaymentListItem>[]>(
    () => [
      {
        id: 'reference',
        header: t('financeConsole.payments.reference'),
        primary: true,
        cell: (payment) => payment.reference,
        className: 'font-mono whitespace-nowrap',
      },
      {
        id: 'status',
        header: t('financeConsole.payments.status'),
        cell: (payment) => <PaymentBadges payment={payment} />,
      },
      {
        id: 'customer',
        header: t('financeConsole.payments.customer'),
        cell: (payment) => payment.customerName,
      },
      {
        id: 'payee',
        header: t('financeConsole.payments.payee'),
        cell: (payment) => payment.payeeMasked,
        className: 'text-slate-600',
      },
      {
        id: 'amount',
        header: t('financeConsole.payments.amount'),
        align: 'end',
        cell: (payment) => <Baht satang={payment.amountSatang} />,
        className: 'whitespace-nowrap font-semibold',
      },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('financeConsole.payments.title')}
      columns={columns}
      rows={payments.data?.items}
      fetching={payments.isPlaceholderData}
      errorKey={payments.isError ? errorKey(payments.error) : null}
      onRetry={() => void payments.refetch()}
      getRowId={(payment) => String(payment.id)}
      rowLabel={(payment) => payment.reference}
      open={{ link: (payment) => link(payment.id) }}
      sort="createdAt"
      dir="desc"
      onSort={NO_SORT}
      empty={t('financeConsole.payments.empty')}
      card={(payment) => (
        <span className="grid gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold">{payment.reference}</span>
            <PaymentBadges payment={payment} />
          </span>
          <span>{payment.customerName}</span>
          <span className="flex justify-between gap-2">
            <span className="text-slate-600">{payment.payeeMasked}</span>
            <span className="font-semibold whitespace-nowrap">
              <Baht satang={payment.amountSatang} />
            </span>
          </span>
        </span>
      )}
      cardsLabel={t('financeConsole.payments.title')}
      minWidth="40rem"
    />
  );
}
