import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZSignInRequestSchema, type TMfaChallenge, type TSession } from '#core/contracts/auth.ts';
import type { TAccountKind } from '#core/roles.ts';
import { TextField } from '../../../components/form-field.tsx';
import { signIn } from '../../../lib/auth/auth-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formMessageFor, type TFormMessage } from '../auth-errors.ts';
import { FormAlert, SubmitButton } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';

const ZSignInFormSchema = ZSignInRequestSchema.omit({ audience: true });
type TSignInForm = z.input<typeof ZSignInFormSchema>;
// The raw values are sent: the server reads them with the same schema.
const resolver = zodResolver(ZSignInFormSchema, undefined, { raw: true });

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
  const [message, setMessage] = useState<TFormMessage | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TSignInForm, unknown, TSignInForm>({
    resolver,
    defaultValues: { identifier: '', password: '' },
  });

  async function submit(values: TSignInForm) {
    setMessage(null);
    try {
      const answer = await signIn({ audience, ...values });
      if ('mfaRequired' in answer) onChallenge(answer);
      else onSignedIn(answer);
    } catch (error) {
      setMessage(formMessageFor(error, ['identifier', 'password'], setError));
    }
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t('auth.signIn')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
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
