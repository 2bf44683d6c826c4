import type { TConfig } from '../../config/env.ts';
import type { TChangeFeed } from '../../db/change-feed.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import type { TSharedState } from '../../shared-state/shared-state.ts';
import { createQuotesRepository } from './quotes.repository.ts';
import { registerQuoteRoutes } from './quotes.routes.ts';
import { createQuotesService } from './quotes.service.ts';

/**
 * Quotes: one service per app, because its rules cache is shared and the trade-in submission and the
 * chat price with it too; `register` serves its routes behind the per-address quote limit.
 */
export function createQuotesModule(deps: {
  db: TDb;
  config: TConfig;
  shared: TSharedState;
  /** The database's change feed: previews and the chat's prices ask no query while it is live. */
  changes: TChangeFeed;
}) {
  const { config } = deps;
  const service = createQuotesService(createQuotesRepository(deps.db), { changes: deps.changes });
  return {
    service,
    register(api: TApiApp): void {
      const limiter = deps.shared.rateLimiter('quotes', { windowMs: 60_000, max: config.QUOTE_RATE_LIMIT });
      registerQuoteRoutes(
        api,
        service,
        rateLimit(limiter, (c) => clientIp(c, config.TRUST_PROXY)),
      );
    },
  };
}
