import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MAX_VOUCHER_VALIDITY_MONTHS } from '#core/finance/voucher.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { useAuthState } from '../../../lib/auth/auth-store.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { financeKeys, getFinanceSettings, saveFinanceSettings } from '../api/finance-api.ts';

/**
 * How long a new voucher may be spent (decision 044; 12 months unless admin changes it). Finance reads it;
 * admin changes it (audited with the finance settings). Vouchers already issued keep their last valid day.
 */
export function VoucherValidity() {
  const { t } = useTranslation();
  const id = useId();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const isAdmin = useAuthState().session?.user.roles.includes('admin') ?? false;
  const settings = useQuery({ queryKey: financeKeys.settings(), queryFn: getFinanceSettings });
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (months: number) =>
      saveFinanceSettings({
        fourEyesEnabled: settings.data!.fourEyesEnabled,
        fourEyesThresholdSatang: settings.data!.fourEyesThresholdSatang,
        voucherValidityMonths: months,
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(financeKeys.settings(), next);
      setDraft(null);
      toast.ok('financeConsole.vouchers.validitySaved');
    },
    onError: (failure) => toast.fail(failure),
  });
  if (!settings.data) return null;
  const months = draft ?? String(settings.data.voucherValidityMonths);
  return (
    <section className={`${panelClass} p-3 text-sm`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold">
        {t('financeConsole.vouchers.validityTitle')}
      </h2>
      <p className="text-slate-700" data-testid="voucher-validity">
        {t('financeConsole.vouchers.validityNow', { months: settings.data.voucherValidityMonths })}
      </p>
      {isAdmin ? (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(Number(months));
          }}
        >
          <div className="w-32">
            <label className={labelClass} htmlFor={`${id}-months`}>
              {t('financeConsole.vouchers.validityMonths')}
            </label>
            <input
              id={`${id}-months`}
              type="number"
              min={1}
              max={MAX_VOUCHER_VALIDITY_MONTHS}
              className={inputClass}
              value={months}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button type="submit" className={buttonClass.secondary} disabled={save.isPending}>
            {t('financeConsole.vouchers.validitySave')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
