import type { TTx } from '../../db/client.ts';
import type { TOutboxEvent } from '../workflow/outbox.repository.ts';
import type { TRequestFacts } from './message-facts.repository.ts';
import { formatThb, viewOf } from './message-view.ts';
import { insertNotifications } from './notifications.repository.ts';
import { messagesFor, type TNotifyDeps } from './write-messages.ts';
import { readNotificationSettings } from './settings.repository.ts';

/** Admin's note of a new request (Admin › Notifications: on, with an e-mail and/or a LINE user ID). */
export async function notifyStaffOfNewRequest(
  tx: TTx,
  deps: TNotifyDeps,
  event: TOutboxEvent,
  facts: TRequestFacts,
): Promise<void> {
  if (facts.isDemo) return;
  const settings = await readNotificationSettings(tx);
  if (!settings.newRequests) return;
  const locale = 'th';
  const view = viewOf(
    'staffNewRequest',
    locale,
    {
      reference: facts.reference,
      device: facts.deviceDescription,
      price: facts.offeredThb === null ? '—' : formatThb(facts.offeredThb, locale),
    },
    {
      buttons: [
        {
          label: 'เปิดดู / Open',
          url: `${deps.publicUrl}/admin?tab=requests&ref=${encodeURIComponent(facts.reference)}`,
        },
      ],
    },
  );
  await insertNotifications(
    tx,
    messagesFor(
      deps,
      view,
      { email: settings.adminEmail, lineUserIds: settings.adminLineUserId ? [settings.adminLineUserId] : [] },
      { key: `e${event.id}:staff`, tradeInId: facts.id, audience: 'staff' },
    ),
  );
}
