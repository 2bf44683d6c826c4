import type { MiddlewareHandler } from 'hono';
import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer, StatusAnswer } from '../../http/endpoint.ts';
import type { TTradeInsService } from './trade-ins.service.ts';

/** 201 for a new request, 200 when the same submission arrives again. */
const answer = <T extends { created: boolean }>(receipt: T) =>
  receipt.created ? receipt : new StatusAnswer(200, receipt);

/** `limit`: the per-address limit shared by both kinds of submission, counted before the body is read. */
export function registerTradeInsRoutes(
  app: TApiApp,
  service: TTradeInsService,
  limit: MiddlewareHandler,
): void {
  const serve = endpointServer(app);
  serve('POST /api/trade-ins', async ({ body }) => answer(await service.createTradeIn(body)), {
    before: [limit],
  });
  serve('POST /api/pickups', async ({ body }) => answer(await service.createPickup(body)), {
    before: [limit],
  });
}
