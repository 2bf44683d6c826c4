import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TTrackingLimits } from './tracking-limits.ts';
import { registerTrackingRoutes } from './tracking.routes.ts';
import { createTrackingService } from './tracking.service.ts';
import type { TWorkflow } from '../workflow/workflow.ts';

/**
 * POST /api/track and /api/track/decision. `limits` is the app's one set of tracking limits, shared with
 * the chat's status look-ups, so reference + phone cannot be guessed more often through the chat.
 */
export function registerTracking(
  api: TApiApp,
  deps: { db: TDb; limits: TTrackingLimits; workflow: TWorkflow },
): void {
  const service = createTrackingService({ db: deps.db, workflow: deps.workflow });
  registerTrackingRoutes(api, service, deps.limits);
}
