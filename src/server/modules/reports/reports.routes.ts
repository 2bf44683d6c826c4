import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TReportsService } from './reports.service.ts';

export function registerReportsRoutes(app: TApiApp, service: TReportsService): void {
  const serve = endpointServer(app);
  serve('GET /api/reports/summary', ({ query }) => service.summary(query));
  serve('GET /api/reports/summary.csv', async ({ query }) => {
    const { fileName, text } = await service.csv(query);
    return { data: text, fileName };
  });
}
