import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ZReportCsvQuerySchema, ZReportQuerySchema, ZReportSummarySchema } from '#core/contracts/reports.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TReportsService } from './reports.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const TAGS = ['Reports'];
/** Business figures for staff: never kept by a shared cache. */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const errors = {
  400: json(ZErrorBodySchema, 'Invalid date, `to` before `from`, or a period over 366 days'),
  401: json(ZErrorBodySchema, 'Not signed in'),
  403: json(ZErrorBodySchema, 'Not staff with a role'),
};

const summaryRoute = createRoute({
  method: 'get',
  path: '/reports/summary',
  tags: TAGS,
  summary: 'Dashboard figures for a period of Bangkok days (default: the last 30)',
  request: { query: ZReportQuerySchema },
  responses: { 200: json(ZReportSummarySchema, 'The figures'), ...errors },
});

const csvRoute = createRoute({
  method: 'get',
  path: '/reports/summary.csv',
  tags: TAGS,
  summary: 'One table of the summary as CSV (UTF-8 with BOM)',
  request: { query: ZReportCsvQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'CSV file' },
    ...errors,
  },
});

export function registerReportsRoutes(app: TApiApp, service: TReportsService): void {
  app.openapi(summaryRoute, async (c) => c.json(await service.summary(c.req.valid('query')), 200, NO_STORE));

  app.openapi(csvRoute, async (c) => {
    const { fileName, text } = await service.csv(c.req.valid('query'));
    return c.body(text, 200, {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  });
}
