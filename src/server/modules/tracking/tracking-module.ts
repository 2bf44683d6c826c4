import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createTrackingLimits } from './tracking-limits.ts';
import { registerTrackingRoutes } from './tracking.routes.ts';
import { createTrackingService } from './tracking.service.ts';
import type { TWorkflow } from '../workflow/workflow.ts';

/** POST /api/track and /api/track/decision, with their own rate limiters (one set per app). */
export function registerTracking(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; workflow: TWorkflow },
): void {
  const service = createTrackingService({ db: deps.db, workflow: deps.workflow });
  registerTrackingRoutes(api, service, createTrackingLimits({ trustProxy: deps.config.TRUST_PROXY }));
}
