import type { z } from 'zod';
import { ZMfaVerifyRequestSchema, type TMfaChallenge, type TSession } from '#core/contracts/auth.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { FieldError, TextField } from '../../../components/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { SubmitButton } from './submit-button.tsx';

const ZMfaFormSchema = ZMfaVerifyRequestSchema.omit({ challengeToken: true });
type TMfaForm = z.input<typeof ZMfaFormSchema>;

/**
 * The second step of a sign-in: which authenticator (when there are several) and its 6-digit code. The
 * same step raises a signed-in session that owes a code (after a password recovery): `verify` says how.
 */
export function MfaStep({
  factors,
  verify,
  onSignedIn,
  onBack,
}: {
  factors: TMfaChallenge['factors'];
  verify: (factorId: string, code: string) => Promise<TSession>;
  onSignedIn: (session: TSession) => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    onSubmit,
    message,
    setValue,
    formState: { errors, isSubmitting },
  } = useZodForm<TMfaForm>(ZMfaFormSchema, {
    defaultValues: { factorId: factors[0]?.id ?? '', code: '' },
    fields: ['code', 'factorId'],
    rateLimitNamespace: 'auth',
  });
  const several = factors.length > 1;

  async function submit(values: TMfaForm) {
    try {
      onSignedIn(await verify(values.factorId, values.code.trim()));
    } catch (error) {
      setValue('code', ''); // a refused code is typed again from the start
      throw error;
    }
  }

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="mfa-title"
      onSubmit={onSubmit(submit)}
      className="grid gap-4"
    >
      <div>
        <h2 id="mfa-title" className="text-xl font-bold">
          {t('auth.mfa.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('auth.mfa.lead')}</p>
      </div>
      {several && (
        <fieldset aria-describedby={errors.factorId ? 'mfa-factor-error' : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">
            {t('auth.mfa.chooseFactor')}
          </legend>
          <div className="grid gap-2">
            {factors.map((factor) => (
              <label
                key={factor.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={factor.id}
                  className="h-5 w-5 accent-brand-600"
                  {...register('factorId')}
                />
                <span className="font-medium">{factor.friendlyName}</span>
              </label>
            ))}
          </div>
          <FieldError id="mfa-factor-error" messageKey={errors.factorId?.message} />
        </fieldset>
      )}
      <TextField
        label={t('auth.mfa.code')}
        error={errors.code?.message}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        autoFocus
        className="text-center font-mono text-2xl tracking-[0.4em]"
        {...register('code')}
      />
      <FormAlert message={message} />
      <SubmitButton busy={isSubmitting} label={t('auth.mfa.verify')} busyLabel={t('auth.mfa.verifying')} />
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          className="justify-self-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t('auth.mfa.back')}
        </button>
      )}
    </form>
  );
}
