import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { createAdminDealersService } from './admin-dealers.service.ts';
import { createDealerAreaService, type TCounterSubmission } from './dealer-area.service.ts';
import { createDealerDocumentsService } from './dealer-documents.service.ts';
import { registerDealerRoutes } from './dealers.routes.ts';
import { createDealersService } from './dealers.service.ts';

/**
 * The dealer network (issue 21, decision 023): the shop profile and application, the dealer area
 * (dashboard, requests, scan, counter assessment, poster, statements), the public code look-up and
 * Admin › Dealers.
 */
export function registerDealers(
  api: TApiApp,
  deps: {
    db: TDb;
    config: TConfig;
    workflow: TWorkflow;
    tradeIns: TCounterSubmission;
    now?: (() => Date) | undefined;
  },
): void {
  const now = deps.now;
  const profile = createDealersService({ db: deps.db, workflow: deps.workflow, ...(now ? { now } : {}) });
  const area = createDealerAreaService({ db: deps.db, tradeIns: deps.tradeIns, ...(now ? { now } : {}) });
  const documents = createDealerDocumentsService({ db: deps.db, area, publicUrl: deps.config.publicUrl });
  const admin = createAdminDealersService({ db: deps.db, workflow: deps.workflow });
  registerDealerRoutes(api, { profile, area, documents, admin }, { trustProxy: deps.config.TRUST_PROXY });
}
