import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createDealersRepository } from './dealers.repository.ts';
import { registerDealerRoutes } from './dealers.routes.ts';
import { createDealersService } from './dealers.service.ts';

/** A dealer's shop profile and where its approval stands (/dealer/setup). */
export function registerDealers(api: TApiApp, deps: { db: TDb; now?: (() => Date) | undefined }): void {
  const service = createDealersService(createDealersRepository(deps.db), deps.now ? { now: deps.now } : {});
  registerDealerRoutes(api, service);
}
