import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ZCreateTestUserRequestSchema, type TAdminUser } from '#core/contracts/auth.ts';
import { ACCOUNT_KINDS, type TAccountKind, type TRole } from '#core/roles.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  createRecoveryLink,
  createTestUser,
  endSessions,
  findUsers,
  getAuthSettings,
  putAuthSettings,
  resetFactors,
  setDisabled,
  setRoles,
} from '../api/admin-api.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { buttonClass, inputClass, labelClass } from '../../../components/console/console-styles.ts';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { ErrorBox, Notice } from '../../../components/console/notice.tsx';
import { describedBy, FieldError } from '../../../components/console/console-field.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { errorKey } from '../../../lib/api.ts';
import { fieldIn } from '../../../lib/form-errors.ts';
import { InvitationsPanel } from './invitations-panel.tsx';
import { RoleCheckboxes } from './role-checkboxes.tsx';

type TMessage = { tone: 'ok' | 'error'; text: string } | null;

/** Admin › Users (decision 008): find accounts by email and manage them; two-factor per role; test users. */
export function UsersTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const email = params.get('email');
  const [text, setText] = useState(email ?? '');
  const [shown, setShown] = useState(email);
  if (shown !== email) {
    setShown(email);
    setText(email ?? '');
  }
  const queryClient = useQueryClient();
  const usersKey = adminKeys.users(email ?? '');
  const query = useQuery({
    queryKey: usersKey,
    queryFn: () => findUsers(email ?? ''),
  });
  const reload = () => void query.refetch();
  const users = query.data?.users ?? [];

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    next.set('email', text.trim());
    setParams(next);
  }

  function replaceUser(user: TAdminUser) {
    queryClient.setQueryData(usersKey, {
      users: users.map((candidate) => (candidate.id === user.id ? user : candidate)),
      testUsersAllowed: query.data?.testUsersAllowed ?? false,
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-4 lg:col-span-2">
        <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="user-search" className={labelClass}>
              {t('admin.users.search')}
            </label>
            <input
              id="user-search"
              type="search"
              value={text}
              maxLength={254}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('admin.users.searchPlaceholder')}
              className={inputClass}
            />
          </div>
          <button type="submit" className={buttonClass.primary}>
            {t('admin.users.find')}
          </button>
        </form>
        {query.isError ? (
          <ErrorBox messageKey={errorKey(query.error)} onRetry={reload} />
        ) : query.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t('common.loading')}</span>
            {[1, 2].map((row) => (
              <span key={row} className="block h-32 animate-pulse rounded-xl bg-slate-200" />
            ))}
          </div>
        ) : users.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
            {t('admin.users.none')}
          </p>
        ) : (
          <ul className="grid gap-3">
            {users.map((user) => (
              <li key={user.id}>
                <UserCard user={user} onChanged={replaceUser} onReload={reload} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid content-start gap-4">
        <InvitationsPanel />
        <MfaSettings />
        {/* Production refuses test users (403): the form is shown only where the server makes them. */}
        {query.data?.testUsersAllowed && <TestUserForm />}
      </div>
    </div>
  );
}

type TConfirm = 'disable' | 'enable' | 'endSessions' | 'resetFactors' | null;

function UserCard({
  user,
  onChanged,
  onReload,
}: {
  user: TAdminUser;
  onChanged: (user: TAdminUser) => void;
  onReload: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [roles, setRoleDraft] = useState<TRole[]>(user.roles);
  const [shownRoles, setShownRoles] = useState(user.roles);
  if (shownRoles !== user.roles) {
    setShownRoles(user.roles);
    setRoleDraft(user.roles);
  }
  const [message, setMessage] = useState<TMessage>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const label = user.email ?? user.phone ?? user.displayName;
  const rolesChanged = [...roles].sort().join() !== [...user.roles].sort().join();

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ tone: 'ok', text: done });
    } catch (error) {
      setMessage({ tone: 'error', text: t(errorKey(error)) });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  const actions: Record<
    Exclude<TConfirm, null>,
    { title: string; text: string; label: string; run: () => void }
  > = {
    disable: {
      title: t('admin.users.confirmDisable'),
      text: t('admin.users.confirmDisableText', { user: label }),
      label: t('admin.users.disable'),
      run: () =>
        void run(async () => onChanged(await setDisabled(user.id, true)), t('admin.users.disabledDone')),
    },
    enable: {
      title: t('admin.users.confirmEnable'),
      text: t('admin.users.confirmEnableText', { user: label }),
      label: t('admin.users.enable'),
      run: () =>
        void run(async () => onChanged(await setDisabled(user.id, false)), t('admin.users.enabledDone')),
    },
    endSessions: {
      title: t('admin.users.confirmEndSessions'),
      text: t('admin.users.confirmEndSessionsText', { user: label }),
      label: t('admin.users.endSessions'),
      run: () =>
        void run(async () => {
          await endSessions(user.id);
          onReload();
        }, t('admin.users.sessionsEnded')),
    },
    resetFactors: {
      title: t('admin.users.confirmResetFactors'),
      text: t('admin.users.confirmResetFactorsText', { user: label }),
      label: t('admin.users.resetFactors'),
      run: () =>
        void run(async () => {
          await resetFactors(user.id);
          onReload();
        }, t('admin.users.factorsReset')),
    },
  };
  const pending = confirm ? actions[confirm] : null;

  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-label={label}
      data-testid="admin-user"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold break-all">{label}</h3>
          <p className="text-sm text-slate-600">
            {user.displayName}
            {user.phone && user.email ? ` · ${user.phone}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-slate-100 px-2 py-0.5">{t(`admin.users.kinds.${user.kind}`)}</span>
          <span
            className={`rounded-full px-2 py-0.5 ${user.disabled ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900'}`}
          >
            {user.disabled ? t('admin.users.disabled') : t('admin.users.active')}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5">
            {user.hasVerifiedFactor ? t('admin.users.twoFactorOn') : t('admin.users.twoFactorOff')}
          </span>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-600">{t('admin.users.sessions')}</dt>
          <dd className="font-medium tabular-nums">{user.activeSessions}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('admin.users.lastSignIn')}</dt>
          <dd className="font-medium">{user.lastSignInAt ? formatDateTime(user.lastSignInAt, lang) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('admin.users.created')}</dt>
          <dd className="font-medium">{formatDateTime(user.createdAt, lang)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('admin.users.mfaRequired')}</dt>
          <dd className="font-medium">{user.mfaRequired ? t('admin.yes') : t('admin.no')}</dd>
        </div>
      </dl>
      {user.kind === 'staff' && (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => onChanged(await setRoles(user.id, roles)), t('admin.users.rolesSaved'));
          }}
        >
          <RoleCheckboxes
            legend={t('admin.users.roles')}
            value={roles}
            onChange={setRoleDraft}
            layout="row"
          />
          <button type="submit" disabled={!rolesChanged || busy} className={`${buttonClass.primary} mt-2`}>
            {t('admin.users.saveRoles')}
          </button>
        </form>
      )}
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => setConfirm(user.disabled ? 'enable' : 'disable')}
          className={user.disabled ? buttonClass.secondary : buttonClass.danger}
        >
          {user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
        </button>
        <button
          type="button"
          disabled={busy || user.activeSessions === 0}
          onClick={() => setConfirm('endSessions')}
          className={buttonClass.secondary}
        >
          {t('admin.users.endSessions')}
        </button>
        <button
          type="button"
          disabled={busy || !user.hasVerifiedFactor}
          onClick={() => setConfirm('resetFactors')}
          className={buttonClass.secondary}
        >
          {t('admin.users.resetFactors')}
        </button>
        <button
          type="button"
          disabled={busy || user.disabled}
          onClick={() =>
            void run(async () => {
              setLink(await createRecoveryLink(user.id));
              setCopied(false);
            }, t('admin.users.linkMade'))
          }
          className={buttonClass.secondary}
        >
          {t('admin.users.recoveryLink')}
        </button>
      </div>
      {link && (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <label htmlFor={`link-${user.id}`} className={labelClass}>
            {t('admin.users.linkLabel', { date: formatDateTime(link.expiresAt, lang) })}
          </label>
          <div className="flex gap-2">
            <input
              id={`link-${user.id}`}
              readOnly
              value={link.url}
              className={`${inputClass} font-mono text-xs`}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard.writeText(link.url).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
              className={buttonClass.secondary}
            >
              {copied ? t('admin.users.copied') : t('admin.users.copy')}
            </button>
          </div>
        </div>
      )}
      {message && (
        <div className="mt-3">
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        text={pending?.text}
        confirmLabel={pending?.label ?? ''}
        danger={confirm !== 'enable'}
        busy={busy}
        onConfirm={() => pending?.run()}
        onCancel={() => setConfirm(null)}
      />
    </article>
  );
}

function MfaSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.authSettings(), queryFn: getAuthSettings });
  const [draft, setDraft] = useState<TRole[] | null>(null);
  const [message, setMessage] = useState<TMessage>(null);
  const [busy, setBusy] = useState(false);
  const saved = query.data?.mfaRequiredRoles ?? [];
  const roles = draft ?? saved;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      queryClient.setQueryData(adminKeys.authSettings(), await putAuthSettings({ mfaRequiredRoles: roles }));
      setDraft(null);
      setMessage({ tone: 'ok', text: t('admin.users.settingsSaved') });
    } catch (error) {
      setMessage({ tone: 'error', text: t(errorKey(error)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="mfa-settings">
      <h3 id="mfa-settings" className="font-bold">
        {t('admin.users.mfaTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('admin.users.mfaText')}</p>
      {query.isError ? (
        <div className="mt-3">
          <ErrorBox messageKey={errorKey(query.error)} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <form onSubmit={(event) => void save(event)} className="mt-3">
          <RoleCheckboxes
            legend={t('admin.users.mfaTitle')}
            hideLegend
            value={roles}
            onChange={setDraft}
            disabled={!query.isSuccess}
          />
          <button type="submit" disabled={busy || draft === null} className={`${buttonClass.primary} mt-3`}>
            {t('admin.save')}
          </button>
        </form>
      )}
      {message && (
        <div className="mt-3">
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      )}
    </section>
  );
}

function TestUserForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<TAccountKind>('staff');
  const [roles, setRoleDraft] = useState<TRole[]>([]);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  // The endpoint's schema first (issue 30 item 7): an address the server refuses ("a@b", a space inside)
  // is said at its field without a request; the server's own refusal lands the same way.
  const form = useFormErrors(fieldIn(['email', 'roles', 'kind']), (field) =>
    field === 'roles' ? 'test-roles' : `test-${field}`,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    const body = { email: email.trim(), kind, roles: kind === 'staff' ? roles : [] };
    if (!form.check(ZCreateTestUserRequestSchema, body)) return;
    setBusy(true);
    try {
      const answer = await createTestUser(body);
      setCreated({ email: answer.user.email ?? email, password: answer.password });
      setEmail('');
      setRoleDraft([]);
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="test-user">
      <h3 id="test-user" className="font-bold">
        {t('admin.users.testTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('admin.users.testText')}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3" noValidate>
        <div>
          <label htmlFor="test-email" className={labelClass}>
            {t('admin.users.email')}
          </label>
          <input
            type="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(event) => (setEmail(event.target.value), form.clear('email'))}
            className={inputClass}
            {...describedBy('test-email', form.errors.email)}
          />
          <FieldError id="test-email" error={form.errors.email} />
        </div>
        <div>
          <label htmlFor="test-kind" className={labelClass}>
            {t('admin.users.kind')}
          </label>
          <select
            value={kind}
            onChange={(event) => (setKind(event.target.value as TAccountKind), form.clear('roles'))}
            className={inputClass}
            {...describedBy('test-kind', form.errors.kind)}
          >
            {ACCOUNT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.users.kinds.${value}`)}
              </option>
            ))}
          </select>
          <FieldError id="test-kind" error={form.errors.kind} />
        </div>
        {kind === 'staff' && (
          <RoleCheckboxes
            id="test-roles"
            legend={t('admin.users.roles')}
            value={roles}
            onChange={(next) => (setRoleDraft(next), form.clear('roles'))}
            error={form.errors.roles}
          />
        )}
        <div>
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            {t('admin.users.createTest')}
          </button>
        </div>
      </form>
      {form.message && (
        <div className="mt-3">
          <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>
        </div>
      )}
      {created && (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200" role="status">
          <p className="font-semibold">{t('admin.users.testCreated', { email: created.email })}</p>
          <p className="mt-1">{t('admin.users.passwordOnce')}</p>
          <p className="mt-1 font-mono text-base break-all select-all" data-testid="test-user-password">
            {created.password}
          </p>
        </div>
      )}
    </section>
  );
}
