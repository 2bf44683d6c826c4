import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * A stand-in for the LINE Messaging API (node:http on 127.0.0.1), answering as the real one does:
 * `POST /v2/bot/message/push` and `/v2/bot/message/reply` need `Authorization: Bearer <token>` (401
 * otherwise); a payload off the schema is 400 with LINE's `{message, details}`; `X-Line-Retry-Key` must be
 * a UUID, and a key already accepted answers 409 with `x-line-accepted-request-id` and sends nothing.
 * `failNext(429 | 500, n)` answers the next n pushes with that status (before looking at the key).
 */
const ZText = z.object({ type: z.literal('text'), text: z.string().min(1).max(5000) });
const ZFlex = z.object({
  type: z.literal('flex'),
  altText: z.string().min(1).max(400),
  contents: z.object({ type: z.enum(['bubble', 'carousel']) }).passthrough(),
});
const ZMessages = z
  .array(z.union([ZText, ZFlex]))
  .min(1)
  .max(5);
const ZPush = z.object({ to: z.string().regex(/^[UCR][0-9a-f]{32}$/), messages: ZMessages });
const ZReply = z.object({ replyToken: z.string().min(1), messages: ZMessages });
const ZRetryKey = z.uuid();

export interface TLinePush {
  to: string;
  messages: z.infer<typeof ZMessages>;
  retryKey: string | undefined;
  requestId: string;
}

export interface TLineStandIn {
  /** For LINE_API_BASE_URL. */
  baseUrl: string;
  token: string;
  /** Pushes accepted (sent to the user), in order. */
  pushes: TLinePush[];
  /** Every push request as it came (also the refused ones): its retry key and the status answered. */
  attempts: { retryKey: string | undefined; status: number }[];
  replies: { replyToken: string; messages: z.infer<typeof ZMessages> }[];
  failNext(status: 429 | 500 | 503, times?: number): void;
  close(): Promise<void>;
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const requestId = randomUUID();
  response.writeHead(status, {
    'content-type': 'application/json',
    'x-line-request-id': requestId,
    ...headers,
  });
  response.end(JSON.stringify(body));
  return requestId;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function startLineStandIn(token = 'test-channel-token'): Promise<TLineStandIn> {
  const pushes: TLinePush[] = [];
  const attempts: TLineStandIn['attempts'] = [];
  const replies: TLineStandIn['replies'] = [];
  const accepted = new Map<string, string>();
  let failures: { status: number; left: number } | undefined;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (request.headers.authorization !== `Bearer ${token}`) {
        answer(response, 401, {
          message:
            'Authentication failed. Confirm that the access token in the authorization header is valid.',
        });
        return;
      }
      if (request.method === 'POST' && request.url === '/v2/bot/message/reply') {
        const parsed = ZReply.safeParse(body);
        if (!parsed.success) return void answer(response, 400, invalid(parsed.error));
        replies.push(parsed.data);
        return void answer(response, 200, { sentMessages: [] });
      }
      if (request.method !== 'POST' || request.url !== '/v2/bot/message/push') {
        return void answer(response, 404, { message: 'Not found' });
      }
      const retryKey = request.headers['x-line-retry-key'] as string | undefined;
      if (failures && failures.left > 0) {
        failures.left -= 1;
        attempts.push({ retryKey, status: failures.status });
        return void answer(response, failures.status, {
          message: 'The API rate limit has been exceeded. Try again later.',
        });
      }
      if (retryKey !== undefined && !ZRetryKey.safeParse(retryKey).success) {
        attempts.push({ retryKey, status: 400 });
        return void answer(response, 400, { message: 'The value of the X-Line-Retry-Key header is invalid' });
      }
      const parsed = ZPush.safeParse(body);
      if (!parsed.success) {
        attempts.push({ retryKey, status: 400 });
        return void answer(response, 400, invalid(parsed.error));
      }
      const earlier = retryKey ? accepted.get(retryKey) : undefined;
      if (earlier) {
        attempts.push({ retryKey, status: 409 });
        return void answer(
          response,
          409,
          { message: 'The retry key is already accepted' },
          { 'x-line-accepted-request-id': earlier },
        );
      }
      attempts.push({ retryKey, status: 200 });
      const requestId = answer(response, 200, {
        sentMessages: parsed.data.messages.map((_, i) => ({ id: `${i}` })),
      });
      if (retryKey) accepted.set(retryKey, requestId);
      pushes.push({ ...parsed.data, retryKey, requestId });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    pushes,
    attempts,
    replies,
    failNext: (status, times = 1) => {
      failures = { status, left: times };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function invalid(error: z.ZodError) {
  return {
    message: 'The request body has 1 error(s)',
    details: error.issues.map((issue) => ({ message: issue.message, property: issue.path.join('.') })),
  };
}
