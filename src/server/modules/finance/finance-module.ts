import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TFilesService } from '../files/files.service.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { registerFinanceRoutes } from './finance.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import { createVouchersService } from './vouchers.service.ts';

/** Finance console (issue 20, decision 028): payments, vouchers, settings. */
export function registerFinance(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; workflow: TWorkflow; files: TFilesService; now?: () => Date },
): void {
  const services = { db: deps.db, workflow: deps.workflow, ...(deps.now ? { now: deps.now } : {}) };
  registerFinanceRoutes(api, {
    db: deps.db,
    payments: createPaymentsService(services),
    vouchers: createVouchersService(services),
    files: deps.files,
    trustProxy: deps.config.TRUST_PROXY,
  });
}
