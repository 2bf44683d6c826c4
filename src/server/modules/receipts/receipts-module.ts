import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { createReceiptsRepository } from './receipts.repository.ts';
import { registerReceiptRoutes } from './receipts.routes.ts';
import { createReceiptsService } from './receipts.service.ts';

/** GET /api/trade-ins/:reference/receipt.pdf and /qr.svg. */
export function registerReceipts(api: TApiApp, deps: { db: TDb; config: TConfig }): void {
  const service = createReceiptsService({
    repository: createReceiptsRepository(deps.db),
    publicUrl: deps.config.publicUrl,
  });
  registerReceiptRoutes(api, service);
}
