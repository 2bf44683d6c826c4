import { CHAT_DONE, readSseEvents } from '#core/contracts/chat.ts';
import { ChatUpstreamError } from '../chat-provider.ts';

/**
 * One streamed request to an OpenAI-compatible `/chat/completions` endpoint: content deltas are handed
 * on as they arrive, tool-call deltas are put together by their index and returned at the end.
 */

export type TUpstreamMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: TToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface TToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

interface TChunk {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
  error?: unknown;
}

export interface TEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** No answer headers within this time → 502 (default 30 s). */
  connectTimeoutMs?: number;
  /** No bytes for this long in the middle of an answer → failed (default 60 s). */
  idleTimeoutMs?: number;
}

export async function* streamCompletion(
  endpoint: TEndpoint,
  body: { messages: TUpstreamMessage[]; tools?: unknown[]; tool_choice?: 'auto' | 'none' },
  signal: AbortSignal,
): AsyncGenerator<string, TToolCall[]> {
  const timeout = new AbortController();
  let timer = setTimeout(() => timeout.abort(), endpoint.connectTimeoutMs ?? 30_000);
  const combined = AbortSignal.any([signal, timeout.signal]);
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${endpoint.apiKey}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({ model: endpoint.model, stream: true, ...body }),
      signal: combined,
    });
  } catch (error) {
    clearTimeout(timer);
    if (signal.aborted) throw error;
    throw new ChatUpstreamError(
      'failed',
      timeout.signal.aborted
        ? 'The chat endpoint did not answer in time'
        : 'The chat endpoint could not be reached',
    );
  }
  if (!response.ok || !response.body) {
    clearTimeout(timer);
    await response.body?.cancel().catch(() => undefined);
    throw ChatUpstreamError.fromStatus(response.status);
  }

  const idle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => timeout.abort(), endpoint.idleTimeoutMs ?? 60_000);
  };
  const partial = new Map<number, TToolCall>();
  try {
    idle();
    for await (const event of readSseEvents(response.body)) {
      idle();
      if (event.data === CHAT_DONE) break;
      let chunk: TChunk;
      try {
        chunk = JSON.parse(event.data) as TChunk;
      } catch {
        continue; // not JSON: a provider's own comment or ping
      }
      if (chunk.error)
        throw new ChatUpstreamError('failed', 'The chat endpoint reported an error mid-answer');
      const delta = chunk.choices?.[0]?.delta;
      for (const call of delta?.tool_calls ?? []) {
        const current = partial.get(call.index) ?? {
          id: '',
          type: 'function',
          function: { name: '', arguments: '' },
        };
        if (call.id) current.id = call.id;
        if (call.function?.name) current.function.name += call.function.name;
        if (call.function?.arguments) current.function.arguments += call.function.arguments;
        partial.set(call.index, current);
      }
      if (delta?.content) yield delta.content;
    }
  } catch (error) {
    if (signal.aborted || error instanceof ChatUpstreamError) throw error;
    throw new ChatUpstreamError(
      'failed',
      timeout.signal.aborted ? 'The chat endpoint went quiet' : 'The chat stream broke off',
    );
  } finally {
    clearTimeout(timer);
  }
  return [...partial.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
}
