import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ZFinanceSettingsInputSchema, type TFinanceSettingsInput } from '#core/contracts/finance.ts';
import { MAX_VOUCHER_VALIDITY_MONTHS } from '#core/finance/voucher.ts';
import { describedBy, FieldError } from '../../../components/console/console-field.tsx';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { Notice } from '../../../components/console/notice.tsx';
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
  // The endpoint's schema checks the months first (issue 30, item 7: an emptied field sent 0).
  const form = useFormErrors(
    (path) => (path === 'voucherValidityMonths' ? path : null),
    () => `${id}-months`,
  );
  const save = useMutation({
    mutationFn: (body: TFinanceSettingsInput) => saveFinanceSettings(body),
    onSuccess: (next) => {
      queryClient.setQueryData(financeKeys.settings(), next);
      setDraft(null);
      toast.ok('financeConsole.vouchers.validitySaved');
    },
    onError: form.fail,
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
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const body = form.check(ZFinanceSettingsInputSchema, {
              fourEyesEnabled: settings.data!.fourEyesEnabled,
              fourEyesThresholdSatang: settings.data!.fourEyesThresholdSatang,
              // An emptied field is no number (not 0, not "keep it as it is").
              voucherValidityMonths: months.trim() === '' ? Number.NaN : Number(months),
            });
            if (body) save.mutate(body);
          }}
        >
          <div className="w-32">
            <label className={labelClass} htmlFor={`${id}-months`}>
              {t('financeConsole.vouchers.validityMonths')}
            </label>
            <input
              type="number"
              min={1}
              max={MAX_VOUCHER_VALIDITY_MONTHS}
              className={inputClass}
              value={months}
              onChange={(event) => (setDraft(event.target.value), form.clear('voucherValidityMonths'))}
              {...describedBy(`${id}-months`, form.errors.voucherValidityMonths)}
            />
            <FieldError id={`${id}-months`} error={form.errors.voucherValidityMonths} />
          </div>
          <button type="submit" className={buttonClass.secondary} disabled={save.isPending}>
            {t('financeConsole.vouchers.validitySave')}
          </button>
          {form.message && (
            <div className="w-full">
              <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>
            </div>
          )}
        </form>
      ) : null}
    </section>
  );
}
