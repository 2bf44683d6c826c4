import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZSetupCheckRequestSchema, ZSetupRequestSchema, type TSetupResponse } from '#core/contracts/setup.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { errorKey, publicApi } from '../../../lib/api.ts';
import { schemaRefusal } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { AuthLayout, CardSpinner } from './auth-layout.tsx';
import { SubmitButton } from './submit-button.tsx';
import { PasswordField } from './password-field.tsx';

const ZSetupFormSchema = ZSetupRequestSchema.omit({ token: true });
type TSetupForm = z.input<typeof ZSetupFormSchema>;

/**
 * /setup?token=…: the first admin of a new installation chooses an e-mail and a password, with the
 * one-time link the server printed on its console at the first start (decision 019).
 */
export function SetupPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [created, setCreated] = useState<TSetupResponse | null>(null);

  let body;
  if (created) {
    body = (
      <div className="grid gap-3" role="status">
        <h2 className="text-xl font-bold">{t('setup.doneTitle')}</h2>
        <p className="text-slate-700">{t('setup.doneText', { email: created.email })}</p>
        <Link
          to="/auth"
          className="mt-2 rounded-xl bg-brand-600 px-5 py-3.5 text-center text-lg font-bold text-white hover:bg-brand-700"
        >
          {t('setup.signIn')}
        </Link>
      </div>
    );
  } else if (!token) {
    body = <FormAlert message={{ key: 'setup.missingToken' }} />;
  } else {
    body = <CheckedSetupForm token={token} onCreated={setCreated} />;
  }

  return (
    <AuthLayout eyebrow={t('setup.eyebrow')} title={t('setup.title')} lead={t('setup.lead')}>
      {body}
    </AuthLayout>
  );
}

/** The link is asked about first: a used or expired one says so before any typing (issue 30). */
function CheckedSetupForm({
  token,
  onCreated,
}: {
  token: string;
  onCreated: (created: TSetupResponse) => void;
}) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<'checking' | 'valid' | { failed: string }>('checking');
  // A link the endpoint's schema refuses is said at once, without asking the server.
  const refused = schemaRefusal(ZSetupCheckRequestSchema, { token });
  useEffect(() => {
    if (refused) return;
    let live = true;
    publicApi('POST /api/setup/check', { body: { token } }).then(
      () => live && setCheck('valid'),
      (error: unknown) => live && setCheck({ failed: errorKey(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, refused]);
  const shown = refused ? { failed: refused } : check;
  if (shown === 'checking') return <CardSpinner label={t('common.loading')} />;
  if (shown !== 'valid') {
    return (
      <div className="grid gap-3">
        <FormAlert message={{ key: shown.failed }} />
        {shown.failed === 'errors.setup.done' && (
          <Link to="/auth" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('setup.signIn')}
          </Link>
        )}
      </div>
    );
  }
  return <SetupForm token={token} onCreated={onCreated} />;
}

function SetupForm({ token, onCreated }: { token: string; onCreated: (created: TSetupResponse) => void }) {
  const { t } = useTranslation();
  const {
    register,
    onSubmit,
    message,
    formState: { errors, isSubmitting },
  } = useZodForm<TSetupForm>(ZSetupFormSchema, {
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
  });

  async function submit(values: TSetupForm) {
    onCreated(await publicApi('POST /api/setup', { body: { token, ...values } }));
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={t('setup.title')}
      onSubmit={onSubmit(submit)}
      className="grid gap-4"
    >
      <TextField
        label={t('setup.email')}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        hint={t('auth.passwordRules')}
        error={errors.password?.message}
        autoComplete="new-password"
        {...register('password')}
      />
      <FormAlert message={message} />
      <SubmitButton busy={isSubmitting} label={t('setup.submit')} busyLabel={t('setup.saving')} />
    </form>
  );
}
