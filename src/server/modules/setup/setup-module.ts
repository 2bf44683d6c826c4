import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { createSetupRepository } from './setup.repository.ts';
import { registerSetupRoutes } from './setup.routes.ts';
import { createSetupService } from './setup.service.ts';
import type { TSharedState } from '../../shared-state/shared-state.ts';

/** The first-run setup (decision 019): the first admin through the one-time link. */
export function registerSetup(api: TApiApp, deps: { db: TDb; config: TConfig; shared: TSharedState }): void {
  const service = createSetupService({
    repository: createSetupRepository(deps.db),
    accounts: createAuthRepository(deps.db),
    publicUrl: deps.config.publicUrl,
  });
  registerSetupRoutes(
    api,
    service,
    deps.config.TRUST_PROXY,
    deps.shared.rateLimiter('setup', { windowMs: 10 * 60_000, max: 20 }),
  );
}
