import type { TCategoryKey } from '#core/constants.ts';
import type { TBrand, TModel } from '#core/contracts/catalogue.ts';
import { AppError } from '../../http/errors.ts';
import type { TCatalogueRepository } from './catalogue.repository.ts';

export function createCatalogueService(repository: TCatalogueRepository) {
  return {
    listBrands(category?: TCategoryKey): Promise<TBrand[]> {
      return repository.listActiveBrands(category);
    },

    /** Models of an active brand; an unknown or inactive brand is a 404 rather than an empty list. */
    async listModels(brandId: number, category?: TCategoryKey): Promise<TModel[]> {
      const brand = await repository.findBrand(brandId);
      if (!brand || !brand.isActive) {
        throw new AppError('NOT_FOUND', 'errors.catalogue.brandNotFound', `Brand ${brandId} does not exist`);
      }
      return repository.listActiveModels(brandId, category);
    },
  };
}

export type TCatalogueService = ReturnType<typeof createCatalogueService>;
