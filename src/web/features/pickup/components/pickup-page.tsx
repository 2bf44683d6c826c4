import { useState } from 'react';
import { COMPANY, PROVINCIAL_BONUS_THB } from '#core/constants.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  loadPickupConfirmation,
  renewPickupReference,
  savePickupConfirmation,
  type TPickupConfirmation,
} from '../pickup-storage.ts';
import { PickupConfirmation } from './pickup-confirmation.tsx';
import { PickupForm } from './pickup-form.tsx';

/** /pickup: ask for a free home pick-up without a valuation; the confirmation replaces the form. */
export function PickupPage() {
  const { t } = useTranslation();
  const [confirmation, setConfirmation] = useState(loadPickupConfirmation);
  // A new form (with a new reference) after "another request".
  const [formKey, setFormKey] = useState(0);

  function onSubmitted(next: TPickupConfirmation) {
    savePickupConfirmation(next);
    setConfirmation(next);
    window.scrollTo(0, 0);
  }

  function onNewRequest() {
    savePickupConfirmation(null);
    renewPickupReference();
    setConfirmation(null);
    setFormKey((key) => key + 1);
  }

  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-5xl px-4 pt-8 pb-20 sm:pt-12">
          <p className="text-sm font-semibold tracking-wide text-accent-300">{t('pickup.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{t('pages.pickup')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{t('pickup.lead')}</p>
        </div>
      </div>
      <div className="mx-auto -mt-14 grid max-w-5xl gap-6 px-4 pb-14 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          {confirmation ? (
            <PickupConfirmation confirmation={confirmation} onNewRequest={onNewRequest} />
          ) : (
            <PickupForm key={formKey} onSubmitted={onSubmitted} />
          )}
        </div>
        <aside aria-labelledby="pickup-how-title" className="lg:pt-0">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 lg:sticky lg:top-20">
            <h2 id="pickup-how-title" className="font-bold">
              {t('pickup.how.title')}
            </h2>
            <ul className="mt-3 space-y-3 text-sm text-slate-700">
              {(['free', 'confirm', 'inspect', 'pay'] as const).map((key) => (
                <li key={key} className="flex gap-2">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="mt-0.5 h-5 w-5 shrink-0 fill-brand-600"
                  >
                    <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 0 1 1.4 1.4Z" />
                  </svg>
                  <span>{t(`pickup.how.${key}`, { bonus: PROVINCIAL_BONUS_THB })}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-700">
              {t('pickup.how.help')}{' '}
              <a
                href={`tel:${COMPANY.phoneE164}`}
                className="font-semibold whitespace-nowrap text-brand-700 underline"
              >
                {COMPANY.phone}
              </a>
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
