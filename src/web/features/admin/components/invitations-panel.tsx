import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  ZCreateInvitationRequestSchema,
  type TCreateInvitationResponse,
  type TInvitation,
  type TInvitationStatus,
} from '#core/contracts/invitations.ts';
import type { TRole } from '#core/roles.ts';
import { describedBy, FieldError } from '../../../components/console/console-field.tsx';
import { buttonClass, inputClass, labelClass } from '../../../components/console/console-styles.ts';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { ConfirmDialog } from '../../../components/console/dialog.tsx';
import { ErrorBox, Notice } from '../../../components/console/notice.tsx';
import { StatusBadge, type TBadgeTone } from '../../../components/console/status-badge.tsx';
import { errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { fieldIn } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { createInvitation, listInvitations, revokeInvitation } from '../api/admin-api.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

const STATUS_TONES: Record<TInvitationStatus, TBadgeTone> = {
  pending: 'amber',
  accepted: 'emerald',
  revoked: 'slate',
  expired: 'slate',
};

/**
 * Admin › Users and roles › Invitations (decision 024): invite a staff member by e-mail or phone with
 * roles, copy the one-time link, see what became of each invitation, revoke a pending one.
 */
export function InvitationsPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.invitations(), queryFn: listInvitations });
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [roles, setRoleDraft] = useState<TRole[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [created, setCreated] = useState<TCreateInvitationResponse | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<TInvitation | null>(null);
  const form = useFormErrors(fieldIn(['email', 'phone', 'roles']), (field) =>
    field === 'roles' ? 'invite-roles' : `invite-${field}`,
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.invitations() });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    setCreated(null);
    const body = {
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      roles,
    };
    // The server's schema first: no role, or no address, is said here without a request.
    if (!form.check(ZCreateInvitationRequestSchema, body)) return;
    setBusy(true);
    try {
      const answer = await createInvitation(body);
      setCreated(answer);
      setCopied(false);
      setEmail('');
      setPhone('');
      setRoleDraft([]);
      refresh();
    } catch (error) {
      form.fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function revoke(invitation: TInvitation) {
    setBusy(true);
    setMessage(null);
    try {
      await revokeInvitation(invitation.id);
      setMessage({ tone: 'ok', text: t('invitations.revoked') });
      if (created?.invitation.id === invitation.id) setCreated(null);
    } catch (error) {
      setMessage({ tone: 'error', text: t(errorKey(error)) });
    } finally {
      setBusy(false);
      setRevoking(null);
      refresh();
    }
  }

  const invitations = query.data ?? [];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="invitations-title">
      <h3 id="invitations-title" className="font-bold">
        {t('invitations.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('invitations.lead')}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3" noValidate>
        <div>
          <label htmlFor="invite-email" className={labelClass}>
            {t('invitations.email')}
          </label>
          <input
            type="email"
            autoComplete="off"
            value={email}
            maxLength={254}
            onChange={(event) => (setEmail(event.target.value), form.clear('email'))}
            className={inputClass}
            {...describedBy('invite-email', form.errors.email)}
          />
          <FieldError id="invite-email" error={form.errors.email} />
        </div>
        <div>
          <label htmlFor="invite-phone" className={labelClass}>
            {t('invitations.phone')}
          </label>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            maxLength={20}
            onChange={(event) => (setPhone(event.target.value), form.clear('phone'), form.clear('email'))}
            className={inputClass}
            {...describedBy('invite-phone', form.errors.phone)}
          />
          <FieldError id="invite-phone" error={form.errors.phone} />
        </div>
        <RoleCheckboxes
          id="invite-roles"
          legend={t('invitations.roles')}
          value={roles}
          onChange={(next) => (setRoleDraft(next), form.clear('roles'))}
          error={form.errors.roles}
        />
        {form.message && <Notice tone="error">{t(form.message.key, form.message.vars)}</Notice>}
        <div>
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            {t('invitations.create')}
          </button>
        </div>
      </form>
      {created && (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200" role="status">
          <label htmlFor="invitation-link" className={labelClass}>
            {t('invitations.linkLabel', {
              who: created.invitation.email ?? created.invitation.phone ?? '',
              date: formatDateTime(created.invitation.expiresAt, lang),
            })}
          </label>
          <div className="flex gap-2">
            <input
              id="invitation-link"
              readOnly
              value={created.url}
              data-testid="invitation-link"
              className={`${inputClass} min-w-0 font-mono text-xs`}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard.writeText(created.url).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
              className={buttonClass.secondary}
            >
              {copied ? t('invitations.copied') : t('invitations.copy')}
            </button>
          </div>
          <p className="mt-1 text-xs text-slate-700">{t('invitations.linkOnce')}</p>
        </div>
      )}
      {message && (
        <div className="mt-3">
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      )}
      <h4 className="mt-4 text-sm font-bold">{t('invitations.listTitle')}</h4>
      {query.isError ? (
        <div className="mt-2">
          <ErrorBox messageKey={errorKey(query.error)} onRetry={() => void query.refetch()} />
        </div>
      ) : query.isPending ? (
        <p className="mt-2 text-sm text-slate-600" role="status">
          {t('common.loading')}
        </p>
      ) : invitations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('invitations.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="rounded-lg p-2 text-sm ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-semibold break-all">
                  {invitation.email ?? invitation.phone}
                </span>
                <StatusBadge tone={STATUS_TONES[invitation.status]}>
                  {t(`invitations.status.${invitation.status}`)}
                </StatusBadge>
              </div>
              <p className="text-xs text-slate-600">
                {invitation.roles.map((role) => t(`admin.roles.${role}`)).join(', ')}
              </p>
              <p className="text-xs text-slate-600">
                {invitation.status === 'pending'
                  ? t('invitations.expires', { date: formatDateTime(invitation.expiresAt, lang) })
                  : t('invitations.created', { date: formatDateTime(invitation.createdAt, lang) })}
              </p>
              {invitation.status === 'pending' && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setRevoking(invitation)}
                  className={`${buttonClass.danger} mt-1`}
                >
                  {t('invitations.revoke')}
                  <span className="sr-only"> {invitation.email ?? invitation.phone}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('invitations.confirmRevoke')}
        text={t('invitations.confirmRevokeText', { who: revoking?.email ?? revoking?.phone ?? '' })}
        confirmLabel={t('invitations.revoke')}
        danger
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
