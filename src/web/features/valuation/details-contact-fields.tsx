import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { TTradeInOption } from '#core/trade-in-lifecycle.ts';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { CheckboxField } from './details-fields.tsx';
import type { TDetailsValues } from './details-request.ts';

/** The request form's registration and errors, which every group of its fields takes. */
interface TFormProps {
  register: UseFormRegister<TDetailsValues>;
  errors: FieldErrors<TDetailsValues>;
}

/** A titled group of the request form's fields. */
function FieldGroup({ title, gap, children }: { title: string; gap: string; children: ReactNode }) {
  return (
    <fieldset className={`grid min-w-0 ${gap}`}>
      <legend className="mb-3 text-lg font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Codes are typed as printed: capitals, no autofill, no spelling check. */
const CODE_INPUT = { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } as const;

/** Who the customer is and how to reach them (spec §3). */
export function ContactFields({ register, errors }: TFormProps) {
  const { t } = useTranslation();
  return (
    <FieldGroup title={t('details.contactTitle')} gap="gap-4">
      <TextField
        id="fullName"
        label={t('details.fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField
        id="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={t('details.phone')}
        hint={t('details.phoneHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        label={t('details.email')}
        optional
        hint={t('details.emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="lineId"
        label={t('details.lineId')}
        optional
        autoCapitalize="none"
        spellCheck={false}
        error={errors.lineId?.message}
        {...register('lineId')}
      />
    </FieldGroup>
  );
}

/** What we should know about the device and the request; all optional. */
export function DeviceFields({
  register,
  errors,
  option,
  dealerCodeFixed = false,
}: TFormProps & { option: TTradeInOption | undefined; dealerCodeFixed?: boolean }) {
  const { t } = useTranslation();
  return (
    <FieldGroup title={t('details.moreTitle')} gap="gap-4">
      <TextField
        id="imeiSerial"
        label={t('details.imeiSerial')}
        optional
        {...CODE_INPUT}
        hint={t('details.imeiHint')}
        error={errors.imeiSerial?.message}
        {...register('imeiSerial')}
      />
      {option === 'tradeIn' && (
        <TextField
          id="preferredProduct"
          label={t('details.preferredProduct')}
          optional
          hint={t('details.preferredProductHint')}
          error={errors.preferredProduct?.message}
          {...register('preferredProduct')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="promoCode"
          label={t('details.promoCode')}
          optional
          {...CODE_INPUT}
          error={errors.promoCode?.message}
          {...register('promoCode')}
        />
        <TextField
          id="dealerCode"
          label={t('details.dealerCode')}
          optional={!dealerCodeFixed}
          {...CODE_INPUT}
          readOnly={dealerCodeFixed}
          className="read-only:bg-slate-100 read-only:text-slate-700"
          hint={t(dealerCodeFixed ? 'details.dealerCodeFixed' : 'details.dealerCodeHint')}
          error={errors.dealerCode?.message}
          {...register('dealerCode')}
        />
      </div>
      <TextAreaField
        id="remarks"
        label={t('details.remarks')}
        optional
        hint={t('details.remarksHint')}
        error={errors.remarks?.message}
        {...register('remarks')}
      />
    </FieldGroup>
  );
}

/** PDPA consent (required) and the marketing opt-in (unticked unless the customer ticks it). */
export function ConsentFields({ register, errors, atCounter = false }: TFormProps & { atCounter?: boolean }) {
  const { t } = useTranslation();
  return (
    <FieldGroup title={t('details.consentTitle')} gap="gap-3">
      {atCounter && (
        <p
          className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
          data-testid="counter-consent"
        >
          {t('details.counterConsent')}
        </p>
      )}
      <CheckboxField
        id="pdpaConsent"
        error={errors.pdpaConsent?.message}
        label={
          <>
            {t('details.pdpaBefore')}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('details.pdpaLink')}
              <span className="sr-only"> {t('header.newTab')}</span>
            </a>
            {t('details.pdpaAfter')}
          </>
        }
        {...register('pdpaConsent')}
      />
      <CheckboxField id="marketingOptIn" label={t('details.marketing')} {...register('marketingOptIn')} />
    </FieldGroup>
  );
}
