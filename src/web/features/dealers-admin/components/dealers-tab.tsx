import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DEALER_STATES, type TDealerState } from '#core/workflow/dealer-machine.ts';
import { ErrorBox, SkeletonRows, EmptyState } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { DEALER_TONES } from '../dealer-tones.ts';
import { inputClass, labelClass, panelClass } from '../../../components/console/console-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { dealersAdminKeys, listDealers } from '../api/dealers-admin-api.ts';
import { DealerPanel } from './dealer-panel.tsx';

/** Admin › Dealers: applications and shops (status filter in the URL), one shop's panel beside the list. */
export function DealersTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('dealerStatus') ?? '';
  const status = (DEALER_STATES as readonly string[]).includes(raw) ? (raw as TDealerState) : '';
  const selected = Number(params.get('dealer')) || null;
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
          {list.isPending ? (
            <SkeletonRows />
          ) : list.isError ? (
            <ErrorBox messageKey="errors.internal" onRetry={() => void list.refetch()} />
          ) : list.data.dealers.length === 0 ? (
            <EmptyState>{t('dealersAdmin.empty')}</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label={t('dealersAdmin.title')}>
              {list.data.dealers.map((dealer) => (
                <li key={dealer.id}>
                  <button
                    type="button"
                    onClick={() => set('dealer', String(dealer.id))}
                    aria-current={selected === dealer.id ? 'true' : undefined}
                    className="flex w-full flex-wrap items-center gap-2 px-2 py-2 text-left hover:bg-slate-50 aria-[current=true]:bg-brand-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{dealer.shopName}</span>
                      <span className="block text-xs text-slate-600">
                        {dealer.code ?? dealer.suggestedCode ?? '—'} · {dealer.email ?? dealer.accountPhone}
                      </span>
                    </span>
                    <StatusBadge tone={DEALER_TONES[dealer.status]}>
                      {t(`dealersAdmin.status.${dealer.status}`)}
                    </StatusBadge>
                  </button>
                </li>
              ))}
            </ul>
          )}
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
