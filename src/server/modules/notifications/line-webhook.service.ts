import { validateSignature, type messagingApi, type webhook } from '@line/bot-sdk';
import type { Logger } from 'pino';
import { fillIn } from '#core/i18n/translate.ts';
import { ERASED_NAME } from '#core/personal-data.ts';
import { normalizeThaiPhone } from '#core/phone.ts';
import type { TDb, TTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  countWrongDigits,
  findAwaitingLink,
  findLink,
  findRequestForLink,
  saveLink,
  takeWebhookEvent,
  unlinkUser,
} from './line-links.repository.ts';
import { MESSAGE_TEXTS } from './message-texts.ts';
import { localeOf } from './request-messages.ts';

/** Wrong last-four answers before a reference links nothing more for that chat. */
export const MAX_DIGIT_TRIES = 3;
const REFERENCE_IN_TEXT = /TRD-\d{6}-[A-Z0-9]{4}/i;
const STOP_WORDS = new Set(['stop', 'หยุด', 'unsubscribe', 'ยกเลิก']);

export interface TLineWebhookDeps {
  db: TDb;
  channelSecret: string;
  client: Pick<messagingApi.MessagingApiClient, 'replyMessage'>;
  logger: Logger;
}

const both = (pick: (texts: (typeof MESSAGE_TEXTS)['th']) => string) =>
  `${pick(MESSAGE_TEXTS.th)}\n${pick(MESSAGE_TEXTS.en)}`;

/**
 * LINE's webhook (decision 043). The signature is checked on the raw bytes before anything is read;
 * each event is handled once in its own transaction (its webhookEventId recorded with its effects), and
 * answered with a reply (free, through the reply token) after that commit.
 */
export function createLineWebhookService(deps: TLineWebhookDeps) {
  const { db, logger } = deps;

  /** What to answer one text message: a reference, the four digits, "stop" or help. */
  async function onText(tx: TTx, userId: string, text: string): Promise<string> {
    const trimmed = text.trim();
    if (STOP_WORDS.has(trimmed.toLowerCase())) {
      await unlinkUser(tx, userId);
      return both((texts) => texts.unlinked);
    }
    const reference = REFERENCE_IN_TEXT.exec(trimmed)?.[0].toUpperCase();
    if (reference) return onReference(tx, userId, reference);
    if (/^\d{4}$/.test(trimmed)) return onDigits(tx, userId, trimmed);
    return both((texts) => texts.linkHelp);
  }

  async function onReference(tx: TTx, userId: string, reference: string): Promise<string> {
    const request = await findRequestForLink(tx, reference);
    if (!request || request.fullName === ERASED_NAME) return both((texts) => texts.linkUnknown);
    const texts = MESSAGE_TEXTS[localeOf(request.locale)];
    const existing = await findLink(tx, userId, request.id);
    if (existing?.status === 'linked') return fillIn(texts.linkDone, { reference });
    if (existing && existing.tries >= MAX_DIGIT_TRIES) return texts.linkRefused;
    // A request that named a LINE ID links at once; otherwise the phone's last four digits confirm it,
    // so a guessed reference links nothing.
    const status = request.lineId ? 'linked' : 'awaitingPhone';
    await saveLink(tx, { lineUserId: userId, tradeInId: request.id, status });
    return fillIn(status === 'linked' ? texts.linkDone : texts.linkAskDigits, { reference });
  }

  async function onDigits(tx: TTx, userId: string, digits: string): Promise<string> {
    const awaiting = await findAwaitingLink(tx, userId);
    if (!awaiting) return both((texts) => texts.linkHelp);
    const texts = MESSAGE_TEXTS[localeOf(awaiting.locale)];
    if (awaiting.tries >= MAX_DIGIT_TRIES) return texts.linkRefused;
    const phone = normalizeThaiPhone(awaiting.phone) ?? awaiting.phone.replace(/\D/g, '');
    if (phone.endsWith(digits)) {
      await saveLink(tx, { lineUserId: userId, tradeInId: awaiting.tradeInId, status: 'linked' });
      return fillIn(texts.linkDone, { reference: awaiting.reference });
    }
    await countWrongDigits(tx, userId, awaiting.tradeInId);
    return awaiting.tries + 1 >= MAX_DIGIT_TRIES ? texts.linkRefused : texts.linkWrongDigits;
  }

  /** One event's effects and reply text (undefined: nothing to say), or undefined when handled before. */
  async function handleEvent(event: webhook.Event): Promise<string | undefined> {
    return db.transaction(async (tx) => {
      if (!(await takeWebhookEvent(tx, event.webhookEventId))) return undefined;
      const userId = event.source?.type === 'user' ? event.source.userId : undefined;
      if (!userId) return undefined;
      if (event.type === 'follow') return MESSAGE_TEXTS.th.greeting;
      if (event.type === 'unfollow') {
        await unlinkUser(tx, userId);
        return undefined;
      }
      if (event.type === 'message' && event.message.type === 'text')
        return onText(tx, userId, event.message.text);
      return undefined;
    });
  }

  async function reply(replyToken: string, text: string): Promise<void> {
    try {
      await deps.client.replyMessage({ replyToken, messages: [{ type: 'text', text }] });
    } catch (error) {
      // A reply token lives a minute and works once; a lost reply is not retried (the link stands).
      logger.warn({ err: error }, 'LINE reply not sent');
    }
  }

  return {
    /** Checks the signature, then handles every event once; throws 401 for a body LINE did not sign. */
    async receive(raw: Buffer, signature: string | undefined): Promise<void> {
      if (!signature || !validateSignature(raw, deps.channelSecret, signature)) {
        throw new AppError('UNAUTHORIZED', 'notifications.errors.signature', 'Bad X-Line-Signature');
      }
      let body: webhook.CallbackRequest;
      try {
        body = JSON.parse(raw.toString('utf8')) as webhook.CallbackRequest;
      } catch {
        throw new AppError('VALIDATION', 'errors.validation.malformed', 'The webhook body is not JSON');
      }
      for (const event of Array.isArray(body.events) ? body.events : []) {
        if (typeof event?.webhookEventId !== 'string') continue;
        const answer = await handleEvent(event);
        const replyToken = 'replyToken' in event ? event.replyToken : undefined;
        if (answer && replyToken) await reply(replyToken, answer);
      }
    },
  };
}

export type TLineWebhookService = ReturnType<typeof createLineWebhookService>;
