import type { TLocale } from '#core/constants.ts';
import type { TChatMessage } from '#core/contracts/chat.ts';
import type { TLookupStatus } from './status-lookup.ts';

/** One question to answer: the conversation, the page's language, and the status lookup bound to the request. */
export interface TChatQuestion {
  messages: TChatMessage[];
  locale?: TLocale | undefined;
  lookupStatus: TLookupStatus;
  /** Aborted when the customer goes away: stop producing, and abort any upstream request. */
  signal: AbortSignal;
}

/** Who answers: the built-in assistant or an OpenAI-compatible endpoint. The answer comes as text pieces. */
export interface TChatProvider {
  readonly name: 'builtin' | 'openai';
  reply(question: TChatQuestion): AsyncIterable<string>;
}

export type TUpstreamFailure = 'rateLimited' | 'creditRequired' | 'failed';

/** The upstream endpoint refused or failed. Its status maps to ours: 429 → 429, 402 → 402, anything else → 502. */
export class ChatUpstreamError extends Error {
  override name = 'ChatUpstreamError';
  readonly failure: TUpstreamFailure;
  readonly upstreamStatus: number | undefined;

  constructor(failure: TUpstreamFailure, message: string, upstreamStatus?: number) {
    super(message);
    this.failure = failure;
    this.upstreamStatus = upstreamStatus;
  }

  static fromStatus(status: number): ChatUpstreamError {
    if (status === 429)
      return new ChatUpstreamError('rateLimited', 'The chat endpoint is rate limiting us', status);
    if (status === 402)
      return new ChatUpstreamError('creditRequired', 'The chat endpoint wants more credit', status);
    return new ChatUpstreamError('failed', `The chat endpoint answered ${status}`, status);
  }
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
