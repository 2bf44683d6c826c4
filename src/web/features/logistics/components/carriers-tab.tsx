import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  buttonClass,
  checkboxClass,
  inputClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { ZCarriersUpdateSchema } from '#core/contracts/logistics.ts';
import { errorKey } from '../../../lib/api.ts';
import { schemaRefusal } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { listCarriers, logisticsKeys, saveCarriers } from '../api/logistics-api.ts';

interface TRow {
  name: string;
  trackingUrl: string;
  active: boolean;
}

/**
 * Logistics › Carriers: the editable list deliveries choose from (decision 027): name, tracking page
 * (`{tracking}` is replaced), in use or not. A carrier is never deleted (deliveries name it): it is
 * switched off.
 */
export function CarriersTab() {
  const { t } = useTranslation();
  const carriers = useQuery({ queryKey: logisticsKeys.carriers(), queryFn: listCarriers });
  if (carriers.isPending) return <SkeletonRows rows={5} />;
  if (carriers.isError)
    return <ErrorBox messageKey={errorKey(carriers.error)} onRetry={() => void carriers.refetch()} />;
  return (
    <CarriersForm
      key={carriers.dataUpdatedAt}
      initial={carriers.data.carriers.map(({ name, trackingUrl, active }) => ({ name, trackingUrl, active }))}
      title={t('logisticsConsole.carriers.title')}
    />
  );
}

function CarriersForm({ initial, title }: { initial: TRow[]; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useConsoleToast();
  const [rows, setRows] = useState<TRow[]>(initial);
  const [refused, setRefused] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveCarriers(rows),
    onSuccess: (next) => {
      queryClient.setQueryData(logisticsKeys.carriers(), next);
      toast.ok('logisticsConsole.carriers.saved');
    },
  });
  const change = (index: number, patch: Partial<TRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const error = refused ?? (save.error ? errorKey(save.error) : undefined);
  return (
    <form
      className={`${panelClass} grid gap-3 p-4`}
      onSubmit={(event) => {
        event.preventDefault();
        // The server's schema first: a missing name or a tracking page that is not https is said here.
        const problem = schemaRefusal(ZCarriersUpdateSchema, { carriers: rows });
        setRefused(problem);
        if (!problem) save.mutate();
      }}
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="text-sm text-slate-600">{t('logisticsConsole.carriers.hint')}</p>
      <ul className="grid gap-3">
        {rows.map((row, index) => (
          <li
            key={index}
            className="grid gap-2 border-b border-slate-100 pb-3 last:border-0 sm:grid-cols-[12rem_1fr_auto] sm:items-center sm:pb-0 sm:border-0"
          >
            <input
              aria-label={t('logisticsConsole.carriers.name', { number: index + 1 })}
              value={row.name}
              maxLength={60}
              onChange={(event) => change(index, { name: event.target.value })}
              className={inputClass}
            />
            <input
              aria-label={t('logisticsConsole.carriers.trackingUrl', { number: index + 1 })}
              value={row.trackingUrl}
              maxLength={300}
              placeholder="https://…{tracking}"
              onChange={(event) => change(index, { trackingUrl: event.target.value })}
              className={`${inputClass} font-mono text-xs`}
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={row.active}
                onChange={(event) => change(index, { active: event.target.checked })}
              />
              {t('logisticsConsole.carriers.active')}
            </label>
          </li>
        ))}
      </ul>
      {error && <Notice tone="error">{t(error)}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => setRows((current) => [...current, { name: '', trackingUrl: '', active: true }])}
        >
          {t('logisticsConsole.carriers.add')}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
          {t('logisticsConsole.detail.save')}
        </button>
      </div>
    </form>
  );
}
