import { z } from 'zod';
import { text } from './text.ts';
import { LOCALES } from '../constants.ts';

/**
 * POST /api/chat (spec §3 Chat message, §7 chat-assistant call): the request, the limits beside it,
 * and the events of the server-sent stream that answers it. The browser client and the server's
 * OpenAI-compatible client both read the stream with `readSseEvents` below.
 */

/** Longest message a customer may send, in characters. */
export const MAX_CHAT_MESSAGE_CHARS = 1000;
/** Messages of history sent with each question (the oldest are dropped by the browser first). */
export const MAX_CHAT_HISTORY = 20;
/** Largest request body, in bytes: the history at its limits, in Thai (3 bytes a character), with room for JSON. */
export const MAX_CHAT_BODY_BYTES = 96 * 1024;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type TChatRole = (typeof CHAT_ROLES)[number];

/** The toasts of spec §8, by cause: 429, 402 and anything else (a refused request included). */
export const CHAT_ERROR_KEYS = {
  rateLimited: 'chat.errors.rateLimited',
  creditRequired: 'chat.errors.creditRequired',
  sendFailed: 'chat.errors.sendFailed',
} as const;

/** A refused request is a 400 with `errors.validation.invalid`; the widget shows it as `sendFailed`. */
export const ZChatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: text().max(MAX_CHAT_MESSAGE_CHARS),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

export const ZChatRequestSchema = z.object({
  messages: z
    .array(ZChatMessageSchema)
    .min(1)
    .max(MAX_CHAT_HISTORY)
    // The customer asks last, and asks something.
    .refine((messages) => messages.at(-1)?.role === 'user' && messages.at(-1)?.content.trim() !== ''),
  /** The page's language: the answer's language when the question itself does not tell (e.g. "iPhone 13"). */
  locale: z.enum(LOCALES).optional(),
});
export type TChatRequest = z.infer<typeof ZChatRequestSchema>;

/** One `data:` event of the stream: the OpenAI chunk shape, reduced to what the widget reads. */
export interface TChatChunk {
  choices: [{ delta: { content: string } }];
}
/** The last `data:` line of a complete answer. */
export const CHAT_DONE = '[DONE]';
/**
 * Sent as `event: error` when the answer fails after the stream started (the status is already 200);
 * the stream then ends without [DONE]. `messageKey` is one of CHAT_ERROR_KEYS.
 */
export interface TChatStreamError {
  error: { code: 'RATE_LIMITED' | 'PAYMENT_REQUIRED' | 'BAD_GATEWAY' | 'INTERNAL'; messageKey: string };
}

export function chatChunk(content: string): TChatChunk {
  return { choices: [{ delta: { content } }] };
}

/** One server-sent event: its `event:` name ('message' when absent) and its joined `data:` lines. */
export interface TSseEvent {
  event: string;
  data: string;
}

/**
 * Splits a server-sent event stream into events as the bytes arrive (WHATWG SSE parsing, without
 * `id`/`retry`, which these streams do not use). Comment lines (`: keep-alive`) are skipped.
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<TSseEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          data = [];
          event = '';
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
      }
      if (done) {
        finished = true;
        if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
        return;
      }
    }
  } finally {
    // A consumer that stops early (after [DONE], or on abort) lets go of the rest of the body.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
