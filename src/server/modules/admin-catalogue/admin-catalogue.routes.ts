import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  ZAdjustmentSaveSchema,
  ZAdminAdjustmentListSchema,
  ZAdminAdjustmentSchema,
  ZAdminBrandListSchema,
  ZAdminBrandSchema,
  ZAdminModelListQuerySchema,
  ZAdminModelListSchema,
  ZAdminModelPricesSchema,
  ZAdminModelSchema,
  ZAdminPricingSettingsSchema,
  ZBrandCreateSchema,
  ZBrandUpdateSchema,
  ZCatalogueIdParamSchema,
  ZModelCreateSchema,
  ZModelUpdateSchema,
  ZMoveSchema,
  ZPricesUpdateSchema,
  ZPricingSettingsUpdateSchema,
} from '#core/contracts/admin-catalogue.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { TAppEnv } from '../../http/context.ts';
import type { TActor } from './admin-catalogue.sql.ts';
import type { TCatalogueAdminService } from './catalogue-admin.service.ts';
import type { TPricingAdminService } from './pricing-admin.service.ts';

const TAGS = ['Admin: catalogue and pricing'];
/** Admin data changes under the admin's hands: never from a cache. */
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const body = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const errors = {
  401: json(ZErrorBodySchema, 'Not signed in'),
  403: json(ZErrorBodySchema, 'Not an admin'),
};
const invalid = {
  400: json(ZErrorBodySchema, 'Invalid input: `details` name each field and its message key'),
};
const missing = { 404: json(ZErrorBodySchema, 'No such row') };
const conflict = (what: string) => ({ 409: json(ZErrorBodySchema, what) });
const stale = conflict('Someone changed the row since `updatedAt`: reload it');
const idParam = { params: ZCatalogueIdParamSchema };

const route = <R extends Parameters<typeof createRoute>[0]>(config: R) =>
  createRoute({ ...config, tags: TAGS });

const routes = {
  listBrands: route({
    method: 'get',
    path: '/admin/catalogue/brands',
    summary: 'Every brand (active or not) by sort order, with its category and number of models',
    responses: { 200: json(ZAdminBrandListSchema, 'Brands'), ...errors },
  }),
  createBrand: route({
    method: 'post',
    path: '/admin/catalogue/brands',
    summary: 'Add a brand (last in the order); audited CATALOGUE_BRAND_CREATED',
    request: { body: body(ZBrandCreateSchema) },
    responses: { 201: json(ZAdminBrandSchema, 'The brand'), ...invalid, ...errors },
  }),
  updateBrand: route({
    method: 'put',
    path: '/admin/catalogue/brands/{id}',
    summary: "Change a brand's name, category or active flag; audited CATALOGUE_BRAND_UPDATED",
    request: { ...idParam, body: body(ZBrandUpdateSchema) },
    responses: { 200: json(ZAdminBrandSchema, 'The brand'), ...invalid, ...missing, ...stale, ...errors },
  }),
  deleteBrand: route({
    method: 'delete',
    path: '/admin/catalogue/brands/{id}',
    summary: 'Delete a brand without models or trade-in requests; audited CATALOGUE_BRAND_DELETED',
    request: idParam,
    responses: {
      204: { description: 'Deleted' },
      ...missing,
      ...conflict('The brand still has models, or trade-in requests name it'),
      ...errors,
    },
  }),
  moveBrand: route({
    method: 'post',
    path: '/admin/catalogue/brands/{id}/move',
    summary: 'Move a brand one place up or down (sort_order); audited CATALOGUE_BRAND_REORDERED',
    request: { ...idParam, body: body(ZMoveSchema) },
    responses: { 200: json(ZAdminBrandListSchema, 'Every brand in the new order'), ...missing, ...errors },
  }),
  listModels: route({
    method: 'get',
    path: '/admin/catalogue/models',
    summary: 'Every model of a brand (active or not) by sort order',
    request: { query: ZAdminModelListQuerySchema },
    responses: { 200: json(ZAdminModelListSchema, 'Models'), ...invalid, ...missing, ...errors },
  }),
  createModel: route({
    method: 'post',
    path: '/admin/catalogue/models',
    summary: "Add a model (last in its brand's order); audited CATALOGUE_MODEL_CREATED",
    request: { body: body(ZModelCreateSchema) },
    responses: { 201: json(ZAdminModelSchema, 'The model'), ...invalid, ...errors },
  }),
  updateModel: route({
    method: 'put',
    path: '/admin/catalogue/models/{id}',
    summary: 'Change a model; prices of sizes taken out go too; audited CATALOGUE_MODEL_UPDATED',
    request: { ...idParam, body: body(ZModelUpdateSchema) },
    responses: { 200: json(ZAdminModelSchema, 'The model'), ...invalid, ...missing, ...stale, ...errors },
  }),
  deleteModel: route({
    method: 'delete',
    path: '/admin/catalogue/models/{id}',
    summary: 'Delete a model no quote or request names, with its prices; audited CATALOGUE_MODEL_DELETED',
    request: idParam,
    responses: {
      204: { description: 'Deleted' },
      ...missing,
      ...conflict('Quotes or trade-in requests name the model: deactivate it instead'),
      ...errors,
    },
  }),
  moveModel: route({
    method: 'post',
    path: '/admin/catalogue/models/{id}/move',
    summary: "Move a model one place up or down in its brand's order; audited CATALOGUE_MODEL_REORDERED",
    request: { ...idParam, body: body(ZMoveSchema) },
    responses: {
      200: json(ZAdminModelListSchema, "The brand's models in the new order"),
      ...missing,
      ...errors,
    },
  }),
  getPrices: route({
    method: 'get',
    path: '/admin/catalogue/models/{id}/prices',
    summary: "A model's base prices: storage × grade",
    request: idParam,
    responses: { 200: json(ZAdminModelPricesSchema, 'The model and its prices'), ...missing, ...errors },
  }),
  savePrices: route({
    method: 'put',
    path: '/admin/catalogue/models/{id}/prices',
    summary: "Save changed cells of a model's price grid, all or none; audited CATALOGUE_PRICES_UPDATED",
    request: { ...idParam, body: body(ZPricesUpdateSchema) },
    responses: {
      200: json(ZAdminModelPricesSchema, 'The model and its prices after the change'),
      ...invalid,
      ...missing,
      ...stale,
      ...errors,
    },
  }),
  listAdjustments: route({
    method: 'get',
    path: '/admin/catalogue/adjustments',
    summary: 'Every pricing adjustment (per question option, THB or percent)',
    responses: { 200: json(ZAdminAdjustmentListSchema, 'Adjustments'), ...errors },
  }),
  saveAdjustment: route({
    method: 'put',
    path: '/admin/catalogue/adjustments',
    summary: "Create (updatedAt null) or change an option's adjustment; audited CATALOGUE_ADJUSTMENT_*",
    request: { body: body(ZAdjustmentSaveSchema) },
    responses: { 200: json(ZAdminAdjustmentSchema, 'The adjustment'), ...invalid, ...stale, ...errors },
  }),
  deleteAdjustment: route({
    method: 'delete',
    path: '/admin/catalogue/adjustments/{id}',
    summary: 'Remove an adjustment; audited CATALOGUE_ADJUSTMENT_DELETED',
    request: idParam,
    responses: { 204: { description: 'Deleted' }, ...missing, ...errors },
  }),
  getSettings: route({
    method: 'get',
    path: '/admin/catalogue/settings',
    summary: 'Pricing settings: price lock days, voucher uplift percent, provincial bonus',
    responses: { 200: json(ZAdminPricingSettingsSchema, 'The settings'), ...errors },
  }),
  saveSettings: route({
    method: 'put',
    path: '/admin/catalogue/settings',
    summary: 'Change the pricing settings; audited CATALOGUE_PRICING_SETTINGS_UPDATED',
    request: { body: body(ZPricingSettingsUpdateSchema) },
    responses: { 200: json(ZAdminPricingSettingsSchema, 'The settings'), ...invalid, ...stale, ...errors },
  }),
};

function actorOf(c: Context<TAppEnv>, trustProxy: boolean): TActor {
  return { userId: c.get('principal')?.userId ?? null, ip: clientIp(c, trustProxy) };
}

type TId = z.infer<typeof ZCatalogueIdParamSchema>;

export function registerAdminCatalogueRoutes(
  app: TApiApp,
  services: { catalogue: TCatalogueAdminService; pricing: TPricingAdminService },
  options: { trustProxy: boolean },
): void {
  const { catalogue, pricing } = services;
  const actor = (c: Context<TAppEnv>) => actorOf(c, options.trustProxy);
  const id = (c: { req: { valid: (target: 'param') => TId } }) => c.req.valid('param').id;

  app.openapi(routes.listBrands, async (c) => c.json(await catalogue.listBrands(), 200, NO_STORE));
  app.openapi(routes.createBrand, async (c) =>
    c.json(await catalogue.createBrand(c.req.valid('json'), actor(c)), 201, NO_STORE),
  );
  app.openapi(routes.updateBrand, async (c) =>
    c.json(await catalogue.updateBrand(id(c), c.req.valid('json'), actor(c)), 200, NO_STORE),
  );
  app.openapi(routes.deleteBrand, async (c) => {
    await catalogue.deleteBrand(id(c), actor(c));
    return c.body(null, 204);
  });
  app.openapi(routes.moveBrand, async (c) =>
    c.json(await catalogue.moveBrand(id(c), c.req.valid('json'), actor(c)), 200, NO_STORE),
  );

  app.openapi(routes.listModels, async (c) =>
    c.json(await catalogue.listModels(c.req.valid('query').brandId), 200, NO_STORE),
  );
  app.openapi(routes.createModel, async (c) =>
    c.json(await catalogue.createModel(c.req.valid('json'), actor(c)), 201, NO_STORE),
  );
  app.openapi(routes.updateModel, async (c) =>
    c.json(await catalogue.updateModel(id(c), c.req.valid('json'), actor(c)), 200, NO_STORE),
  );
  app.openapi(routes.deleteModel, async (c) => {
    await catalogue.deleteModel(id(c), actor(c));
    return c.body(null, 204);
  });
  app.openapi(routes.moveModel, async (c) =>
    c.json(await catalogue.moveModel(id(c), c.req.valid('json'), actor(c)), 200, NO_STORE),
  );

  app.openapi(routes.getPrices, async (c) => c.json(await pricing.getPrices(id(c)), 200, NO_STORE));
  app.openapi(routes.savePrices, async (c) =>
    c.json(await pricing.savePrices(id(c), c.req.valid('json'), actor(c)), 200, NO_STORE),
  );

  app.openapi(routes.listAdjustments, async (c) => c.json(await pricing.listAdjustments(), 200, NO_STORE));
  app.openapi(routes.saveAdjustment, async (c) =>
    c.json(await pricing.saveAdjustment(c.req.valid('json'), actor(c)), 200, NO_STORE),
  );
  app.openapi(routes.getSettings, async (c) => c.json(await pricing.getSettings(), 200, NO_STORE));
  app.openapi(routes.saveSettings, async (c) =>
    c.json(await pricing.saveSettings(c.req.valid('json'), actor(c)), 200, NO_STORE),
  );
  app.openapi(routes.deleteAdjustment, async (c) => {
    await pricing.deleteAdjustment(id(c), actor(c));
    return c.body(null, 204);
  });
}
