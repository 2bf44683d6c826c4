import type { TNotificationSettingsForm } from '#core/contracts/notifications.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** Admin › Notifications (decision 043). */
export const notificationKeys = {
  all: ['notifications-admin'] as const,
  overview: () => [...notificationKeys.all, 'overview'] as const,
};

export function getNotificationsOverview() {
  return signedInApi('GET /api/admin/notifications');
}

export function saveNotificationSettings(settings: TNotificationSettingsForm) {
  return signedInApi('PUT /api/admin/notifications/settings', {
    body: {
      ...settings,
      adminEmail: settings.adminEmail ?? '',
      adminLineUserId: settings.adminLineUserId ?? '',
    },
  });
}

export function resendNotification(id: number) {
  return signedInApi('POST /api/admin/notifications/:id/resend', { params: { id } });
}
