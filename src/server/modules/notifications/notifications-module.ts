import { messagingApi } from '@line/bot-sdk';
import type { Logger } from 'pino';
import { COMPANY } from '#core/constants.ts';
import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { qrSvg } from '../../documents/qr.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { principalOf } from '../../http/access-policy.ts';
import { clientIp } from '../../http/client-ip.ts';
import { configuredChannels } from './channels/channels.ts';
import { createLineWebhookService } from './line-webhook.service.ts';
import { createNotificationsAdminService } from './notifications-admin.service.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';
import type { TNotificationsRuntime } from './notifications-runtime.ts';

export interface TNotificationsModuleDeps {
  db: TDb;
  config: TConfig;
  logger: Logger;
  runtime?: TNotificationsRuntime | undefined;
}

/** Customer messages' routes (decision 043): LINE's webhook and account, unsubscribing. */
export function registerNotifications(api: TApiApp, deps: TNotificationsModuleDeps): void {
  const { config } = deps;
  const serve = endpointServer(api);
  const lineOn = Boolean(config.LINE_CHANNEL_ACCESS_TOKEN && config.LINE_CHANNEL_SECRET);
  const webhook = lineOn
    ? createLineWebhookService({
        db: deps.db,
        channelSecret: config.LINE_CHANNEL_SECRET!,
        client: new messagingApi.MessagingApiClient({
          channelAccessToken: config.LINE_CHANNEL_ACCESS_TOKEN!,
          baseURL: config.LINE_API_BASE_URL,
        }),
        logger: deps.logger,
      })
    : undefined;

  serve('POST /api/line/webhook', async (_request, c) => {
    if (!webhook) throw new AppError('NOT_FOUND', 'errors.notFound', 'LINE is not configured');
    await webhook.receive(Buffer.from(await c.req.arrayBuffer()), c.req.header('x-line-signature'));
    return {};
  });
  serve('GET /api/line/account', () => ({
    enabled: lineOn,
    addFriendUrl: COMPANY.lineOaUrl,
    accountId: COMPANY.lineOaId,
  }));
  const admin = createNotificationsAdminService({
    db: deps.db,
    channelsOn: deps.runtime?.channelsOn ?? configuredChannels(config),
    nudge: () => deps.runtime?.sender.nudge(),
  });
  const actor = (c: Parameters<typeof principalOf>[0]) => ({
    userId: principalOf(c).userId,
    ip: clientIp(c, config.TRUST_PROXY),
  });
  serve('GET /api/admin/requests/:reference/notifications', ({ params }) =>
    admin.listForRequest(params.reference),
  );
  serve('POST /api/admin/notifications/:id/resend', ({ params }, c) => admin.resend(params.id, actor(c)));
  serve('GET /api/admin/notifications', () => admin.overview());
  serve('PUT /api/admin/notifications/settings', ({ body }, c) => admin.updateSettings(body, actor(c)));
  serve('GET /api/line/qr.svg', async () => ({ data: await qrSvg(COMPANY.lineOaUrl) }));
  const subscriptions = createSubscriptionsService({
    db: deps.db,
    publicUrl: config.publicUrl,
    channels: deps.runtime?.channelsOn ?? configuredChannels(config),
    nudge: () => deps.runtime?.sender.nudge(),
  });
  serve('POST /api/quotes/:id/subscriptions', ({ params, body }) => subscriptions.subscribe(params.id, body));
  serve('POST /api/unsubscribe', ({ query }) => subscriptions.unsubscribe(query.token));
}
