import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { LOCALES } from '#core/constants.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ZReferenceSchema } from '#core/contracts/trade-ins.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TReceiptsService } from './receipts.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const receiptRoute = createRoute({
  method: 'get',
  path: '/trade-ins/{reference}/receipt.pdf',
  tags: ['Receipts'],
  summary: 'The PDF receipt of a request, for the browser that submitted it (receipt token)',
  request: {
    params: z.object({ reference: z.string() }),
    query: z.object({
      token: z.string().max(200).optional(),
      lang: z.enum(LOCALES, { error: 'errors.validation.invalid' }).optional(),
    }),
  },
  responses: {
    200: { content: { 'application/pdf': { schema: z.string() } }, description: 'A4 receipt' },
    400: json(ZErrorBodySchema, 'Unknown language'),
    404: json(ZErrorBodySchema, 'Unknown reference, or a missing or wrong token (the same answer)'),
  },
});

const qrRoute = createRoute({
  method: 'get',
  path: '/trade-ins/{reference}/qr.svg',
  tags: ['Receipts'],
  summary: "QR code of the request's tracking link (it holds only the reference)",
  request: { params: z.object({ reference: ZReferenceSchema }) },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'SVG image' },
    400: json(ZErrorBodySchema, 'Malformed reference'),
  },
});

export function registerReceiptRoutes(app: TApiApp, service: TReceiptsService): void {
  app.openapi(receiptRoute, async (c) => {
    const { reference } = c.req.valid('param');
    const { token, lang } = c.req.valid('query');
    const pdf = await service.getReceiptPdf(reference, token, lang);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.openapi(qrRoute, async (c) => {
    const { reference } = c.req.valid('param');
    return c.body(await service.getTrackingQrSvg(reference), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
