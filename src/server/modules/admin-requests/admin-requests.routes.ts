import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ZAdminNotesUpdateSchema,
  ZAdminRequestDetailSchema,
  ZAdminRequestFiltersSchema,
  ZAdminRequestListQuerySchema,
  ZAdminRequestListSchema,
  ZAdminRequestPhotoParamSchema,
  ZAdminRequestReferenceParamSchema,
  ZAdminStatusChangeSchema,
} from '#core/contracts/admin-requests.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { exportFileName, type TActor, type TAdminRequestsService } from './admin-requests.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const TAGS = ['Admin: trade-in requests'];
/** Personal data: never kept by a browser or proxy cache. */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const authErrors = {
  401: json(ZErrorBodySchema, 'Not signed in'),
  403: json(ZErrorBodySchema, 'Not an admin'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/admin/requests',
  tags: TAGS,
  summary: 'Trade-in requests: filters, search, sort, keyset pages',
  request: { query: ZAdminRequestListQuerySchema },
  responses: {
    200: json(ZAdminRequestListSchema, 'One page; `nextCursor` fetches the next'),
    400: json(ZErrorBodySchema, 'Invalid filter or cursor'),
    ...authErrors,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/admin/requests.csv',
  tags: TAGS,
  summary: 'CSV of every field of the requests the filters match (streamed, UTF-8 with BOM)',
  request: { query: ZAdminRequestFiltersSchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'CSV file, newest first' },
    400: json(ZErrorBodySchema, 'Invalid filter'),
    ...authErrors,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/requests/{reference}',
  tags: TAGS,
  summary: 'A request with its quote, photos, consents, history and allowed next statuses',
  request: { params: ZAdminRequestReferenceParamSchema },
  responses: {
    200: json(ZAdminRequestDetailSchema, 'The request'),
    404: json(ZErrorBodySchema, 'Unknown reference'),
    ...authErrors,
  },
});

const statusRoute = createRoute({
  method: 'post',
  path: '/admin/requests/{reference}/status',
  tags: TAGS,
  summary: 'Move a request to its next status, or reject it with a reason',
  request: {
    params: ZAdminRequestReferenceParamSchema,
    body: { required: true, content: { 'application/json': { schema: ZAdminStatusChangeSchema } } },
  },
  responses: {
    200: json(ZAdminRequestDetailSchema, 'The request after the change'),
    400: json(ZErrorBodySchema, 'Transition not allowed, or a rejection without a reason'),
    404: json(ZErrorBodySchema, 'Unknown reference'),
    409: json(ZErrorBodySchema, 'Someone changed the request since `version`: reload it'),
    ...authErrors,
  },
});

const notesRoute = createRoute({
  method: 'put',
  path: '/admin/requests/{reference}/notes',
  tags: TAGS,
  summary: "Replace a request's admin notes",
  request: {
    params: ZAdminRequestReferenceParamSchema,
    body: { required: true, content: { 'application/json': { schema: ZAdminNotesUpdateSchema } } },
  },
  responses: {
    200: json(ZAdminRequestDetailSchema, 'The request after the change'),
    400: json(ZErrorBodySchema, 'Notes too long'),
    404: json(ZErrorBodySchema, 'Unknown reference'),
    409: json(ZErrorBodySchema, 'Someone changed the request since `version`: reload it'),
    ...authErrors,
  },
});

const photoRoute = createRoute({
  method: 'get',
  path: '/admin/requests/{reference}/photos/{photoId}',
  tags: TAGS,
  summary: 'A photo of a request (the stored JPEG, metadata stripped)',
  request: { params: ZAdminRequestPhotoParamSchema },
  responses: {
    200: { content: { 'image/jpeg': { schema: z.string() } }, description: 'The photo' },
    404: json(ZErrorBodySchema, 'Unknown request or photo'),
    ...authErrors,
  },
});

/** The staff member acting (set by the access check), with the client's address for the audit log. */
function actorOf(c: Context<TAppEnv>, trustProxy: boolean): TActor {
  const principal = c.get('principal');
  return { userId: principal?.userId ?? null, roles: principal?.roles, ip: clientIp(c, trustProxy) };
}

export function registerAdminRequestsRoutes(
  app: TApiApp,
  service: TAdminRequestsService,
  options: { trustProxy: boolean; now?: () => Date },
): void {
  const now = options.now ?? (() => new Date());

  app.openapi(listRoute, async (c) => {
    return c.json(await service.listRequests(c.req.valid('query')), 200, NO_STORE);
  });

  app.openapi(exportRoute, (c) => {
    const stream = service.exportCsv(c.req.valid('query'));
    return c.body(stream, 200, {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now())}"`,
    });
  });

  app.openapi(detailRoute, async (c) => {
    const { reference } = c.req.valid('param');
    return c.json(await service.getRequest(reference, actorOf(c, options.trustProxy)), 200, NO_STORE);
  });

  app.openapi(statusRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const detail = await service.changeStatus(reference, c.req.valid('json'), actorOf(c, options.trustProxy));
    return c.json(detail, 200, NO_STORE);
  });

  app.openapi(notesRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const detail = await service.updateNotes(reference, c.req.valid('json'), actorOf(c, options.trustProxy));
    return c.json(detail, 200, NO_STORE);
  });

  app.openapi(photoRoute, async (c) => {
    const { reference, photoId } = c.req.valid('param');
    const photo = await service.getPhoto(reference, photoId);
    return c.body(new Uint8Array(photo.data), 200, {
      ...NO_STORE,
      'Content-Type': photo.mimeType,
    });
  });
}
