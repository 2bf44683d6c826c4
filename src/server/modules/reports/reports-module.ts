import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createReportsRepository } from './reports.repository.ts';
import { registerReportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** Dashboard and reports (/dashboard, /reports): aggregates of requests and quotes for staff. */
export function registerReports(api: TApiApp, deps: { db: TDb; now?: () => Date }): void {
  const service = createReportsService({ repository: createReportsRepository(deps.db), now: deps.now });
  registerReportsRoutes(api, service);
}
