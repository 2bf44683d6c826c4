import { useState } from 'react';
import type { z } from 'zod';
import {
  ZEnrollFactorRequestSchema,
  ZVerifyFactorRequestSchema,
  type TEnrollFactorResponse,
  type TSession,
} from '#core/contracts/auth.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { secondFactorOwed } from '../../../lib/auth/access.ts';
import { enrollFactor, removeFactor, verifyFactor } from '../../../lib/auth/auth-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { planServerErrors, type TFormMessage } from '../../../lib/form-errors.ts';
import { SubmitButton } from './submit-button.tsx';

type TNameForm = z.input<typeof ZEnrollFactorRequestSchema>;
type TCodeForm = z.input<typeof ZVerifyFactorRequestSchema>;

/**
 * Two-step verification for staff (decision 008): the verified authenticators with Remove, and adding
 * one: a name, then the QR code (and the key to type in), then a code from the app to turn it on.
 */
export function TwoFactorPanel({ session }: { session: TSession }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'idle' | 'naming' | TEnrollFactorResponse>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  const [removeMessage, setRemoveMessage] = useState<TFormMessage | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const verified = session.user.factors.filter((factor) => factor.status === 'verified');

  async function remove(factorId: string) {
    setRemoving(factorId);
    setRemoveMessage(null);
    setNotice(null);
    try {
      await removeFactor(factorId);
      setNotice('auth.factors.removed');
    } catch (error) {
      setRemoveMessage(planServerErrors(error, () => null, 'auth').message);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <section
      aria-labelledby="two-factor-title"
      className="grid gap-3 border-t border-slate-200 pt-5 text-left"
    >
      <h2 id="two-factor-title" className="text-lg font-bold">
        {t('auth.factors.title')}
      </h2>
      {secondFactorOwed(session) === 'enrol' ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t('auth.factors.required')}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('auth.factors.lead')}</p>
      )}
      {verified.length > 0 ? (
        <ul className="grid gap-2">
          {verified.map((factor) => (
            <li
              key={factor.id}
              className="flex items-center justify-between gap-3 rounded-xl px-4 py-2 ring-1 ring-slate-200"
            >
              <span className="font-medium">{factor.friendlyName}</span>
              <button
                type="button"
                onClick={() => void remove(factor.id)}
                disabled={removing !== null}
                className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                {t('auth.factors.remove')}
                <span className="sr-only"> {factor.friendlyName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('auth.factors.none')}</p>
      )}
      <FormAlert message={removeMessage} />
      <div role="status" className="empty:hidden">
        {notice && <p className="text-sm font-semibold text-brand-800">{t(notice)}</p>}
      </div>
      {step === 'idle' && (
        <button
          type="button"
          onClick={() => {
            setNotice(null);
            setStep('naming');
          }}
          className="rounded-xl px-4 py-3 font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-50"
        >
          {t('auth.factors.add')}
        </button>
      )}
      {step === 'naming' && <NameForm onEnrolled={setStep} onCancel={() => setStep('idle')} />}
      {typeof step === 'object' && (
        <CodeForm
          enrolment={step}
          onVerified={() => {
            setStep('idle');
            setNotice('auth.factors.added');
          }}
          onCancel={() => setStep('idle')}
        />
      )}
    </section>
  );
}

function NameForm({
  onEnrolled,
  onCancel,
}: {
  onEnrolled: (enrolment: TEnrollFactorResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TNameForm>(ZEnrollFactorRequestSchema, {
    defaultValues: { friendlyName: '' },
    fields: ['friendlyName'],
    rateLimitNamespace: 'auth',
  });

  async function submit(values: TNameForm) {
    onEnrolled(await enrollFactor(values.friendlyName.trim()));
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t('auth.factors.add')}
      onSubmit={onSubmit(submit)}
      className="grid gap-3"
    >
      <TextField
        label={t('auth.factors.name')}
        hint={t('auth.factors.nameHint')}
        error={errors.friendlyName?.message}
        type="text"
        autoComplete="off"
        autoFocus
        {...register('friendlyName')}
      />
      <FormAlert message={message} />
      <SubmitButton
        busy={isSubmitting}
        label={t('auth.factors.next')}
        busyLabel={t('auth.factors.working')}
      />
      <CancelButton onCancel={onCancel} />
    </form>
  );
}

function CodeForm({
  enrolment,
  onVerified,
  onCancel,
}: {
  enrolment: TEnrollFactorResponse;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    onSubmit,
    message,
    setValue,
    formState: { errors, isSubmitting },
  } = useZodForm<TCodeForm>(ZVerifyFactorRequestSchema, {
    defaultValues: { code: '' },
    fields: ['code'],
    rateLimitNamespace: 'auth',
  });
  const name = enrolment.factor.friendlyName;

  async function submit(values: TCodeForm) {
    try {
      await verifyFactor(enrolment.factor.id, values.code.trim());
    } catch (error) {
      setValue('code', ''); // a refused code is typed again from the start
      throw error;
    }
    onVerified();
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t('auth.factors.verify')}
      onSubmit={onSubmit(submit)}
      className="grid gap-3"
    >
      <p className="text-sm text-slate-700">{t('auth.factors.scan')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={t('auth.factors.qrAlt', { name })}
        width={192}
        height={192}
        className="mx-auto h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-slate-200"
      />
      <p className="text-sm text-slate-700">
        {t('auth.factors.secret')}{' '}
        <code className="font-mono text-sm break-all text-slate-900" data-testid="factor-secret">
          {enrolment.secret}
        </code>
      </p>
      <TextField
        label={t('auth.mfa.code')}
        error={errors.code?.message}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        className="text-center font-mono text-2xl tracking-[0.4em]"
        {...register('code')}
      />
      <FormAlert message={message} />
      <SubmitButton
        busy={isSubmitting}
        label={t('auth.factors.verify')}
        busyLabel={t('auth.factors.working')}
      />
      <CancelButton onCancel={onCancel} />
    </form>
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onCancel}
      className="justify-self-center rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {t('auth.factors.cancel')}
    </button>
  );
}
