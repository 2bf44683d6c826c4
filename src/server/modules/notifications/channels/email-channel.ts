import nodemailer from 'nodemailer';
import type { TEmailContent } from '#core/notifications.ts';
import { SEND_TIMEOUT_MS, withTimeout, type TChannel, type TSendResult } from './send-result.ts';

export interface TEmailChannelOptions {
  smtpUrl: string;
  from: string;
  /** Connections kept open to the SMTP server. */
  maxConnections?: number;
  timeoutMs?: number;
}

/** The domain of MAIL_FROM's address, for Message-IDs. */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/**
 * E-mail over SMTP_URL with nodemailer (decision 043): pooled connections, a text and an HTML part, the
 * message's retry key as its Message-ID (a resend after a crash is the same message to a mailbox that
 * removes duplicates), and List-Unsubscribe with One-Click (RFC 8058) where the message has one.
 * SMTP 5xx fails at once; 4xx and connection trouble are retried.
 */
export function createEmailChannel(options: TEmailChannelOptions): TChannel {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: options.maxConnections ?? 16,
    maxMessages: Infinity,
  });
  const domain = domainOf(options.from);
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return {
    async send({ recipient, content, retryKey }): Promise<TSendResult> {
      const email = content as TEmailContent;
      try {
        const info = await withTimeout(
          transport.sendMail({
            from: options.from,
            to: recipient,
            subject: email.subject,
            text: email.text,
            html: email.html,
            messageId: `<${retryKey}@${domain}>`,
            headers: email.oneClickUrl
              ? {
                  'List-Unsubscribe': `<${email.oneClickUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {},
          }),
          timeoutMs,
        );
        if (info.rejected.length > 0) return { ok: false, retry: false, error: `SMTP rejected ${recipient}` };
        return { ok: true, providerId: info.response.slice(0, 200) };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const message = error instanceof Error ? error.message : String(error);
        return {
          ok: false,
          retry: code === undefined || code < 500,
          error: `SMTP: ${message}`.slice(0, 500),
        };
      }
    },
    close: async () => transport.close(),
  };
}
