import type { Context } from 'hono';
import { MAX_SHEET_UPLOAD_BYTES } from '#core/contracts/catalogue-sheet.ts';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import type { TActor, TCatalogueSheetService } from './catalogue-sheet.service.ts';

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'errors.catalogueSheet.tooLarge',
    `The file may be at most ${MAX_SHEET_UPLOAD_BYTES / 1024 / 1024} MB`,
  );

/** The uploaded file's bytes: the raw body, or the multipart field "file". */
async function readUpload(c: Context): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return new Uint8Array(await c.req.arrayBuffer());
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    form = {};
  }
  const file = form.file;
  if (!(file instanceof File)) {
    throw new AppError(
      'VALIDATION',
      'errors.catalogueSheet.fileRequired',
      'Send the .xlsx file as the field "file"',
    );
  }
  if (file.size > MAX_SHEET_UPLOAD_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

export function registerCatalogueSheetRoutes(
  app: TApiApp,
  service: TCatalogueSheetService,
  options: { trustProxy: boolean },
): void {
  const serve = endpointServer(app);
  const actorOf = (c: Context<TAppEnv>): TActor => ({
    userId: principalOf(c).userId,
    ip: clientIp(c, options.trustProxy),
  });

  serve('GET /api/admin/catalogue.xlsx', async () => {
    const { data, fileName } = await service.exportWorkbook();
    return { data: data as Uint8Array<ArrayBuffer>, fileName };
  });
  serve('POST /api/admin/catalogue-import/preview', async (_, c) => {
    const data = await readUpload(c);
    if (data.byteLength > MAX_SHEET_UPLOAD_BYTES) throw tooLarge();
    return service.preview(data, actorOf(c));
  });
  serve('POST /api/admin/catalogue-import/:id/apply', ({ params }, c) =>
    service.apply(params.id, actorOf(c)),
  );
}
