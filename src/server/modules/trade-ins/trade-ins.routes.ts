import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import {
  ZCreatePickupRequestSchema,
  ZCreateTradeInRequestSchema,
  ZTradeInReceiptSchema,
} from '#core/contracts/trade-ins.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TTradeInsService } from './trade-ins.service.ts';

/** A submission is a few hundred bytes of JSON; anything near this is not one. */
const MAX_SUBMISSION_BYTES = 64 * 1024;

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const receiptResponses = {
  200: json(
    ZTradeInReceiptSchema,
    'A retry of a stored submission (same reference and content): `created` is false',
  ),
  201: json(ZTradeInReceiptSchema, 'Stored; `referenceChanged` tells when the server issued a new reference'),
  400: json(ZErrorBodySchema, 'Invalid field, unknown store, pick-up date out of range, or unusable photos'),
  413: json(ZErrorBodySchema, 'Body too large'),
};

const createTradeInRoute = (limit: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/trade-ins',
    tags: ['Trade-ins'],
    summary: 'Submit a trade-in request for a stored quote (idempotent by reference)',
    // Counted before the body is read.
    middleware: [limit, bodyLimit({ maxSize: MAX_SUBMISSION_BYTES })] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: ZCreateTradeInRequestSchema } } },
    },
    responses: {
      ...receiptResponses,
      404: json(ZErrorBodySchema, 'Unknown quote'),
      410: json(ZErrorBodySchema, 'The quote expired'),
    },
  });

const createPickupRoute = (limit: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/pickups',
    tags: ['Trade-ins'],
    summary: 'Ask for a home pick-up without a valuation (idempotent by reference)',
    // Counted before the body is read.
    middleware: [limit, bodyLimit({ maxSize: MAX_SUBMISSION_BYTES })] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: ZCreatePickupRequestSchema } } },
    },
    responses: receiptResponses,
  });

/** `limit`: the per-address limit shared by both kinds of submission. */
export function registerTradeInsRoutes(
  app: TApiApp,
  service: TTradeInsService,
  limit: MiddlewareHandler,
): void {
  app.openapi(createTradeInRoute(limit), async (c) => {
    const receipt = await service.createTradeIn(c.req.valid('json'));
    return receipt.created ? c.json(receipt, 201) : c.json(receipt, 200);
  });

  app.openapi(createPickupRoute(limit), async (c) => {
    const receipt = await service.createPickup(c.req.valid('json'));
    return receipt.created ? c.json(receipt, 201) : c.json(receipt, 200);
  });
}
