import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZRecoverRequestSchema, type TSession } from '#core/contracts/auth.ts';
import { recover } from '../../../lib/auth/auth-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formMessageFor, type TFormMessage } from '../auth-errors.ts';
import { FormAlert, SubmitButton } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';

const ZRecoveryFormSchema = ZRecoverRequestSchema.omit({ token: true });
type TRecoveryForm = z.input<typeof ZRecoveryFormSchema>;
const resolver = zodResolver(ZRecoveryFormSchema, undefined, { raw: true });

/** /auth?recovery=<token>: the one-time link an admin handed over sets a new password and signs in. */
export function RecoveryForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (session: TSession) => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<TFormMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TRecoveryForm, unknown, TRecoveryForm>({ resolver, defaultValues: { password: '' } });

  async function submit(values: TRecoveryForm) {
    setMessage(null);
    try {
      onSignedIn(await recover({ token, ...values }));
    } catch (error) {
      setMessage(formMessageFor(error, ['password'], setError));
    }
  }

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="recovery-title"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid gap-4"
    >
      <div>
        <h2 id="recovery-title" className="text-xl font-bold">
          {t('auth.recovery.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('auth.recovery.lead')}</p>
      </div>
      <PasswordField
        label={t('auth.recovery.newPassword')}
        hint={t('auth.passwordRules')}
        error={errors.password?.message}
        autoComplete="new-password"
        {...register('password')}
      />
      <FormAlert message={message} />
      <SubmitButton
        busy={isSubmitting}
        label={t('auth.recovery.submit')}
        busyLabel={t('auth.recovery.saving')}
      />
    </form>
  );
}
