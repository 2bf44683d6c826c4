import { ZSignUpRequestSchema, type TSession, type TSignUpRequest } from '#core/contracts/auth.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { signUp } from '../../../lib/auth/auth-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './password-field.tsx';

const FIELDS = ['displayName', 'email', 'phone', 'password'] as const;

/** A partner shop's own account (dealers only); the shop profile comes next at /dealer/setup. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (session: TSession) => void }) {
  const { t } = useTranslation();
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TSignUpRequest>(ZSignUpRequestSchema, {
    defaultValues: { displayName: '', email: '', phone: '', password: '' },
    fields: FIELDS,
    rateLimitNamespace: 'auth',
  });

  async function submit(values: TSignUpRequest) {
    onSignedUp(await signUp({ ...values, phone: values.phone?.trim() || undefined }));
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t('auth.dealer.signUp')}
      onSubmit={onSubmit(submit)}
      className="grid gap-4"
    >
      <TextField
        label={t('auth.dealer.displayName')}
        error={errors.displayName?.message}
        type="text"
        autoComplete="name"
        {...register('displayName')}
      />
      <TextField
        label={t('auth.dealer.email')}
        error={errors.email?.message}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...register('email')}
      />
      <TextField
        label={t('auth.dealer.phone')}
        optional
        error={errors.phone?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="08x-xxx-xxxx"
        {...register('phone')}
      />
      <PasswordField
        label={t('auth.password')}
        hint={t('auth.passwordRules')}
        error={errors.password?.message}
        autoComplete="new-password"
        {...register('password')}
      />
      <FormAlert message={message} />
      <SubmitButton
        busy={isSubmitting}
        label={t('auth.dealer.signUpSubmit')}
        busyLabel={t('auth.dealer.creating')}
      />
      <p className="text-center text-sm text-slate-600">{t('auth.dealer.signUpNote')}</p>
    </form>
  );
}
