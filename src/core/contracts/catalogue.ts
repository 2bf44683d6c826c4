import { z } from 'zod';
import { recordId } from './record-id.ts';
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
  brandId: recordId('errors.catalogue.brandIdInvalid'),
  category: ZCategoryKeySchema.optional(),
});
export const ZListModelsResponseSchema = z.object({ models: z.array(ZModelSchema) });
export type TListModelsResponse = z.infer<typeof ZListModelsResponseSchema>;
