import { createHash } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '#core/constants.ts';
import type { TSubscriptionKind } from '#core/notifications.ts';
import type { TLocale } from '#core/constants.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { formatDay, formatThb, viewOf } from './message-view.ts';
import { MESSAGE_TEXTS } from './message-texts.ts';
import { insertNotifications } from './notifications.repository.ts';
import { localeOf } from './request-messages.ts';
import {
  countQuoteSubscriptions,
  findActiveSubscription,
  findQuoteForSubscription,
  insertSubscription,
  takeDueReminders,
  takeMovedPrices,
  unsubscribeByToken,
  type TDueSubscriptionRow,
} from './subscriptions.repository.ts';
import { messagesFor, type TNotifyDeps } from './write-messages.ts';

/** A quote's subscriptions at most: the endpoint is public and writes e-mails. */
export const MAX_SUBSCRIPTIONS_PER_QUOTE = 3;

/** The unsubscribe link's token: the subscription's random id, base64url; only its hash is looked up. */
export const unsubscribeToken = (id: string) =>
  Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Send me this price", the reminder a day before its lock ends, and "tell me when the price of my model
 * changes" (decision 043). E-mail only: a quote has no LINE chat yet (a chat links to a request).
 */
export function createSubscriptionsService(deps: TNotifyDeps & { db: TDb; nudge: () => void }) {
  const { db } = deps;
  /** The wizard opened at this model and storage (the landing form's prefill). */
  const wizardUrl = (device: { brandId: number; modelId: number; storageGb: number }) =>
    `${deps.publicUrl}/valuation?brand=${device.brandId}&model=${device.modelId}&storage=${device.storageGb}`;
  const unsubscribeUrl = (id: string) => `${deps.publicUrl}/unsubscribe?token=${unsubscribeToken(id)}`;

  function write(
    tx: TExecutor,
    view: ReturnType<typeof viewOf>,
    row: { id: string; recipient: string; isDemo: boolean },
    key: string,
  ) {
    return insertNotifications(
      tx,
      messagesFor(
        deps,
        view,
        { email: row.recipient },
        {
          key,
          subscriptionId: row.id,
          audience: 'customer',
          isDemo: row.isDemo,
        },
      ),
    );
  }

  function quoteView(
    kind: 'quoteSaved' | 'quoteReminder',
    locale: TLocale,
    quote: {
      device: string;
      offerThb: number;
      validUntil: Date;
      brandId: number;
      modelId: number;
      storageGb: number;
    },
    subscriptionId: string,
  ) {
    const texts = MESSAGE_TEXTS[locale];
    const price = formatThb(quote.offerThb, locale);
    const date = formatDay(quote.validUntil, locale);
    return viewOf(
      kind,
      locale,
      { device: quote.device, price, date },
      {
        facts: [
          [texts.labels.device, quote.device],
          [texts.labels.offer, price],
          [texts.labels.validUntil, date],
        ],
        buttons: [{ label: texts.buttons.continue, url: wizardUrl(quote) }],
        unsubscribeUrl: unsubscribeUrl(subscriptionId),
      },
    );
  }

  return {
    async subscribe(
      quoteId: string,
      input: { kind: TSubscriptionKind; email: string; locale: TLocale },
    ): Promise<{ kind: TSubscriptionKind; created: boolean }> {
      if (!deps.channels.includes('email')) {
        throw new AppError('CONFLICT', 'notifications.errors.channelOff', 'E-mail is off');
      }
      const created = await db.transaction(async (tx) => {
        const quote = await findQuoteForSubscription(tx, quoteId);
        if (!quote) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such quote');
        if (input.kind === 'quote' && quote.validUntil.getTime() <= Date.now()) {
          throw new AppError('GONE', 'errors.quote.expired', 'The price lock has ended');
        }
        if (await findActiveSubscription(tx, quoteId, input.kind, input.email)) return false;
        if ((await countQuoteSubscriptions(tx, quoteId)) >= MAX_SUBSCRIPTIONS_PER_QUOTE) {
          throw new AppError('RATE_LIMITED', 'notifications.errors.tooMany', 'Enough for this quote');
        }
        const id = crypto.randomUUID();
        await insertSubscription(tx, {
          id,
          kind: input.kind,
          quoteId,
          modelId: quote.modelId,
          storageGb: quote.storageGb,
          grade: quote.grade,
          priceThb: input.kind === 'priceAlert' ? quote.adminPriceThb : quote.offerThb,
          channel: 'email',
          recipient: input.email,
          locale: input.locale,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          tokenHash: hashOf(unsubscribeToken(id)),
        });
        if (input.kind === 'quote') {
          await write(
            tx,
            quoteView('quoteSaved', input.locale, quote, id),
            { id, recipient: input.email, isDemo: false },
            `subscription:${id}:saved`,
          );
        }
        return true;
      });
      if (created) deps.nudge();
      return { kind: input.kind, created };
    },

    async unsubscribe(token: string): Promise<{ kind: TSubscriptionKind; already: boolean }> {
      const result = await db.transaction((tx) => unsubscribeByToken(tx, hashOf(token)));
      if (!result) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such link');
      return { kind: result.kind, already: result.already };
    },

    /** Reminders of locks ending within a day and alerts of moved prices; returns how many were written. */
    async sendDue(): Promise<number> {
      const written = await db.transaction(async (tx) => {
        let count = 0;
        for (const row of await takeDueReminders(tx)) {
          const locale = localeOf(row.locale);
          const view = quoteView(
            'quoteReminder',
            locale,
            {
              device: row.device,
              offerThb: Number(row.offer_thb),
              validUntil: new Date(row.valid_until!),
              brandId: Number(row.brand_id),
              modelId: Number(row.model_id),
              storageGb: Number(row.storage_gb),
            },
            row.id,
          );
          count += await write(tx, view, subscriber(row), `subscription:${row.id}:reminder`);
        }
        for (const row of await takeMovedPrices(tx)) {
          count += await write(tx, alertView(row), subscriber(row), `subscription:${row.id}:alert`);
        }
        return count;
      });
      if (written > 0) deps.nudge();
      return written;
    },
  };

  function subscriber(row: TDueSubscriptionRow) {
    return { id: row.id, recipient: row.recipient, isDemo: Boolean(row.is_demo) };
  }

  /** The new price and a link that opens the wizard at this model and storage. */
  function alertView(row: TDueSubscriptionRow) {
    const locale = localeOf(row.locale);
    const texts = MESSAGE_TEXTS[locale];
    const price = formatThb(Number(row.offer_thb), locale);
    const wizard = wizardUrl({
      brandId: Number(row.brand_id),
      modelId: Number(row.model_id),
      storageGb: Number(row.storage_gb),
    });
    return viewOf(
      'priceAlert',
      locale,
      { device: row.device, price },
      {
        facts: [
          [texts.labels.device, row.device],
          [texts.labels.newPrice, price],
        ],
        buttons: [{ label: texts.buttons.getPrice, url: wizard }],
        unsubscribeUrl: unsubscribeUrl(row.id),
      },
    );
  }
}

export type TSubscriptionsService = ReturnType<typeof createSubscriptionsService>;
