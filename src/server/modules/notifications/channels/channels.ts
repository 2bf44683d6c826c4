import type { TNotificationChannel } from '#core/notifications.ts';
import type { TConfig } from '../../../config/env.ts';
import { createEmailChannel } from './email-channel.ts';
import { createLineChannel } from './line-channel.ts';
import type { TChannel } from './send-result.ts';

export type TChannels = Partial<Record<TNotificationChannel, TChannel>>;

/** The channels whose settings are there: LINE with its token and secret, e-mail with SMTP_URL and MAIL_FROM. */
export function configuredChannels(config: TConfig): TNotificationChannel[] {
  const on: TNotificationChannel[] = [];
  if (config.LINE_CHANNEL_ACCESS_TOKEN && config.LINE_CHANNEL_SECRET) on.push('line');
  if (config.SMTP_URL && config.MAIL_FROM) on.push('email');
  return on;
}

/** A sender for every configured channel; none when nothing is set (the portal then sends nothing). */
export function createChannels(config: TConfig): TChannels {
  const channels: TChannels = {};
  if (config.LINE_CHANNEL_ACCESS_TOKEN && config.LINE_CHANNEL_SECRET) {
    channels.line = createLineChannel({
      channelAccessToken: config.LINE_CHANNEL_ACCESS_TOKEN,
      baseURL: config.LINE_API_BASE_URL,
    });
  }
  if (config.SMTP_URL && config.MAIL_FROM) {
    channels.email = createEmailChannel({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  }
  return channels;
}
