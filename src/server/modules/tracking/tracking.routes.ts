import type { TApiApp } from '../../http/api-app.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TTrackingLimits } from './tracking-limits.ts';
import type { TTrackingService } from './tracking.service.ts';

export function registerTrackingRoutes(
  app: TApiApp,
  service: TTrackingService,
  limits: TTrackingLimits,
): void {
  const serve = endpointServer(app);
  serve('POST /api/track', ({ body: { reference, phone } }, c) =>
    limits.guard(c, reference, () => service.track(reference, phone)),
  );
  serve('POST /api/track/payee', ({ body: { reference, phone, payee } }, c) =>
    limits.guard(c, reference, () => service.setPayee(reference, phone, payee, limits.ipOf(c))),
  );
  serve('POST /api/track/voucher', ({ body: { reference, phone, code } }, c) =>
    limits.guard(c, reference, async () => ({
      data: new Uint8Array(await service.voucherPdf(reference, phone, code)),
      mediaType: 'application/pdf',
      disposition: 'attachment' as const,
      fileName: 'voucher.pdf',
    })),
  );
  serve('POST /api/track/decision', ({ body: { reference, phone, decision } }, c) =>
    limits.guard(c, reference, () => service.decide(reference, phone, decision)),
  );
}
