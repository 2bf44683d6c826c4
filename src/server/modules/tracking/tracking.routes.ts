import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import {
  ZTrackDecisionRequestSchema,
  ZTrackingSchema,
  ZTrackRequestSchema,
} from '#core/contracts/trade-ins.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TTrackingLimits } from './tracking-limits.ts';
import type { TTrackingService } from './tracking.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const errors = {
  400: json(ZErrorBodySchema, 'Malformed reference or phone number'),
  404: json(ZErrorBodySchema, 'No request with this reference and phone number (the same for either wrong)'),
  429: json(
    ZErrorBodySchema,
    'Too many lookups from this address, or too many wrong phone numbers for this reference',
  ),
};

const trackRoute = createRoute({
  method: 'post',
  path: '/track',
  tags: ['Tracking'],
  summary: "A request's status and timeline, for its reference and the phone number given with it",
  request: { body: { content: { 'application/json': { schema: ZTrackRequestSchema } }, required: true } },
  responses: { 200: json(ZTrackingSchema, 'The request'), ...errors },
});

const decisionRoute = createRoute({
  method: 'post',
  path: '/track/decision',
  tags: ['Tracking'],
  summary: "Accept or decline the engineer's lower price (declining returns the device free)",
  request: {
    body: { content: { 'application/json': { schema: ZTrackDecisionRequestSchema } }, required: true },
  },
  responses: {
    200: json(ZTrackingSchema, 'The request after the decision'),
    ...errors,
    409: json(ZErrorBodySchema, 'No re-quote is waiting for an answer'),
  },
});

export function registerTrackingRoutes(
  app: TApiApp,
  service: TTrackingService,
  limits: TTrackingLimits,
): void {
  app.use('/track', noStore);
  app.use('/track/*', noStore);

  app.openapi(trackRoute, async (c) => {
    const { reference, phone } = c.req.valid('json');
    return c.json(await limits.guard(c, reference, () => service.track(reference, phone)), 200);
  });

  app.openapi(decisionRoute, async (c) => {
    const { reference, phone, decision } = c.req.valid('json');
    return c.json(await limits.guard(c, reference, () => service.decide(reference, phone, decision)), 200);
  });
}

/** Personal data: never kept by a browser or proxy cache. */
const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});
