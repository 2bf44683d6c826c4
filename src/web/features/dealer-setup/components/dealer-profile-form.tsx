import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TLocale } from '#core/constants.ts';
import {
  ZDealerProfileRequestSchema,
  type TDealerProfile,
  type TDealerProfileRequest,
} from '#core/contracts/auth.ts';
import { provincesInOrder } from '#core/provinces.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { saveDealerProfile } from '../api/dealer-profile.ts';

const resolver = zodResolver(ZDealerProfileRequestSchema, undefined, { raw: true });
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
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TDealerProfileRequest, unknown, TDealerProfileRequest>({
    resolver,
    defaultValues: {
      shopName: profile?.shopName ?? '',
      phone: profile?.phone ?? '',
      province: profile?.province ?? ('' as TDealerProfileRequest['province']),
      address: profile?.address ?? '',
    },
  });

  async function submit(values: TDealerProfileRequest) {
    setMessageKey(null);
    setSaved(false);
    try {
      onSaved(await saveDealerProfile(values));
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        let focused = false;
        for (const detail of error.details) {
          const field = FIELDS.find((name) => name === detail.path);
          if (!field) continue;
          setError(field, { message: detail.messageKey }, { shouldFocus: !focused });
          focused = true;
        }
        if (focused) return;
      }
      setMessageKey(error instanceof ApiError ? error.messageKey : 'errors.internal');
    }
  }

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="dealer-profile-title"
      onSubmit={(event) => void handleSubmit(submit)(event)}
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
      {messageKey && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {t(messageKey)}
        </div>
      )}
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
