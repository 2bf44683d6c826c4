import { useId } from 'react';
import { Link } from 'react-router';
import { FieldError } from '../../../components/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePickupFields } from './form-section.tsx';

const CHECKBOX_CLASS =
  'mt-0.5 h-6 w-6 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-600';

/** The required PDPA consent (links the privacy notice) and the marketing opt-in, unticked by default. */
export function ConsentSection() {
  const { t } = useTranslation();
  const id = useId();
  const { register, errors } = usePickupFields();
  const consentError = errors.pdpaConsent?.message;
  const [before, after] = t('pickup.consent.pdpa').split('{{link}}');
  return (
    <div className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <div>
        <div className="flex items-start gap-3">
          <input
            {...register('pdpaConsent')}
            id={`${id}-pdpa`}
            type="checkbox"
            aria-required="true"
            aria-invalid={Boolean(consentError)}
            aria-describedby={consentError ? `${id}-pdpa-error` : undefined}
            className={CHECKBOX_CLASS}
          />
          <label htmlFor={`${id}-pdpa`} className="text-slate-800">
            {before}
            <Link to="/privacy" target="_blank" className="font-semibold text-brand-700 underline">
              {t('pickup.consent.privacyLink')}
              <span className="sr-only"> {t('header.newTab')}</span>
            </Link>
            {after}
            <span className="font-semibold text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
        </div>
        <div className="pl-9">
          <FieldError id={`${id}-pdpa-error`} messageKey={consentError} />
        </div>
      </div>
      <div className="flex items-start gap-3">
        <input
          {...register('marketingOptIn')}
          id={`${id}-marketing`}
          type="checkbox"
          className={CHECKBOX_CLASS}
        />
        <label htmlFor={`${id}-marketing`} className="text-slate-700">
          {t('pickup.consent.marketing')}
        </label>
      </div>
    </div>
  );
}
