import type { TDeliveryListQuery, TPickupListQuery } from '#core/contracts/logistics.ts';
import { bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import { fillIn } from '#core/i18n/translate.ts';
import { deliveryOverdueBefore, isPickupOverdue } from '#core/logistics/overdue.ts';
import type { TDb } from '../../db/client.ts';
import { countOverdueDeliveries, listDeliveries } from '../logistics/logistics.repository.ts';
import { listPickups } from '../logistics/pickups.repository.ts';
import { MESSAGE_TEXTS } from './message-texts.ts';
import { viewOf } from './message-view.ts';
import { insertNotifications } from './notifications.repository.ts';
import { takeSummaryDay } from './settings.repository.ts';
import { messagesFor, type TNotifyDeps } from './write-messages.ts';

/** The summary goes out with the first run after this hour (Bangkok) of a day with overdue work. */
export const OVERDUE_SUMMARY_HOUR = 8;
/** References listed per kind of work; the count says the rest. */
const LISTED = 10;

/**
 * Admin's daily summary of overdue work (decision 043, Admin › Notifications): pick-ups past their slot and
 * deliveries open more than `overdueDays` days (decision 045, what GET /api/logistics/overdue counts), by
 * LINE and/or e-mail. Once per Bangkok day across instances: the day is taken on the settings row in the
 * transaction that writes the message (its dedupe key is the day too), so a crash before that commit
 * leaves the day to take again. A day without overdue work is taken and says nothing.
 * Returns whether a summary was written.
 */
export async function writeOverdueSummary(
  deps: TNotifyDeps & { db: TDb; overdueDays: number },
  now = new Date(),
): Promise<boolean> {
  const day = bangkokDate(now);
  if (now.getTime() < bangkokDayStart(day).getTime() + OVERDUE_SUMMARY_HOUR * 3_600_000) return false;
  return deps.db.transaction(async (tx) => {
    const admin = await takeSummaryDay(tx, day);
    if (!admin || (!admin.adminEmail && !admin.adminLineUserId)) return false;
    const pickups = (await listPickups(tx, { overdue: '1' } as TPickupListQuery, day)).filter((pickup) =>
      isPickupOverdue(pickup, now),
    );
    const before = deliveryOverdueBefore(now, deps.overdueDays);
    const deliveryCount = await countOverdueDeliveries(tx, before);
    const deliveries =
      deliveryCount === 0
        ? []
        : (await listDeliveries(tx, { overdue: '1', pageSize: LISTED } as TDeliveryListQuery, before)).rows;
    const count = pickups.length + deliveryCount;
    if (count === 0) return false;
    const locale = 'th';
    const texts = MESSAGE_TEXTS[locale];
    const lines = [
      ...(pickups.length > 0
        ? [
            fillIn(texts.overdueLine, { what: texts.labels.overduePickups, count: pickups.length }),
            ...pickups
              .slice(0, LISTED)
              .map((pickup) =>
                `• ${pickup.reference} · ${pickup.date ?? ''} ${pickup.timeSlot ?? ''}`.trim(),
              ),
          ]
        : []),
      ...(deliveryCount > 0
        ? [
            fillIn(texts.overdueLine, {
              what: fillIn(texts.labels.overdueDeliveries, { days: deps.overdueDays }),
              count: deliveryCount,
            }),
            ...deliveries.map(
              (row) =>
                `• ${row.documentNumber ?? `#${row.delivery.id}`} · ${bangkokDate(row.delivery.createdAt)}`,
            ),
          ]
        : []),
    ];
    const view = viewOf(
      'staffOverdue',
      locale,
      { count, date: day },
      {
        lines,
        buttons: [
          {
            label: `${texts.buttons.open} / ${MESSAGE_TEXTS.en.buttons.open}`,
            url: `${deps.publicUrl}/logistics`,
          },
        ],
      },
    );
    const written = await insertNotifications(
      tx,
      messagesFor(
        deps,
        view,
        { email: admin.adminEmail, lineUserIds: admin.adminLineUserId ? [admin.adminLineUserId] : [] },
        { key: `overdue:${day}`, audience: 'staff' },
      ),
    );
    return written > 0;
  });
}
