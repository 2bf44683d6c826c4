import {
  CHAT_DONE,
  CHAT_ERROR_KEYS,
  readSseEvents,
  type TChatChunk,
  type TChatRequest,
  type TChatStreamError,
} from '#core/contracts/chat.ts';
import { ApiError, publicApi } from '../../../lib/api.ts';

/** A reply that failed; `messageKey` is one of the three toasts of spec §8. */
export class ChatStreamError extends Error {
  override name = 'ChatStreamError';
  readonly messageKey: string;

  constructor(messageKey: string) {
    super(messageKey);
    this.messageKey = messageKey;
  }
}

const keyForStatus = (status: number) =>
  status === 429
    ? CHAT_ERROR_KEYS.rateLimited
    : status === 402
      ? CHAT_ERROR_KEYS.creditRequired
      : CHAT_ERROR_KEYS.sendFailed;

const keyForCode = (code: TChatStreamError['error']['code'] | undefined) =>
  code === 'RATE_LIMITED'
    ? CHAT_ERROR_KEYS.rateLimited
    : code === 'PAYMENT_REQUIRED'
      ? CHAT_ERROR_KEYS.creditRequired
      : CHAT_ERROR_KEYS.sendFailed;

/**
 * POST /api/chat and read its server-sent events (the typed client of the chat stream): each piece of
 * the answer goes to `onDelta` as it arrives. Resolves at `[DONE]`; throws ChatStreamError for a refused
 * request (429, 402, any other status), an `error` event, or a stream that breaks off; an abort is rethrown.
 */
export async function streamChat(
  request: TChatRequest,
  onDelta: (content: string) => void,
  signal: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await publicApi('POST /api/chat', { body: request }, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatStreamError(keyForStatus(error instanceof ApiError ? error.status : 0));
  }
  if (!(response instanceof Response) || !response.body)
    throw new ChatStreamError(CHAT_ERROR_KEYS.sendFailed);
  try {
    for await (const event of readSseEvents(response.body)) {
      if (event.event === 'error') {
        const body = safeParse<TChatStreamError>(event.data);
        throw new ChatStreamError(keyForCode(body?.error?.code));
      }
      if (event.data === CHAT_DONE) return;
      const content = safeParse<TChatChunk>(event.data)?.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content !== '') onDelta(content);
    }
  } catch (error) {
    if (signal.aborted || error instanceof ChatStreamError) throw error;
    throw new ChatStreamError(CHAT_ERROR_KEYS.sendFailed);
  }
  // The connection closed before [DONE]: the answer is incomplete.
  throw new ChatStreamError(CHAT_ERROR_KEYS.sendFailed);
}

function safeParse<T>(data: string): Partial<T> | undefined {
  try {
    return JSON.parse(data) as Partial<T>;
  } catch {
    return undefined;
  }
}
