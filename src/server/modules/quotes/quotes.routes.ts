import { createRoute } from '@hono/zod-openapi';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import {
  ZCreateQuoteRequestSchema,
  ZQuoteIdParamSchema,
  ZQuotePreviewSchema,
  ZQuoteSchema,
} from '#core/contracts/quotes.ts';
import type { MiddlewareHandler } from 'hono';
import type { TApiApp } from '../../http/api-app.ts';
import type { TQuotesService } from './quotes.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const createQuoteRoute = (limit: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/quotes',
    middleware: [limit] as const,
    tags: ['Quotes'],
    summary: 'Price a device from its answers and keep the quote (the browser never sends a price)',
    request: {
      body: { ...json(ZCreateQuoteRequestSchema, 'Device and questionnaire answers'), required: true },
    },
    responses: {
      201: json(ZQuoteSchema, 'The quote, with every line of the calculation and its validUntil'),
      400: json(
        ZErrorBodySchema,
        'Malformed body, unknown model, storage not offered, year out of range, answers not fitting the category, or no price',
      ),
    },
  });

const previewQuoteRoute = (limit: MiddlewareHandler) =>
  createRoute({
    method: 'post',
    path: '/quotes/preview',
    middleware: [limit] as const,
    tags: ['Quotes'],
    summary: 'What POST /api/quotes would answer now, storing nothing (shown while the quote is stored)',
    request: {
      body: { ...json(ZCreateQuoteRequestSchema, 'Device and questionnaire answers'), required: true },
    },
    responses: {
      200: json(ZQuotePreviewSchema, 'The quote as it would be stored now, without id or createdAt'),
      400: json(ZErrorBodySchema, 'The same refusals as POST /api/quotes'),
    },
  });

const getQuoteRoute = createRoute({
  method: 'get',
  path: '/quotes/{id}',
  tags: ['Quotes'],
  summary: 'A stored quote, exactly as it was given, while its price lock holds',
  request: { params: ZQuoteIdParamSchema },
  responses: {
    200: json(ZQuoteSchema, 'The quote'),
    400: json(ZErrorBodySchema, 'Not a quote id'),
    404: json(ZErrorBodySchema, 'No such quote'),
    410: json(ZErrorBodySchema, 'The quote expired'),
  },
});

/** `limit`: the per-address limit on new quotes and previews (one budget for both). */
export function registerQuoteRoutes(app: TApiApp, service: TQuotesService, limit: MiddlewareHandler): void {
  app.openapi(createQuoteRoute(limit), async (c) => {
    const quote = await service.createQuote(c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    c.header('Location', `/api/quotes/${quote.id}`);
    return c.json(quote, 201);
  });

  app.openapi(previewQuoteRoute(limit), async (c) => {
    const preview = await service.previewQuote(c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    return c.json(preview, 200);
  });

  app.openapi(getQuoteRoute, async (c) => {
    const quote = await service.getValidQuote(c.req.valid('param').id);
    c.header('Cache-Control', 'no-store');
    return c.json(quote, 200);
  });
}
