import { createRoute } from '@hono/zod-openapi';
import {
  ZListBrandsQuerySchema,
  ZListBrandsResponseSchema,
  ZListModelsQuerySchema,
  ZListModelsResponseSchema,
} from '#core/contracts/catalogue.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { cacheable } from '../../http/cache.ts';
import type { TCatalogueService } from './catalogue.service.ts';

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const listBrandsRoute = createRoute({
  method: 'get',
  path: '/brands',
  tags: ['Catalogue'],
  summary: 'Active brands, ordered by sort_order ascending',
  request: { query: ZListBrandsQuerySchema },
  responses: {
    200: json(ZListBrandsResponseSchema, 'Brands'),
    304: { description: 'Not modified (ETag matched)' },
    400: json(ZErrorBodySchema, 'Invalid query'),
  },
});

const listModelsRoute = createRoute({
  method: 'get',
  path: '/models',
  tags: ['Catalogue'],
  summary: 'Active models of a brand, ordered by sort_order ascending',
  request: { query: ZListModelsQuerySchema },
  responses: {
    200: json(ZListModelsResponseSchema, 'Models'),
    304: { description: 'Not modified (ETag matched)' },
    400: json(ZErrorBodySchema, 'Missing or invalid brandId'),
    404: json(ZErrorBodySchema, 'Unknown or inactive brand'),
  },
});

export function registerCatalogueRoutes(app: TApiApp, service: TCatalogueService): void {
  app.use('/brands', cacheable);
  app.use('/models', cacheable);

  app.openapi(listBrandsRoute, async (c) => {
    const { category } = c.req.valid('query');
    return c.json({ brands: await service.listBrands(category) }, 200);
  });

  app.openapi(listModelsRoute, async (c) => {
    const { brandId, category } = c.req.valid('query');
    return c.json({ models: await service.listModels(brandId, category) }, 200);
  });
}
