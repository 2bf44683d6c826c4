import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible endpoint (node:http on 127.0.0.1, a free port), speaking the
 * real streaming protocol of POST /chat/completions: `data: {"id","object":"chat.completion.chunk",…}`
 * lines with content or tool_calls deltas, a finish_reason, then `data: [DONE]`; and its error answers
 * (429, 402, 500) as JSON. Each request takes the next scripted turn; every request is recorded.
 */

export type TStandInTurn =
  | {
      /** Content pieces, streamed one chunk each. */
      content?: string[];
      /** Tool calls, streamed as the API does: id and name first, then the arguments in pieces. */
      toolCalls?: { name: string; arguments: string }[];
      /** Resolves when the stand-in may send the pieces after the first one (to prove chunk-by-chunk delivery). */
      holdAfterFirst?: Promise<void>;
      /** Drops the connection after the first piece, as a crashing upstream does. */
      breakAfterFirst?: boolean;
    }
  | { status: 402 | 429 | 500 | 503; body?: unknown };

export interface TRecordedRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content?: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
    tools?: { function: { name: string } }[];
    tool_choice?: string;
  };
  /** Resolves when the connection closed; `completed` says whether the stand-in had finished answering. */
  closed: Promise<{ completed: boolean }>;
}

export interface TOpenAiStandIn {
  /** Base URL for LLM_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: TRecordedRequest[];
  enqueue(...turns: TStandInTurn[]): void;
  close(): Promise<void>;
}

const ERROR_BODIES: Record<number, unknown> = {
  429: {
    error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' },
  },
  402: { error: { message: 'Insufficient credits. Add more using https://example.test/credits', code: 402 } },
  500: { error: { message: 'The server had an error while processing your request', type: 'server_error' } },
  503: { error: { message: 'The engine is currently overloaded', type: 'server_error' } },
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startOpenAiStandIn(): Promise<TOpenAiStandIn> {
  const turns: TStandInTurn[] = [];
  const requests: TRecordedRequest[] = [];
  let sequence = 0;

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    let completed = false;
    const closed = new Promise<{ completed: boolean }>((resolve) =>
      response.on('close', () => resolve({ completed })),
    );
    const body = JSON.parse(await readBody(request)) as TRecordedRequest['body'];
    requests.push({ headers: request.headers, body, closed });
    const turn = turns.shift() ?? { content: ['Hello ', 'from the stand-in.'] };
    if ('status' in turn) {
      response.writeHead(turn.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(turn.body ?? ERROR_BODIES[turn.status]));
      completed = true;
      return;
    }
    const id = `chatcmpl-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const send = (delta: unknown, finishReason: string | null = null) =>
      response.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model: body.model,
          system_fingerprint: 'fp_stand_in',
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        })}\n\n`,
      );
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    send({ role: 'assistant', content: '' });
    const pieces = turn.content ?? [];
    for (const [index, piece] of pieces.entries()) {
      if (response.destroyed) return;
      send({ content: piece });
      if (index === 0 && turn.breakAfterFirst) {
        // Long enough for the first piece to reach the client; then the connection just drops.
        await new Promise((resolve) => setTimeout(resolve, 100));
        response.destroy();
        return;
      }
      if (index === 0 && turn.holdAfterFirst) await turn.holdAfterFirst;
    }
    for (const [index, call] of (turn.toolCalls ?? []).entries()) {
      send({
        tool_calls: [
          {
            index,
            id: `call_${sequence}_${index}`,
            type: 'function',
            function: { name: call.name, arguments: '' },
          },
        ],
      });
      // The arguments arrive in small pieces, as they do from the real API.
      for (let start = 0; start < call.arguments.length; start += 7) {
        send({ tool_calls: [{ index, function: { arguments: call.arguments.slice(start, start + 7) } }] });
      }
    }
    if (response.destroyed) return;
    send({}, turn.toolCalls?.length ? 'tool_calls' : 'stop');
    response.write('data: [DONE]\n\n');
    completed = true;
    response.end();
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...next) => turns.push(...next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
