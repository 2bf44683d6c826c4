import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ZFinanceSettingsInputSchema } from '#core/contracts/finance.ts';
import { formatSatang, parseBahtText } from '#core/finance/vat.ts';
import {
  buttonClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { useAuthState } from '../../../lib/auth/auth-store.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatSatangThb } from '../../../lib/format.ts';
import { financeKeys, getFinanceSettings, saveFinanceSettings } from '../api/finance-api.ts';

/**
 * The four-eyes rule (decision 040): whether a second finance user must approve payments and vouchers
 * above a limit, and the limit. Everyone in the console reads it; only admin changes it (audited).
 */
export function FourEyesSettings() {
  const { t } = useTranslation();
  const id = useId();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const isAdmin = useAuthState().session?.user.roles.includes('admin') ?? false;
  const settings = useQuery({ queryKey: financeKeys.settings(), queryFn: getFinanceSettings });
  const [draft, setDraft] = useState<{ enabled: boolean; limit: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveFinanceSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(financeKeys.settings(), next);
      setDraft(null);
      toast.ok('financeConsole.settings.saved');
    },
    onError: (failure) => toast.fail(failure),
  });
  if (settings.isPending) return <SkeletonRows rows={2} />;
  if (settings.isError) {
    return <ErrorBox messageKey="errors.internal" onRetry={() => void settings.refetch()} />;
  }
  const saved = settings.data;
  const shown = draft ?? {
    enabled: saved.fourEyesEnabled,
    limit: formatSatang(saved.fourEyesThresholdSatang).replace(/,/g, ''),
  };
  return (
    <section aria-labelledby={`${id}-title`} className={`${panelClass} grid gap-3 p-4 text-sm`}>
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {t('financeConsole.settings.title')}
      </h2>
      <p className="text-slate-700" data-testid="four-eyes-now">
        {saved.fourEyesEnabled
          ? t('financeConsole.settings.currentOn', {
              limit: formatSatangThb(t, saved.fourEyesThresholdSatang),
            })
          : t('financeConsole.settings.currentOff')}
      </p>
      {isAdmin ? (
        <form
          className="grid max-w-md gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // Typed baht become satang; what the parser cannot read is sent as -1, so the endpoint's own
            // schema says it here, at the field, and nothing is sent (issue 30 item 7).
            const body = {
              fourEyesEnabled: shown.enabled,
              fourEyesThresholdSatang: parseBahtText(shown.limit) ?? -1,
            };
            const parsed = ZFinanceSettingsInputSchema.safeParse(body);
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? 'financeConsole.errors.amountInvalid');
              return;
            }
            setError(null);
            save.mutate(parsed.data);
          }}
        >
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={shown.enabled}
              onChange={(event) => setDraft({ ...shown, enabled: event.target.checked })}
            />
            {t('financeConsole.settings.enabled')}
          </label>
          <div>
            <label className={labelClass} htmlFor={`${id}-limit`}>
              {t('financeConsole.settings.limit')}
            </label>
            <input
              id={`${id}-limit`}
              className={inputClass}
              inputMode="decimal"
              value={shown.limit}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setDraft({ ...shown, limit: event.target.value });
                setError(null);
              }}
            />
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
                {t(error)}
              </p>
            ) : null}
          </div>
          <p className="text-xs text-slate-600">{t('financeConsole.settings.audited')}</p>
          <div>
            <button type="submit" className={buttonClass.primary} disabled={save.isPending || draft === null}>
              {t('financeConsole.settings.save')}
            </button>
          </div>
        </form>
      ) : (
        <p className="text-slate-600">{t('financeConsole.settings.adminOnly')}</p>
      )}
    </section>
  );
}
