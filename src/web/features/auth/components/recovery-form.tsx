import type { z } from 'zod';
import { ZRecoverRequestSchema, type TSession } from '#core/contracts/auth.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { recover } from '../../../lib/auth/auth-client.ts';
import { schemaRefusal } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './password-field.tsx';

const ZRecoveryFormSchema = ZRecoverRequestSchema.omit({ token: true });
const ZRecoveryTokenSchema = ZRecoverRequestSchema.pick({ token: true });
type TRecoveryForm = z.input<typeof ZRecoveryFormSchema>;

/** /auth?recovery=<token>: the one-time link an admin handed over sets a new password and signs in. */
export function RecoveryForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (session: TSession) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TRecoveryForm>(ZRecoveryFormSchema, {
    defaultValues: { password: '' },
    fields: ['password'],
    rateLimitNamespace: 'auth',
  });

  async function submit(values: TRecoveryForm) {
    onSignedIn(await recover({ token, ...values }));
  }

  // A link the endpoint's schema refuses (cut short, or padded past its length) says so before any typing.
  const linkRefused = schemaRefusal(ZRecoveryTokenSchema, { token });
  if (linkRefused) return <FormAlert message={{ key: linkRefused }} />;

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="recovery-title"
      onSubmit={onSubmit(submit)}
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
