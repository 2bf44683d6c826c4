import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  MAX_SHEET_UPLOAD_BYTES,
  ZSheetApplyResultSchema,
  ZSheetPreviewParamSchema,
  ZSheetPreviewSchema,
} from '#core/contracts/catalogue-sheet.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { principalOf } from '../../http/access-policy.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { TActor, TCatalogueSheetService } from './catalogue-sheet.service.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TAGS = ['Admin: catalogue spreadsheet'];
const NO_STORE = { 'Cache-Control': 'private, no-store' };
/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const authErrors = {
  401: json(ZErrorBodySchema, 'Not signed in'),
  403: json(ZErrorBodySchema, 'Not an admin'),
};
const binary = { schema: { type: 'string' as const, format: 'binary' } };

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'errors.catalogueSheet.tooLarge',
    `The file may be at most ${MAX_SHEET_UPLOAD_BYTES / 1024 / 1024} MB`,
  );

const exportRoute = createRoute({
  method: 'get',
  path: '/admin/catalogue.xlsx',
  tags: TAGS,
  summary: 'The catalogue as an Excel workbook: Brands, Models, Prices and bilingual Instructions',
  responses: {
    200: { content: { [XLSX_TYPE]: { schema: z.string() } }, description: 'The workbook' },
    ...authErrors,
  },
});

const previewRoute = createRoute({
  method: 'post',
  path: '/admin/catalogue-import/preview',
  tags: TAGS,
  summary: 'Check an edited workbook and list what applying it would change (nothing is changed yet)',
  description:
    'The body is the .xlsx file itself, or multipart/form-data with the file as field "file". The answer ' +
    'lists added, changed, removed and rejected rows; its id applies it within 15 minutes.',
  middleware: [
    // Enforced while the body streams in, before anything is parsed.
    bodyLimit({
      maxSize: MAX_SHEET_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
  ] as const,
  request: {
    body: {
      required: true,
      content: {
        [XLSX_TYPE]: binary,
        'application/octet-stream': binary,
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    },
  },
  responses: {
    200: json(ZSheetPreviewSchema, 'The preview; `canApply` is false while rows are rejected'),
    400: json(
      ZErrorBodySchema,
      'Not an .xlsx, a possible zip bomb, missing sheets or columns, too many rows',
    ),
    413: json(ZErrorBodySchema, 'Larger than 5 MB'),
    ...authErrors,
  },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/admin/catalogue-import/{id}/apply',
  tags: TAGS,
  summary: 'Apply a preview: every change in one transaction, audited',
  request: { params: ZSheetPreviewParamSchema },
  responses: {
    200: json(ZSheetApplyResultSchema, 'What was added, changed and removed'),
    400: json(ZErrorBodySchema, 'The preview has rejected rows, or changes nothing'),
    404: json(ZErrorBodySchema, 'No such preview (expired, or another admin’s)'),
    409: json(ZErrorBodySchema, 'The catalogue changed since the preview: preview again'),
    ...authErrors,
  },
});

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
  const actorOf = (c: Context<TAppEnv>): TActor => ({
    userId: principalOf(c).userId,
    ip: clientIp(c, options.trustProxy),
  });

  app.openapi(exportRoute, async (c) => {
    const { data, fileName } = await service.exportWorkbook();
    return c.body(data as Uint8Array<ArrayBuffer>, 200, {
      ...NO_STORE,
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  });

  app.openapi(previewRoute, async (c) => {
    const data = await readUpload(c);
    if (data.byteLength > MAX_SHEET_UPLOAD_BYTES) throw tooLarge();
    return c.json(await service.preview(data, actorOf(c)), 200, NO_STORE);
  });

  app.openapi(applyRoute, async (c) => {
    const result = await service.apply(c.req.valid('param').id, actorOf(c));
    return c.json(result, 200, NO_STORE);
  });
}
