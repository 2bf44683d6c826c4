import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createCompanyRepository } from './company.repository.ts';
import { registerCompanyRoutes } from './company.routes.ts';
import { createCompanyService } from './company.service.ts';

/** The company profile documents print (decision 029); documents read it with requireCompanyProfileForDocuments. */
export function registerCompany(api: TApiApp, deps: { db: TDb; config: TConfig }): void {
  const service = createCompanyService({ db: deps.db, repository: createCompanyRepository(deps.db) });
  registerCompanyRoutes(api, service, { trustProxy: deps.config.TRUST_PROXY });
}
