import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ZNotificationSettingsUpdateSchema,
  type TNotificationsOverview,
  type TNotificationSettingsForm,
} from '#core/contracts/notifications.ts';
import { describedBy, FieldError } from '../../../components/console/console-field.tsx';
import {
  buttonClass,
  checkboxClass,
  inputClass,
  labelClass,
  panelClass,
} from '../../../components/console/console-styles.ts';
import { useConsoleToast } from '../../../components/console/console-toast.tsx';
import { MessageLog } from '../../../components/console/message-log.tsx';
import { ErrorBox, SkeletonRows } from '../../../components/console/notice.tsx';
import { StatusBadge } from '../../../components/console/status-badge.tsx';
import { useFormErrors } from '../../../components/form/use-form-errors.ts';
import { errorKey } from '../../../lib/api.ts';
import { fieldIn } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  getNotificationsOverview,
  notificationKeys,
  resendNotification,
  saveNotificationSettings,
} from '../api/notifications-api.ts';

/** Admin › Notifications: which channels are on, the counts, the failures, admin's own notes (decision 043). */
export function NotificationsTab() {
  const { t } = useTranslation();
  const toast = useConsoleToast();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: notificationKeys.overview(), queryFn: getNotificationsOverview });
  if (overview.isPending) return <SkeletonRows rows={4} />;
  if (overview.isError) {
    return <ErrorBox messageKey={errorKey(overview.error)} onRetry={() => void overview.refetch()} />;
  }
  const data = overview.data;
  return (
    <div className="grid gap-4">
      <ChannelsPanel channels={data.channels} />
      <section className={`${panelClass} p-4`} aria-labelledby="notification-counts">
        <h2 id="notification-counts" className="mb-2 text-base font-semibold">
          {t('notifications.admin.counts')}
        </h2>
        <ul className="flex flex-wrap gap-3 text-sm">
          {(['delivered', 'pending', 'sending', 'failed', 'cancelled'] as const).map((state) => (
            <li key={state}>
              {t(`notifications.states.${state}`)}: <strong>{data.counts[state] ?? 0}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${panelClass} p-4`} aria-labelledby="notification-failures">
        <h2 id="notification-failures" className="mb-2 text-base font-semibold">
          {t('notifications.admin.failures')}
        </h2>
        <MessageLog
          items={data.failures}
          referenceLink={(reference) => `/admin?tab=requests&ref=${encodeURIComponent(reference)}`}
          onResend={async (id) => {
            try {
              await resendNotification(id);
              toast.ok('notifications.log.resentToast');
            } catch (error) {
              toast.fail(error);
            }
            await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          }}
        />
      </section>
      <SettingsForm
        settings={data.settings}
        onSaved={(next) => {
          queryClient.setQueryData(notificationKeys.overview(), next);
          toast.ok('notifications.admin.saved');
        }}
      />
    </div>
  );
}

/** On the requests list: which customer-message channels are off, linking to Admin › Notifications. */
export function ChannelsOffNotice() {
  const { t } = useTranslation();
  const overview = useQuery({ queryKey: notificationKeys.overview(), queryFn: getNotificationsOverview });
  const off = overview.data?.channels.filter((channel) => !channel.enabled) ?? [];
  if (off.length === 0) return null;
  return (
    <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      {t('notifications.admin.offNotice', {
        channels: off.map((channel) => t(`notifications.channels.${channel.channel}`)).join(', '),
      })}{' '}
      <a className="font-semibold underline" href="/admin?tab=notifications">
        {t('notifications.admin.tab')}
      </a>
    </p>
  );
}

/** The channels, on or off, and the settings an off one needs. */
export function ChannelsPanel({ channels }: { channels: TNotificationsOverview['channels'] }) {
  const { t } = useTranslation();
  return (
    <section className={`${panelClass} p-4`} aria-labelledby="notification-channels">
      <h2 id="notification-channels" className="mb-2 text-base font-semibold">
        {t('notifications.admin.channels')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {channels.map((channel) => (
          <li key={channel.channel} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="flex items-center justify-between gap-2 font-semibold">
              {t(`notifications.channels.${channel.channel}`)}
              <StatusBadge tone={channel.enabled ? 'emerald' : 'slate'}>
                {t(channel.enabled ? 'notifications.admin.on' : 'notifications.admin.off')}
              </StatusBadge>
            </p>
            {!channel.enabled && (
              <p className="mt-1 text-slate-600">
                {t('notifications.admin.needs', { settings: channel.settings.join(', ') })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: TNotificationSettingsForm;
  onSaved: (next: TNotificationsOverview) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(settings);
  const [busy, setBusy] = useState(false);
  // The endpoint's schema first (issue 30 item 7): an address or LINE user ID it refuses is said at its
  // field and nothing is sent; the server's refusal lands there too, and each clears when changed.
  const errors = useFormErrors(fieldIn(['adminEmail', 'adminLineUserId']), (name) => `notes-${name}`);
  const field = (name: 'adminEmail' | 'adminLineUserId', label: string, hint: string) => (
    <div className="grid gap-1">
      <label htmlFor={`notes-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        className={inputClass}
        value={form[name] ?? ''}
        maxLength={254}
        onChange={(event) => (setForm({ ...form, [name]: event.target.value }), errors.clear(name))}
        {...describedBy(`notes-${name}`, errors.errors[name], true)}
      />
      <span id={`notes-${name}-hint`} className="text-xs text-slate-600">
        {hint}
      </span>
      <FieldError id={`notes-${name}`} error={errors.errors[name]} />
    </div>
  );
  const box = (name: 'newRequests' | 'overdueSummary', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className={checkboxClass}
        checked={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <form
      className={`${panelClass} grid gap-3 p-4`}
      aria-labelledby="notification-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = {
          ...form,
          adminEmail: (form.adminEmail ?? '').trim(),
          adminLineUserId: (form.adminLineUserId ?? '').trim(),
        };
        if (!errors.check(ZNotificationSettingsUpdateSchema, body)) return;
        setBusy(true);
        saveNotificationSettings(body)
          .then(onSaved)
          .catch((failure: unknown) => errors.fail(failure))
          .finally(() => setBusy(false));
      }}
    >
      <h2 id="notification-settings" className="text-base font-semibold">
        {t('notifications.admin.notes')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('adminEmail', t('notifications.admin.email'), t('notifications.admin.emailHint'))}
        {field(
          'adminLineUserId',
          t('notifications.admin.lineUserId'),
          t('notifications.admin.lineUserIdHint'),
        )}
      </div>
      {box('newRequests', t('notifications.admin.newRequests'))}
      {box('overdueSummary', t('notifications.admin.overdueSummary'))}
      {errors.message && (
        <p role="alert" className="text-sm text-red-800">
          {t(errors.message.key, errors.message.vars)}
        </p>
      )}
      <div>
        <button type="submit" className={buttonClass.primary} disabled={busy} aria-busy={busy || undefined}>
          {t('notifications.admin.save')}
        </button>
      </div>
    </form>
  );
}
