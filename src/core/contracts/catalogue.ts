import { z } from 'zod';
import { text } from './text.ts';
import { CATEGORY_KEYS } from '../constants.ts';

export const ZCategoryKeySchema = z.enum(CATEGORY_KEYS);

export const ZBrandSchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  category: ZCategoryKeySchema,
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type TBrand = z.infer<typeof ZBrandSchema>;

export const ZModelSchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  brandId: z.number().int(),
  category: ZCategoryKeySchema,
  storageOptions: z.array(z.number().int().nonnegative()),
  releaseYear: z.number().int(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type TModel = z.infer<typeof ZModelSchema>;

/** GET /api/brands */
export const ZListBrandsQuerySchema = z.object({
  category: ZCategoryKeySchema.optional(),
});
export const ZListBrandsResponseSchema = z.object({ brands: z.array(ZBrandSchema) });
export type TListBrandsResponse = z.infer<typeof ZListBrandsResponseSchema>;

/** GET /api/models?brandId= */
export const ZListModelsQuerySchema = z.object({
  // At most the largest PostgreSQL integer: a bigger id would make the database query fail with a 500.
  brandId: z.coerce
    .number({ error: 'errors.catalogue.brandIdInvalid' })
    .int('errors.catalogue.brandIdInvalid')
    .positive('errors.catalogue.brandIdInvalid')
    .max(2_147_483_647, 'errors.catalogue.brandIdInvalid'),
  category: ZCategoryKeySchema.optional(),
});
export const ZListModelsResponseSchema = z.object({ models: z.array(ZModelSchema) });
export type TListModelsResponse = z.infer<typeof ZListModelsResponseSchema>;
