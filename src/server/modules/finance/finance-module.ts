import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TFilesService } from '../files/files.service.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { registerExpenseRoutes, registerFinanceRoutes, registerReceiptRoutes } from './finance.routes.ts';
import { createReceiptsService } from './receipts.service.ts';
import { createExpensesService } from './expenses.service.ts';
import { registerAccountRoutes } from '../account/account.routes.ts';
import { createAccountService } from '../account/account.service.ts';
import { createVoucherLiability } from '../account/voucher-liability.ts';
import { createPaymentsService } from './payments.service.ts';
import { createVouchersService } from './vouchers.service.ts';

/** Finance and account consoles (issue 20, decision 028): payments, vouchers, settings, expenses, reports, periods. */
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
  registerExpenseRoutes(api, createExpensesService(services), deps.config.TRUST_PROXY);
  registerReceiptRoutes(api, createReceiptsService(services), deps.config.TRUST_PROXY);
  registerAccountRoutes(api, createAccountService(services), {
    trustProxy: deps.config.TRUST_PROXY,
    vouchers: createVoucherLiability({ ...services, now: deps.now ?? (() => new Date()) }),
  });
}
