import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { VAT_SCHEMES, type TVatScheme } from '#core/money.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { getSettings, saveSettings } from '../api/warehouse-api.ts';
import { warehouseKeys } from '../api/warehouse-keys.ts';

/**
 * Admin's VAT rule of new stock: the scheme of devices bought from individuals (standard by default; the
 * margin scheme is the company's tax adviser's decision, which the panel says).
 */
export function VatRule() {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const id = useId();
  const settings = useQuery({ queryKey: warehouseKeys.settings(), queryFn: getSettings });
  const [choice, setChoice] = useState<TVatScheme | null>(null);
  const save = useMutation({
    mutationFn: (scheme: TVatScheme) => saveSettings({ individualVatScheme: scheme }),
    onSuccess: (next) => {
      queryClient.setQueryData(warehouseKeys.settings(), next);
      setChoice(null);
      toast.ok('warehouseConsole.settings.saved');
    },
    onError: (error) => toast.fail(error),
  });
  const current = choice ?? settings.data?.individualVatScheme;
  return (
    <section aria-labelledby={`${id}-title`} className={`${panelClass} grid gap-2 p-4`}>
      <h2 id={`${id}-title`} className="text-sm font-bold tracking-wide text-slate-800 uppercase">
        {t('warehouseConsole.settings.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('warehouseConsole.settings.text')}</p>
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-amber-200">
        {t('warehouseConsole.settings.adviser')}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (current) save.mutate(current);
        }}
      >
        <div className="min-w-0 basis-64">
          <label htmlFor={`${id}-scheme`} className={labelClass}>
            {t('warehouseConsole.settings.individuals')}
          </label>
          <select
            id={`${id}-scheme`}
            value={current ?? ''}
            disabled={!settings.data}
            onChange={(event) => setChoice(event.target.value as TVatScheme)}
            className={inputClass}
          >
            {VAT_SCHEMES.map((scheme) => (
              <option key={scheme} value={scheme}>
                {t(`warehouseConsole.vat.${scheme}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={!settings.data || save.isPending || choice === null}
          className={buttonClass.primary}
        >
          {t('warehouseConsole.settings.save')}
        </button>
      </form>
    </section>
  );
}
