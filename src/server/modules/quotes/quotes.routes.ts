import type { MiddlewareHandler } from 'hono';
import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TQuotesService } from './quotes.service.ts';

/** `limit`: the per-address limit on new quotes and previews (one budget for both). */
export function registerQuoteRoutes(app: TApiApp, service: TQuotesService, limit: MiddlewareHandler): void {
  const serve = endpointServer(app);
  serve(
    'POST /api/quotes',
    async ({ body }, c) => {
      const quote = await service.createQuote(body);
      c.header('Location', `/api/quotes/${quote.id}`);
      return quote;
    },
    { before: [limit] },
  );
  serve('POST /api/quotes/preview', ({ body }) => service.previewQuote(body), { before: [limit] });
  serve('GET /api/quotes/:id', ({ params }) => service.getValidQuote(params.id));
}
