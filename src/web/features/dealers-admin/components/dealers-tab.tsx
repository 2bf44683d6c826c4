import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DEALER_STATES, type TDealerState } from '#core/workflow/dealer-machine.ts';
import { useMemo } from 'react';
import type { TAdminDealer } from '#core/contracts/dealers.ts';
import { DataTable } from '../../../components/console/data-table/data-table.tsx';
import { useSearchParamLink } from '../../../components/console/data-table/row-open.tsx';
import type { TDataColumn } from '../../../components/console/data-table/use-data-table.ts';
import { errorKey } from '../../../lib/api.ts';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { DEALER_TONES } from '../dealer-tones.ts';
import { inputClass, labelClass, panelClass } from '../../../components/console/console-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { dealersAdminKeys, listDealers } from '../api/dealers-admin-api.ts';
import { DealerPanel } from './dealer-panel.tsx';

type TDealer = TAdminDealer;
const NO_SORT = () => undefined;

function DealerName({ dealer }: { dealer: TDealer }) {
  return (
    <>
      <span className="block truncate font-semibold">{dealer.shopName}</span>
      <span className="block text-xs text-slate-600">
        {dealer.code ?? dealer.suggestedCode ?? '—'} · {dealer.email ?? dealer.accountPhone}
      </span>
    </>
  );
}

function DealerBadge({ dealer }: { dealer: TDealer }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={DEALER_TONES[dealer.status]}>{t(`dealersAdmin.status.${dealer.status}`)}</StatusBadge>
  );
}

/** Admin › Dealers: applications and shops (status filter in the URL), one shop's panel beside the list. */
export function DealersTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('dealerStatus') ?? '';
  const status = (DEALER_STATES as readonly string[]).includes(raw) ? (raw as TDealerState) : '';
  const selected = Number(params.get('dealer')) || null;
  const link = useSearchParamLink('dealer');
  const columns = useMemo<TDataColumn<TDealer>[]>(
    () => [
      {
        id: 'shop',
        header: t('dealersAdmin.columns.shop'),
        primary: true,
        cell: (dealer) => <DealerName dealer={dealer} />,
      },
      {
        id: 'status',
        header: t('dealersAdmin.columns.status'),
        cell: (dealer) => <DealerBadge dealer={dealer} />,
      },
    ],
    [t],
  );
  const list = useQuery({ queryKey: dealersAdminKeys.list(status), queryFn: () => listDealers(status) });
  const set = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]" data-testid="dealers-tab">
      <section className={`${panelClass} p-3`}>
        <label className={labelClass} htmlFor="dealer-status-filter">
          {t('dealersAdmin.filterStatus')}
        </label>
        <select
          id="dealer-status-filter"
          className={inputClass}
          value={status}
          onChange={(event) => set('dealerStatus', event.target.value || null)}
        >
          <option value="">{t('dealersAdmin.allStatuses')}</option>
          {DEALER_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`dealersAdmin.status.${state}`)}
            </option>
          ))}
        </select>
        <div className="mt-3">
          <DataTable
            caption={t('dealersAdmin.title')}
            columns={columns}
            rows={list.data?.dealers}
            fetching={false}
            errorKey={list.isError ? errorKey(list.error) : null}
            onRetry={() => void list.refetch()}
            getRowId={(dealer) => String(dealer.id)}
            rowLabel={(dealer) => dealer.shopName}
            open={{ link: (dealer) => link(dealer.id) }}
            sort="createdAt"
            dir="desc"
            onSort={NO_SORT}
            empty={t('dealersAdmin.empty')}
            card={(dealer) => (
              <span className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1">
                  <DealerName dealer={dealer} />
                </span>
                <DealerBadge dealer={dealer} />
              </span>
            )}
            cardsLabel={t('dealersAdmin.title')}
            minWidth="20rem"
          />
        </div>
      </section>
      {selected ? (
        <DealerPanel key={selected} id={selected} />
      ) : (
        <section className={`${panelClass} p-4 text-sm text-slate-600`}>{t('dealersAdmin.pick')}</section>
      )}
    </div>
  );
}
