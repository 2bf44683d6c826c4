import type { TNotificationChannel } from '#core/notifications.ts';
import type { TMessageView } from './message-view.ts';
import type { TNewNotification } from './notifications.repository.ts';
import { renderEmail } from './render-email.ts';
import { renderLine } from './render-line.ts';
import type { TLinks } from './request-messages.ts';

export interface TNotifyDeps extends TLinks {
  /** The channels with settings: nothing is written for a channel that is off. */
  channels: readonly TNotificationChannel[];
}

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Both renderings of a view for every recipient, keyed by the event so a redelivery writes nothing more. */
export function messagesFor(
  deps: TNotifyDeps,
  view: TMessageView,
  recipients: { email?: string | null | undefined; lineUserIds?: readonly string[] },
  base: Omit<TNewNotification, 'channel' | 'recipient' | 'content' | 'dedupeKey' | 'kind' | 'locale'> & {
    key: string;
  },
): TNewNotification[] {
  const { key, ...row } = base;
  const rows: TNewNotification[] = [];
  const common = { ...row, kind: view.kind, locale: view.locale };
  if (deps.channels.includes('line')) {
    for (const lineUserId of recipients.lineUserIds ?? []) {
      rows.push({
        ...common,
        channel: 'line',
        recipient: lineUserId,
        content: renderLine(view),
        dedupeKey: `${key}:line:${lineUserId}`,
      });
    }
  }
  if (deps.channels.includes('email') && recipients.email && EMAIL_SHAPE.test(recipients.email)) {
    rows.push({
      ...common,
      channel: 'email',
      recipient: recipients.email,
      content: renderEmail(view),
      dedupeKey: `${key}:email:${recipients.email.toLowerCase()}`,
    });
  }
  return rows;
}
