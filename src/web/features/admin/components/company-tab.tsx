import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCompanyProfileUpdateSchema,
  type TCompanyProfile,
  type TCompanyProfileUpdate,
} from '#core/contracts/company.ts';
import { ConsoleField, describedBy } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass, panelClass } from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { ErrorBox, Notice, SkeletonRows } from '../../../components/console/notice.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getCompanyProfile, saveCompanyProfile } from '../api/admin-api.ts';
import { adminKeys } from '../api/admin-keys.ts';

const FIELDS = [
  'legalNameTh',
  'legalNameEn',
  'addressTh',
  'addressEn',
  'taxId',
  'branch',
  'phone',
  'email',
] as const;
type TField = (typeof FIELDS)[number];
const LONG: readonly TField[] = ['addressTh', 'addressEn'];

/** Admin › Company: the seller's details every document prints (decision 029). */
export function CompanyTab() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: adminKeys.company(), queryFn: getCompanyProfile });
  if (query.isError)
    return <ErrorBox messageKey={errorKey(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <SkeletonRows rows={6} />;
  return (
    <section aria-labelledby="company-title" className={`${panelClass} max-w-3xl p-4`}>
      <h2 id="company-title" className="font-semibold">
        {t('companyProfile.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('companyProfile.intro')}</p>
      <div className="mt-3">
        <Notice tone={query.data.complete ? 'ok' : 'error'}>
          {t(query.data.complete ? 'companyProfile.complete' : 'companyProfile.incomplete')}
        </Notice>
      </div>
      {/* A saved or reloaded profile starts the form again from what the server holds. */}
      <CompanyForm key={query.data.version} profile={query.data} />
    </section>
  );
}

function CompanyForm({ profile }: { profile: TCompanyProfile }) {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TCompanyProfileUpdate>(ZCompanyProfileUpdateSchema, {
    fields: FIELDS,
    defaultValues: {
      ...Object.fromEntries(FIELDS.map((field) => [field, profile[field]])),
      version: profile.version,
    },
  });

  async function save(values: TCompanyProfileUpdate) {
    try {
      queryClient.setQueryData(adminKeys.company(), await saveCompanyProfile(values));
      toast.ok('companyProfile.saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error('companyProfile.conflict');
        await queryClient.invalidateQueries({ queryKey: adminKeys.company() });
        return;
      }
      throw error;
    }
  }

  return (
    <form noValidate onSubmit={onSubmit(save)} className="mt-4 grid gap-3 sm:grid-cols-2">
      {FIELDS.map((field) => {
        const id = `company-${field}`;
        const error = errors[field]?.message;
        const hint = field === 'branch' ? t('companyProfile.branchHint') : undefined;
        return (
          <div key={field} className={LONG.includes(field) ? 'sm:col-span-2' : undefined}>
            <ConsoleField id={id} label={t(`companyProfile.${field}`)} hint={hint} error={error}>
              {LONG.includes(field) ? (
                <textarea
                  {...describedBy(id, error, Boolean(hint))}
                  rows={2}
                  className={inputClass}
                  {...register(field)}
                />
              ) : (
                <input
                  {...describedBy(id, error, Boolean(hint))}
                  className={inputClass}
                  inputMode={field === 'taxId' || field === 'branch' ? 'numeric' : undefined}
                  type={field === 'email' ? 'email' : 'text'}
                  {...register(field)}
                />
              )}
            </ConsoleField>
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <FormAlert message={message} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? t('admin.saving') : t('companyProfile.save')}
        </button>
      </div>
    </form>
  );
}
