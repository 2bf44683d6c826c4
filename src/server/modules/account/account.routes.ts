import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { staffActorOf } from '../finance/finance-actor.ts';
import { periodFileStamp, type TAccountService } from './account.service.ts';
import type { createVoucherLiability } from './voucher-liability.ts';

export function registerAccountRoutes(
  app: TApiApp,
  service: TAccountService,
  options: { trustProxy: boolean; vouchers: ReturnType<typeof createVoucherLiability> },
) {
  const serve = endpointServer(app);
  serve('GET /api/account/report', ({ query }) => service.report(query));
  serve('GET /api/account/report.csv', ({ query }) => ({
    data: service.csv(query),
    mediaType: 'text/csv; charset=utf-8',
    fileName: `account-report-${periodFileStamp(query)}.csv`,
  }));
  serve('GET /api/account/report.xlsx', async ({ query }) => ({
    data: new Uint8Array(await service.xlsx(query)),
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `account-report-${periodFileStamp(query)}.xlsx`,
  }));
  serve('GET /api/account/report.pdf', async ({ query }) => ({
    data: new Uint8Array(await service.pdf(query)),
    mediaType: 'application/pdf',
    disposition: 'inline',
    fileName: `account-report-${periodFileStamp(query)}.pdf`,
  }));
  serve('GET /api/account/vat-report.pdf', async ({ query }) => ({
    data: new Uint8Array(await service.vatReport(query.month)),
    mediaType: 'application/pdf',
    disposition: 'inline',
    fileName: `output-vat-${query.month}.pdf`,
  }));
  serve('GET /api/account/vouchers', ({ query }) => options.vouchers.figures(query));
  serve('GET /api/account/vouchers.csv', async ({ query }) => ({
    data: await options.vouchers.csv(query, query.table),
    mediaType: 'text/csv; charset=utf-8',
    fileName: `vouchers-${query.table}-${periodFileStamp(query)}.csv`,
  }));
  serve('GET /api/account/periods', () => service.periods());
  serve('POST /api/account/periods', ({ body }, c) =>
    service.close(body.month, staffActorOf(c, options.trustProxy)),
  );
}
