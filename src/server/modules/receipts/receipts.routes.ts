import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TReceiptsService } from './receipts.service.ts';

export function registerReceiptRoutes(app: TApiApp, service: TReceiptsService): void {
  const serve = endpointServer(app);
  serve('GET /api/trade-ins/:reference/receipt.pdf', async ({ params, query }) => ({
    data: new Uint8Array(await service.getReceiptPdf(params.reference, query.token, query.lang)),
    fileName: `${params.reference}.pdf`,
    disposition: 'inline',
  }));
  serve('GET /api/trade-ins/:reference/qr.svg', async ({ params }) => ({
    data: await service.getTrackingQrSvg(params.reference),
  }));
}
