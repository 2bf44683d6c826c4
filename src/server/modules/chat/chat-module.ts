import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TSharedState } from '../../shared-state/shared-state.ts';
import type { TQuotesService } from '../quotes/quotes.service.ts';
import type { TTrackingLimits } from '../tracking/tracking-limits.ts';
import { createTrackingService } from '../tracking/tracking.service.ts';
import { createBuiltinAssistant } from './builtin/builtin-assistant.ts';
import { createBuiltinProvider } from './builtin/builtin-provider.ts';
import { createChatBudget } from './chat-budget.ts';
import type { TChatProvider } from './chat-provider.ts';
import { createChatRepository } from './chat.repository.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { createOpenAiProvider } from './openai/openai-provider.ts';
import { createPriceLookup } from './price-lookup.ts';
import { createStatusLookup } from './status-lookup.ts';

export interface TChatDeps {
  db: TDb;
  config: TConfig;
  quotesService: TQuotesService;
  /** The tracking page's limits (the same instance): a look-up through the chat counts as one on /track. */
  trackingLimits: TTrackingLimits;
  /** Where the rate limit and the monthly budget are counted (every instance together; decision 025). */
  shared: TSharedState;
  /** Tests: pieces of a built-in answer without the pause between them, or a shorter keep-alive. */
  chunkDelayMs?: number;
  keepAliveMs?: number;
}

/** POST /api/chat: the built-in assistant, or the OpenAI-compatible endpoint when LLM_* are set. */
export function registerChat(api: TApiApp, deps: TChatDeps): { provider: TChatProvider['name'] } {
  const { config } = deps;
  const repository = createChatRepository(deps.db);
  const prices = createPriceLookup({ quotesService: deps.quotesService });
  const provider =
    config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
      ? createOpenAiProvider({
          endpoint: { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL },
          repository,
          prices,
          quotesService: deps.quotesService,
        })
      : createBuiltinProvider(
          createBuiltinAssistant({ repository, prices, quotesService: deps.quotesService }),
          {
            ...(deps.chunkDelayMs === undefined ? {} : { chunkDelayMs: deps.chunkDelayMs }),
          },
        );
  const lookupStatusFor = createStatusLookup({
    service: createTrackingService({ db: deps.db }),
    limits: deps.trackingLimits,
  });
  registerChatRoutes(api, {
    provider,
    limiter: deps.shared.rateLimiter('chat', { windowMs: 60_000, max: config.CHAT_RATE_LIMIT }),
    budget: createChatBudget(config.CHAT_MONTHLY_BUDGET, deps.shared),
    lookupStatusFor,
    trustProxy: config.TRUST_PROXY,
    keepAliveMs: deps.keepAliveMs ?? 15_000,
  });
  return { provider: provider.name };
}
