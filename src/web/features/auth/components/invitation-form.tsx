import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { TSession } from '#core/contracts/auth.ts';
import {
  ZAcceptInvitationRequestSchema,
  ZInvitationPreviewRequestSchema,
  type TInvitationPreview,
} from '#core/contracts/invitations.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { errorKey, publicApi } from '../../../lib/api.ts';
import { acceptInvitation } from '../../../lib/auth/auth-client.ts';
import { schemaRefusal } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { CardSpinner } from './auth-layout.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';

const ZInvitationFormSchema = ZAcceptInvitationRequestSchema.omit({ token: true });
type TInvitationForm = z.input<typeof ZInvitationFormSchema>;

/**
 * /auth?invitation=<token>: a staff invitation (decision 024). Says what the link is for, then the
 * person chooses their name and password; a role that requires an authenticator asks for one next.
 */
export function InvitationForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (session: TSession) => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<TInvitationPreview | { failed: string } | null>(null);
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TInvitationForm>(ZInvitationFormSchema, {
    defaultValues: { displayName: '', password: '' },
    fields: ['displayName', 'password'],
    rateLimitNamespace: 'auth',
  });

  // A link the endpoint's schema refuses is said at once, without asking the server.
  const refused = schemaRefusal(ZInvitationPreviewRequestSchema, { token });
  useEffect(() => {
    if (refused) return;
    let live = true;
    publicApi('POST /api/invitations/preview', { body: { token } }).then(
      (answer) => live && setPreview(answer),
      (error: unknown) => live && setPreview({ failed: errorKey(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, refused]);

  if (refused) return <FormAlert message={{ key: refused }} />;
  if (preview === null) return <CardSpinner label={t('common.loading')} />;
  if ('failed' in preview) return <FormAlert message={{ key: preview.failed }} />;

  async function submit(values: TInvitationForm) {
    onSignedIn(await acceptInvitation({ token, ...values }));
  }

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="invitation-title"
      onSubmit={onSubmit(submit)}
      className="grid gap-4"
    >
      <div>
        <h2 id="invitation-title" className="text-xl font-bold">
          {t('invitations.accept.title')}
        </h2>
        <p className="mt-1 text-slate-600">
          {t('invitations.accept.lead', {
            who: preview.email ?? preview.phone ?? '',
            roles: preview.roles.map((role) => t(`admin.roles.${role}`)).join(', '),
          })}
        </p>
        {preview.mfaRequired && (
          <p className="mt-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            {t('invitations.accept.mfaNext')}
          </p>
        )}
      </div>
      <TextField
        label={t('invitations.accept.name')}
        autoComplete="name"
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <input type="hidden" autoComplete="username" value={preview.email ?? preview.phone ?? ''} readOnly />
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
        label={t('invitations.accept.submit')}
        busyLabel={t('invitations.accept.saving')}
      />
    </form>
  );
}
