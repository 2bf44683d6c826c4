import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import type { TLineContent } from '#core/notifications.ts';
import { SEND_TIMEOUT_MS, withTimeout, type TChannel, type TSendResult } from './send-result.ts';

export interface TLineChannelOptions {
  channelAccessToken: string;
  /** LINE_API_BASE_URL: the real API by default; tests and the bench point it at a stand-in. */
  baseURL: string;
  timeoutMs?: number;
}

/**
 * Pushes through the official SDK's MessagingApiClient with X-Line-Retry-Key (decision 043). LINE answers
 * 409 with x-line-accepted-request-id when that key was already accepted: the message went out the first
 * time, so it counts as delivered. 429 and 5xx (and timeouts, broken connections) are retried; any other
 * 4xx is not — the request itself is wrong (blocked user, bad payload).
 */
export function createLineChannel(options: TLineChannelOptions): TChannel & {
  client: messagingApi.MessagingApiClient;
} {
  const client = new messagingApi.MessagingApiClient({
    channelAccessToken: options.channelAccessToken,
    baseURL: options.baseURL,
  });
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  return {
    client,
    async send({ recipient, content, retryKey }): Promise<TSendResult> {
      const { messages } = content as TLineContent;
      try {
        const response = await withTimeout(
          client.pushMessageWithHttpInfo(
            { to: recipient, messages: messages as unknown as messagingApi.Message[] },
            retryKey,
          ),
          timeoutMs,
        );
        return { ok: true, providerId: response.httpResponse.headers.get('x-line-request-id') ?? undefined };
      } catch (error) {
        return lineFailure(error);
      }
    },
    close: async () => undefined,
  };
}

function lineFailure(error: unknown): TSendResult {
  if (!(error instanceof HTTPFetchError)) {
    return {
      ok: false,
      retry: true,
      error: `LINE: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const accepted = error.headers.get('x-line-accepted-request-id');
  if (error.status === 409 && accepted) return { ok: true, providerId: accepted };
  const retry = error.status === 429 || error.status >= 500;
  const retryAfter = Number(error.headers.get('retry-after'));
  return {
    ok: false,
    retry,
    error: `LINE ${error.status}: ${lineMessage(error.body)}`,
    ...(retry && Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
  };
}

/** LINE's error body is `{ "message": "…", "details": [...] }`; its message says why. */
function lineMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as {
      message?: string;
      details?: { message?: string; property?: string }[];
    };
    const details = (parsed.details ?? []).map((detail) =>
      `${detail.property ?? ''} ${detail.message ?? ''}`.trim(),
    );
    return [parsed.message, ...details].filter(Boolean).join('; ').slice(0, 500) || body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}
