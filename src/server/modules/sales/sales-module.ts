import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { registerSalesRoutes } from './sales.routes.ts';
import { createSalesService } from './sales.service.ts';

/** The sales console's API (issue 19, decision 027): inventory, sales, documents, returns, margins. */
export function registerSales(api: TApiApp, deps: { db: TDb; config: TConfig; workflow: TWorkflow }): void {
  const service = createSalesService({ db: deps.db, workflow: deps.workflow });
  registerSalesRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
