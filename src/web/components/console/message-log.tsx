import { useState } from 'react';
import type { TNotificationRow } from '#core/contracts/notifications.ts';
import type { TNotificationState } from '#core/notifications.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { buttonClass } from './console-styles.ts';
import { ConfirmDialog } from './dialog.tsx';
import { StatusBadge, type TBadgeTone } from './status-badge.tsx';

const TONES: Record<TNotificationState, TBadgeTone> = {
  pending: 'sky',
  sending: 'indigo',
  delivered: 'emerald',
  failed: 'red',
  cancelled: 'slate',
};

/**
 * Customer messages as staff see them (decision 043): what, by which channel, to whom (masked), when,
 * delivered or failed and why, with "send again" behind a confirmation. A request's page and Admin ›
 * Notifications both show it.
 */
export function MessageLog({
  items,
  onResend,
  referenceLink,
}: {
  items: readonly TNotificationRow[];
  onResend: (id: number) => Promise<void>;
  /** Shows each message's request, linked (the failures list). */
  referenceLink?: (reference: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [asked, setAsked] = useState<TNotificationRow | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    }).format(new Date(iso));

  if (items.length === 0) return <p className="text-sm text-slate-600">{t('notifications.log.empty')}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm">
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-semibold text-slate-900">
                {t(`notifications.kinds.${item.kind}`)}
                {item.reference && referenceLink && (
                  <>
                    {' · '}
                    <a className="text-brand-700 underline" href={referenceLink(item.reference)}>
                      {item.reference}
                    </a>
                  </>
                )}
              </p>
              <p className="text-slate-600">
                {t(`notifications.channels.${item.channel}`)} · {item.recipient} · {when(item.createdAt)}
                {item.resendOf !== null && ` · ${t('notifications.log.resent')}`}
              </p>
              {item.lastError && item.status !== 'delivered' && (
                <p className="break-words text-red-800">
                  {t('notifications.log.why', { error: item.lastError, attempts: item.attempts })}
                </p>
              )}
            </div>
            <StatusBadge tone={TONES[item.status]}>{t(`notifications.states.${item.status}`)}</StatusBadge>
            {item.status !== 'cancelled' && (
              <button type="button" className={buttonClass.secondary} onClick={() => setAsked(item)}>
                {t('notifications.log.resend')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        title={t('notifications.log.resendTitle')}
        text={
          asked &&
          t('notifications.log.resendText', {
            kind: t(`notifications.kinds.${asked.kind}`),
            recipient: asked.recipient,
          })
        }
        confirmLabel={t('notifications.log.resend')}
        busy={busy}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          setBusy(true);
          void onResend(asked.id).finally(() => {
            setBusy(false);
            setAsked(null);
          });
        }}
      />
    </>
  );
}
