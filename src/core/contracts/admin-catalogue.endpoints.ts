import { defineEndpoints, json, noContent } from '../api/endpoint.ts';
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
} from './admin-catalogue.ts';

const tags = ['Admin: catalogue and pricing'];
const admin = ['admin'] as const;
const params = ZCatalogueIdParamSchema;
const missing = 'No such row';
const stale = 'Someone changed the row since `updatedAt`: reload it';

/**
 * Admin › Brands, Models, Prices, Adjustments (decision 010): what every quote is priced from; admin
 * only. Every change is audited with before and after.
 */
export const ADMIN_CATALOGUE_ENDPOINTS = defineEndpoints({
  'GET /api/admin/catalogue/brands': {
    policy: admin,
    tags,
    summary: 'Every brand (active or not) by sort order, with its category and number of models',
    response: json(ZAdminBrandListSchema, 'Brands'),
  },
  'POST /api/admin/catalogue/brands': {
    policy: admin,
    tags,
    summary: 'Add a brand (last in the order); audited CATALOGUE_BRAND_CREATED',
    body: ZBrandCreateSchema,
    response: json(ZAdminBrandSchema, 'The brand', { status: 201 }),
  },
  'PUT /api/admin/catalogue/brands/:id': {
    policy: admin,
    tags,
    summary: "Change a brand's name, category or active flag; audited CATALOGUE_BRAND_UPDATED",
    params,
    body: ZBrandUpdateSchema,
    response: json(ZAdminBrandSchema, 'The brand'),
    errors: { 404: missing, 409: stale },
  },
  'DELETE /api/admin/catalogue/brands/:id': {
    policy: admin,
    tags,
    summary: 'Delete a brand without models or trade-in requests; audited CATALOGUE_BRAND_DELETED',
    params,
    response: noContent('Deleted'),
    errors: { 404: missing, 409: 'The brand still has models, or trade-in requests name it' },
  },
  'POST /api/admin/catalogue/brands/:id/move': {
    policy: admin,
    tags,
    summary: 'Move a brand one place up or down (sort_order); audited CATALOGUE_BRAND_REORDERED',
    params,
    body: ZMoveSchema,
    response: json(ZAdminBrandListSchema, 'Every brand in the new order'),
    errors: { 404: missing },
  },
  'GET /api/admin/catalogue/models': {
    policy: admin,
    tags,
    summary: 'Every model of a brand (active or not) by sort order',
    query: ZAdminModelListQuerySchema,
    response: json(ZAdminModelListSchema, 'Models'),
    errors: { 404: missing },
  },
  'POST /api/admin/catalogue/models': {
    policy: admin,
    tags,
    summary: "Add a model (last in its brand's order); audited CATALOGUE_MODEL_CREATED",
    body: ZModelCreateSchema,
    response: json(ZAdminModelSchema, 'The model', { status: 201 }),
  },
  'PUT /api/admin/catalogue/models/:id': {
    policy: admin,
    tags,
    summary: 'Change a model; prices of sizes taken out go too; audited CATALOGUE_MODEL_UPDATED',
    params,
    body: ZModelUpdateSchema,
    response: json(ZAdminModelSchema, 'The model'),
    errors: { 404: missing, 409: stale },
  },
  'DELETE /api/admin/catalogue/models/:id': {
    policy: admin,
    tags,
    summary: 'Delete a model no quote or request names, with its prices; audited CATALOGUE_MODEL_DELETED',
    params,
    response: noContent('Deleted'),
    errors: { 404: missing, 409: 'Quotes or trade-in requests name the model: deactivate it instead' },
  },
  'POST /api/admin/catalogue/models/:id/move': {
    policy: admin,
    tags,
    summary: "Move a model one place up or down in its brand's order; audited CATALOGUE_MODEL_REORDERED",
    params,
    body: ZMoveSchema,
    response: json(ZAdminModelListSchema, "The brand's models in the new order"),
    errors: { 404: missing },
  },
  'GET /api/admin/catalogue/models/:id/prices': {
    policy: admin,
    tags,
    summary: "A model's base prices: storage × grade",
    params,
    response: json(ZAdminModelPricesSchema, 'The model and its prices'),
    errors: { 404: missing },
  },
  'PUT /api/admin/catalogue/models/:id/prices': {
    policy: admin,
    tags,
    summary: "Save changed cells of a model's price grid, all or none; audited CATALOGUE_PRICES_UPDATED",
    params,
    body: ZPricesUpdateSchema,
    response: json(ZAdminModelPricesSchema, 'The model and its prices after the change'),
    errors: { 404: missing, 409: stale },
  },
  'GET /api/admin/catalogue/adjustments': {
    policy: admin,
    tags,
    summary: 'Every pricing adjustment (per question option, THB or percent)',
    response: json(ZAdminAdjustmentListSchema, 'Adjustments'),
  },
  'PUT /api/admin/catalogue/adjustments': {
    policy: admin,
    tags,
    summary: "Create (updatedAt null) or change an option's adjustment; audited CATALOGUE_ADJUSTMENT_*",
    body: ZAdjustmentSaveSchema,
    response: json(ZAdminAdjustmentSchema, 'The adjustment'),
    errors: { 409: stale },
  },
  'DELETE /api/admin/catalogue/adjustments/:id': {
    policy: admin,
    tags,
    summary: 'Remove an adjustment; audited CATALOGUE_ADJUSTMENT_DELETED',
    params,
    response: noContent('Deleted'),
    errors: { 404: missing },
  },
  'GET /api/admin/catalogue/settings': {
    policy: admin,
    tags,
    summary: 'Pricing settings: price lock days, voucher uplift percent, provincial bonus',
    response: json(ZAdminPricingSettingsSchema, 'The settings'),
  },
  'PUT /api/admin/catalogue/settings': {
    policy: admin,
    tags,
    summary: 'Change the pricing settings; audited CATALOGUE_PRICING_SETTINGS_UPDATED',
    body: ZPricingSettingsUpdateSchema,
    response: json(ZAdminPricingSettingsSchema, 'The settings'),
    errors: { 409: stale },
  },
});
