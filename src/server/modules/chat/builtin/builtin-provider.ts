import { pause, type TChatProvider } from '../chat-provider.ts';
import type { TBuiltinAssistant } from './builtin-assistant.ts';
import { chunkText } from './chunk-text.ts';

/** Between two pieces of a built-in answer: long enough to see it grow, short enough not to wait for it. */
export const BUILTIN_CHUNK_DELAY_MS = 30;

/** The built-in assistant as a provider: the answer is worked out first, then streamed in small pieces. */
export function createBuiltinProvider(
  assistant: TBuiltinAssistant,
  options: { chunkDelayMs?: number } = {},
): TChatProvider {
  const delayMs = options.chunkDelayMs ?? BUILTIN_CHUNK_DELAY_MS;
  return {
    name: 'builtin',
    async *reply(question) {
      const { text } = await assistant.answer(question);
      const chunks = chunkText(text);
      for (const [index, chunk] of chunks.entries()) {
        if (question.signal.aborted) return;
        yield chunk;
        if (index < chunks.length - 1) await pause(delayMs, question.signal);
      }
    },
  };
}
