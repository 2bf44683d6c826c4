import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ZPricingSettingsUpdateSchema, type TAdminPricingSettings } from '#core/contracts/admin-catalogue.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getPricingSettings, savePricingSettings } from '../api/catalogue-api.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { fieldErrorsOf, serverFieldErrors, type TFieldErrors } from './catalogue-forms.tsx';
import { buttonClass, inputClass } from '../../../components/console/console-styles.ts';
import { ErrorBox } from '../../../components/console/notice.tsx';
import { errorKey } from '../../../lib/api.ts';

const FIELDS = ['priceLockDays', 'voucherUpliftPercent', 'provincialBonusThb'] as const;
type TField = (typeof FIELDS)[number];

/** The pricing settings row (price lock, voucher uplift, provincial bonus), saved with its version. */
export function PricingSettingsForm({
  onSaved,
  onFailed,
}: {
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.pricingSettings(), queryFn: getPricingSettings });
  const set = (saved: TAdminPricingSettings) => queryClient.setQueryData(adminKeys.pricingSettings(), saved);
  const reload = () => void query.refetch();
  const [draft, setDraft] = useState<Record<TField, string> | null>(null);
  const [shown, setShown] = useState<TAdminPricingSettings | null>(null);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const settings = query.data ?? null;
  // A new answer (loaded or saved) replaces what the form shows.
  if (settings && settings !== shown) {
    setShown(settings);
    setDraft({
      priceLockDays: String(settings.priceLockDays),
      voucherUpliftPercent: String(settings.voucherUpliftPercent),
      provincialBonusThb: String(settings.provincialBonusThb),
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!settings || !draft) return;
    const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
    const parsed = ZPricingSettingsUpdateSchema.safeParse({
      priceLockDays: number(draft.priceLockDays),
      voucherUpliftPercent: number(draft.voucherUpliftPercent),
      provincialBonusThb: number(draft.provincialBonusThb),
      updatedAt: settings.updatedAt,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      set(await savePricingSettings(parsed.data));
      onSaved();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      onFailed(error);
      if ((error as { status?: number }).status === 409) reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="pricing-settings" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="pricing-settings" className="font-semibold">
        {t('adminCatalogue.settings.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('adminCatalogue.settings.intro')}</p>
      {query.isError ? (
        <ErrorBox messageKey={errorKey(query.error)} onRetry={reload} />
      ) : (
        draft && (
          <form noValidate onSubmit={submit} className="mt-3 flex flex-wrap items-start gap-3">
            {FIELDS.map((field) => (
              <div key={field} className="w-full sm:w-48">
                <ConsoleField
                  id={`setting-${field}`}
                  label={t(`adminCatalogue.settings.${field}`)}
                  error={errors[field]}
                >
                  <input
                    {...describedBy(`setting-${field}`, errors[field])}
                    value={draft[field]}
                    inputMode="numeric"
                    onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                    className={`${inputClass} text-right tabular-nums`}
                  />
                </ConsoleField>
              </div>
            ))}
            <button type="submit" disabled={busy} className={`${buttonClass.primary} sm:mt-5`}>
              {busy ? t('admin.saving') : t('adminCatalogue.settings.save')}
            </button>
          </form>
        )
      )}
    </section>
  );
}
