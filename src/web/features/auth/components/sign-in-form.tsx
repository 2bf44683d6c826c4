import type { z } from 'zod';
import { ZSignInRequestSchema, type TMfaChallenge, type TSession } from '#core/contracts/auth.ts';
import type { TAccountKind } from '#core/roles.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { signIn } from '../../../lib/auth/auth-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './password-field.tsx';

const ZSignInFormSchema = ZSignInRequestSchema.omit({ audience: true });
type TSignInForm = z.input<typeof ZSignInFormSchema>;

/**
 * Email or phone number plus password (spec §5). A session signs the person in; an account with a second
 * factor answers with a challenge, which the page turns into the code step.
 */
export function SignInForm({
  audience,
  onSignedIn,
  onChallenge,
}: {
  audience: TAccountKind;
  onSignedIn: (session: TSession) => void;
  onChallenge: (challenge: TMfaChallenge) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TSignInForm>(ZSignInFormSchema, {
    defaultValues: { identifier: '', password: '' },
    fields: ['identifier', 'password'],
    rateLimitNamespace: 'auth',
  });

  async function submit(values: TSignInForm) {
    const answer = await signIn({ audience, ...values });
    if ('mfaRequired' in answer) onChallenge(answer);
    else onSignedIn(answer);
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t('auth.signIn')}
      onSubmit={onSubmit(submit)}
      className="grid gap-4"
    >
      <TextField
        label={t('auth.identifier')}
        hint={t('auth.identifierHint')}
        error={errors.identifier?.message}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...register('identifier')}
      />
      <PasswordField
        label={t('auth.password')}
        error={errors.password?.message}
        autoComplete="current-password"
        {...register('password')}
      />
      <FormAlert message={message} />
      <SubmitButton busy={isSubmitting} label={t('auth.signIn')} busyLabel={t('auth.signingIn')} />
    </form>
  );
}
