/** Customer messages (issue 31, decision 043): the channels, a message's states and what it tells. */
export const NOTIFICATION_CHANNELS = ['line', 'email'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** pending → sending → delivered | failed (| pending again after a retryable failure); cancelled: erased. */
export const NOTIFICATION_STATES = ['pending', 'sending', 'delivered', 'failed', 'cancelled'] as const;
export type TNotificationState = (typeof NOTIFICATION_STATES)[number];

export const SUBSCRIPTION_KINDS = ['quote', 'priceAlert'] as const;
export type TSubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/** What a message tells; the workflow decides which, staff choose nothing. */
export const NOTIFICATION_KINDS = [
  'requestReceived',
  'pickupBooked',
  'visitBooked',
  'deviceReceived',
  'offerConfirmed',
  'requote',
  'paymentSent',
  'voucherIssued',
  'requestRejected',
  'returnShipped',
  'returnDelivered',
  'buyerShipped',
  'quoteSaved',
  'quoteReminder',
  'priceAlert',
  'staffNewRequest',
  'staffOverdue',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** An e-mail as rendered when it was written: what was sent is what the log shows. */
export interface TEmailContent {
  subject: string;
  text: string;
  html: string;
  /** The unsubscribe page (a link in the message) for anything not about a live request. */
  unsubscribeUrl?: string;
  /** Where a mail client POSTs the one-click unsubscribe (RFC 8058 List-Unsubscribe-Post). */
  oneClickUrl?: string;
}

/** A LINE push's messages (Flex with an altText), as the Messaging API takes them. */
export interface TLineContent {
  messages: Record<string, unknown>[];
}

export type TNotificationContent = TEmailContent | TLineContent;

/** Attempts before a message is left as failed (429, 5xx, timeouts); 4xx fails at once. */
export const NOTIFICATION_MAX_ATTEMPTS = 8;
