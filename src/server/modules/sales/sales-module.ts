import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createEngineerService } from '../engineer/engineer.service.ts';
import type { TTradeInsService } from '../trade-ins/trade-ins.service.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { createCounterTradeInsService } from './counter-trade-ins.ts';
import { registerSalesRoutes } from './sales.routes.ts';
import { createSalesService } from './sales.service.ts';

/**
 * The sales console's API (issue 19, decision 027): inventory, sales, documents, returns, margins; and
 * old for new at the counter (issue 32, decision 044).
 */
export function registerSales(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; workflow: TWorkflow; tradeIns: TTradeInsService },
): void {
  const service = createSalesService({ db: deps.db, workflow: deps.workflow });
  const engineer = createEngineerService({
    db: deps.db,
    workflow: deps.workflow,
    targetHours: deps.config.INSPECTION_TARGET_HOURS,
  });
  const counter = createCounterTradeInsService({
    db: deps.db,
    workflow: deps.workflow,
    submit: (body) => deps.tradeIns.createTradeIn(body),
    inspect: (reference, body, actor, options) => engineer.inspect(reference, body, actor, options),
  });
  registerSalesRoutes(api, service, counter, { trustProxy: deps.config.TRUST_PROXY });
}
