import { useState } from 'react';
import type { TLocale } from '#core/constants.ts';
import {
  ZDealerProfileRequestSchema,
  type TDealerProfile,
  type TDealerProfileRequest,
} from '#core/contracts/auth.ts';
import { provincesInOrder } from '#core/provinces.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { saveDealerProfile } from '../api/dealer-profile.ts';

const FIELDS = ['shopName', 'phone', 'province', 'address'] as const;

/** The shop's name, phone, province and address; saving a new shop sends it for approval. */
export function DealerProfileForm({
  profile,
  onSaved,
}: {
  profile: TDealerProfile | null;
  onSaved: (profile: TDealerProfile) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as TLocale;
  const [saved, setSaved] = useState(false);
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TDealerProfileRequest>(ZDealerProfileRequestSchema, {
    fields: FIELDS,
    defaultValues: {
      shopName: profile?.shopName ?? '',
      phone: profile?.phone ?? '',
      province: profile?.province ?? ('' as TDealerProfileRequest['province']),
      address: profile?.address ?? '',
    },
  });

  async function submit(values: TDealerProfileRequest) {
    setSaved(false);
    onSaved(await saveDealerProfile(values));
    setSaved(true);
  }

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="dealer-profile-title"
      onSubmit={onSubmit(submit)}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id="dealer-profile-title" className="text-lg font-bold">
        {t('dealerSetup.formTitle')}
      </h2>
      <TextField
        label={t('dealerSetup.field.shopName')}
        error={errors.shopName?.message}
        type="text"
        autoComplete="organization"
        {...register('shopName')}
      />
      <TextField
        label={t('dealerSetup.field.phone')}
        error={errors.phone?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="08x-xxx-xxxx"
        {...register('phone')}
      />
      <SelectField
        label={t('dealerSetup.field.province')}
        error={errors.province?.message}
        {...register('province')}
      >
        <option value="">{t('dealerSetup.field.provincePlaceholder')}</option>
        {provincesInOrder(locale).map((province) => (
          <option key={province.key} value={province.key}>
            {province[locale]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('dealerSetup.field.address')}
        error={errors.address?.message}
        autoComplete="street-address"
        {...register('address')}
      />
      <FormAlert message={message} />
      <div role="status" className="min-h-0 empty:hidden">
        {saved && <p className="font-semibold text-brand-800">{t('dealerSetup.saved')}</p>}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3.5 text-lg font-bold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80"
      >
        {isSubmitting ? t('dealerSetup.saving') : t(profile ? 'dealerSetup.save' : 'dealerSetup.submit')}
      </button>
    </form>
  );
}
