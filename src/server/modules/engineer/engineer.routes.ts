import type { Context } from 'hono';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer, StatusAnswer } from '../../http/endpoint.ts';
import type { TPhotoStorage } from '../photos/photo-storage.ts';
import { getRequestPhoto } from '../admin-requests/get-request-photo.ts';
import type { TTrackingLimits } from '../tracking/tracking-limits.ts';
import type { TTrackingService } from '../tracking/tracking.service.ts';
import type { TDb } from '../../db/client.ts';
import type { createBlocklistService } from './blocklist.service.ts';
import type { TCertificatesService } from './certificates.service.ts';
import type { TEngineerActor, TEngineerService } from './engineer.service.ts';

export interface TEngineerRoutesDeps {
  db: TDb;
  service: TEngineerService;
  certificates: TCertificatesService;
  blocklist: ReturnType<typeof createBlocklistService>;
  tracking: TTrackingService;
  trackingLimits: TTrackingLimits;
  photos: TPhotoStorage;
  trustProxy: boolean;
}

const pdf = (data: Buffer) => new Uint8Array(data);

export function registerEngineerRoutes(app: TApiApp, deps: TEngineerRoutesDeps): void {
  const { service, certificates, blocklist } = deps;
  const serve = endpointServer(app);
  const actor = (c: Context<TAppEnv>): TEngineerActor => {
    const principal = c.get('principal');
    return {
      userId: principal?.userId ?? null,
      roles: principal?.roles ?? [],
      ip: clientIp(c, deps.trustProxy),
    };
  };

  serve('GET /api/engineer/queue', ({ query }, c) => service.listQueue(query, actor(c)));
  serve('GET /api/engineer/requests/:reference', ({ params }, c) =>
    service.getRequest(params.reference, actor(c)),
  );
  serve('GET /api/engineer/requests/:reference/photos/:photoId', async ({ params }) => {
    const photo = await getRequestPhoto(deps.db, deps.photos, params.reference, params.photoId);
    return { data: new Uint8Array(photo.data), mediaType: photo.mimeType };
  });
  serve('POST /api/engineer/requests/:reference/claim', ({ params }, c) =>
    service.claim(params.reference, actor(c)),
  );
  serve('POST /api/engineer/requests/:reference/release', ({ params }, c) =>
    service.release(params.reference, actor(c)),
  );
  serve('POST /api/engineer/requests/:reference/identity', ({ params, body }) =>
    service.checkIdentity(params.reference, body.imei),
  );
  serve('POST /api/engineer/requests/:reference/inspect', ({ params, body }, c) =>
    service.inspect(params.reference, body, actor(c)),
  );
  serve('POST /api/engineer/requests/:reference/reject', ({ params, body }, c) =>
    service.reject(params.reference, body, actor(c)),
  );
  serve('GET /api/engineer/requests/:reference/certificate.pdf', async ({ params }) => {
    const { data, number } = await certificates.certificate(params.reference);
    return { data: pdf(data), fileName: `${number}.pdf`, disposition: 'inline' };
  });
  serve('GET /api/admin/imei-blocklist', () => blocklist.list());
  serve(
    'POST /api/admin/imei-blocklist',
    async ({ body }, c) => new StatusAnswer(201, await blocklist.add(body, actor(c))),
  );
  serve('DELETE /api/admin/imei-blocklist/:id', ({ params }, c) => blocklist.remove(params.id, actor(c)));

  serve('POST /api/track/certificate', ({ body: { reference, phone } }, c) =>
    deps.trackingLimits.guard(c, reference, async () => {
      await deps.tracking.track(reference, phone);
      const { data, number } = await certificates.certificate(reference);
      return { data: pdf(data), fileName: `${number}.pdf`, disposition: 'attachment' as const };
    }),
  );
  serve('GET /api/track/evidence/:reference/:photoId', async ({ params }) => {
    const file = await certificates.evidencePhoto(params.reference, params.photoId);
    return { data: new Uint8Array(file.data), mediaType: file.mimeType };
  });
  serve('GET /api/verify/wipe/:token', ({ params }) => certificates.verify(params.token));
}
