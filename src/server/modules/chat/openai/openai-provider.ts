import type { TQuotesService } from '../../quotes/quotes.service.ts';
import type { TChatRepository } from '../chat.repository.ts';
import type { TChatProvider } from '../chat-provider.ts';
import type { TPriceLookup } from '../price-lookup.ts';
import { streamCompletion, type TEndpoint, type TUpstreamMessage } from './openai-stream.ts';
import { systemPrompt } from './system-prompt.ts';
import { createToolRunner, TOOL_DEFINITIONS } from './tools.ts';

/** Rounds of tool calls before the model must answer in words (a price and a status need two at most). */
const MAX_TOOL_ROUNDS = 3;

/**
 * Any OpenAI-compatible chat endpoint (LLM_BASE_URL/LLM_API_KEY/LLM_MODEL), grounded by a system prompt
 * with the company's facts and two tools run on the server. Content is passed on as it streams in; when
 * the model calls tools, their results are sent back and the answer continues in the next request.
 */
export function createOpenAiProvider(deps: {
  endpoint: TEndpoint;
  repository: TChatRepository;
  prices: TPriceLookup;
  quotesService: TQuotesService;
}): TChatProvider {
  return {
    name: 'openai',
    async *reply(question) {
      const tools = createToolRunner({
        repository: deps.repository,
        prices: deps.prices,
        lookupStatus: question.lookupStatus,
      });
      const messages: TUpstreamMessage[] = [
        { role: 'system', content: systemPrompt(await deps.quotesService.getPricingSettings()) },
        ...question.messages.map((message) => ({ role: message.role, content: message.content })),
      ];
      for (let round = 0; ; round += 1) {
        const lastRound = round === MAX_TOOL_ROUNDS;
        const stream = streamCompletion(
          deps.endpoint,
          { messages, tools: [...TOOL_DEFINITIONS], tool_choice: lastRound ? 'none' : 'auto' },
          question.signal,
        );
        let content = '';
        let next = await stream.next();
        try {
          while (!next.done) {
            content += next.value;
            yield next.value;
            next = await stream.next();
          }
        } finally {
          // Stopped early (the customer left): close the upstream stream too.
          if (!next.done) await stream.return([]);
        }
        const calls = next.value;
        if (calls.length === 0 || lastRound) return;
        messages.push({ role: 'assistant', content: content || null, tool_calls: calls });
        for (const call of calls) {
          messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: await tools.run(call.function.name, call.function.arguments),
          });
        }
      }
    },
  };
}
