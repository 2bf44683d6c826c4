import type {
  TAdminBrand,
  TAdminBrandList,
  TAdminModel,
  TAdminModelList,
  TBrandCreate,
  TBrandUpdate,
  TModelCreate,
  TModelUpdate,
  TMove,
} from '#core/contracts/admin-catalogue.ts';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { AppError } from '../../http/errors.ts';
import { AUDIT_TARGET, freeSlug, slugify, type TActor } from './admin-catalogue.sql.ts';
import type { TCatalogueAdminQueries, TCatalogueAdminRepository } from './catalogue-admin.repository.ts';

export const notFound = () =>
  new AppError('NOT_FOUND', 'errors.adminCatalogue.notFound', 'No such row: it may have been deleted');
/** Someone saved the row after this admin loaded it. */
export const changedMeanwhile = () =>
  new AppError('CONFLICT', 'errors.adminCatalogue.changed', 'Someone changed this meanwhile; reload it');
const invalid = (path: string, messageKey: string, message: string) =>
  new AppError('VALIDATION', messageKey, message, [{ path, messageKey }]);
const inUse = (messageKey: string, message: string) => new AppError('CONFLICT', messageKey, message);

/**
 * A database refusal the checks before it should have prevented (a row added by another admin in
 * between): a clear 409, never a 500.
 */
export function refusalOf(error: unknown): unknown {
  if (isPgError(error, PG_FOREIGN_KEY_VIOLATION)) {
    return inUse('errors.adminCatalogue.inUse', 'Other records still refer to this row');
  }
  if (isPgError(error, PG_UNIQUE_VIOLATION)) return changedMeanwhile();
  return error;
}

async function refusingDatabaseErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * The new places after moving `id` one step up or down: every row numbered 10, 20, 30 … in the new
 * order (rows that shared a sort_order get distinct places), and only the rows whose number changes.
 */
export function reorder(
  rows: readonly { id: number; sortOrder: number }[],
  id: number,
  direction: TMove['direction'],
): { id: number; sortOrder: number }[] | undefined {
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return undefined;
  const target = direction === 'up' ? index - 1 : index + 1;
  const order = [...rows];
  if (target >= 0 && target < order.length) [order[index], order[target]] = [order[target]!, order[index]!];
  return order
    .map((row, position) => ({ id: row.id, before: row.sortOrder, sortOrder: (position + 1) * 10 }))
    .filter((row) => row.before !== row.sortOrder)
    .map(({ id: rowId, sortOrder }) => ({ id: rowId, sortOrder }));
}

const brandState = (brand: TAdminBrand) => ({
  name: brand.name,
  category: brand.category,
  isActive: brand.isActive,
  sortOrder: brand.sortOrder,
});

const modelState = (model: TAdminModel) => ({
  brandId: model.brandId,
  name: model.name,
  category: model.category,
  storageOptions: model.storageOptions,
  releaseYear: model.releaseYear,
  isActive: model.isActive,
  sortOrder: model.sortOrder,
});

export function createCatalogueAdminService(repository: TCatalogueAdminRepository) {
  async function lockedBrand(repo: TCatalogueAdminQueries, id: number, updatedAt?: string) {
    const brand = await repo.lockBrand(id);
    if (!brand) throw notFound();
    if (updatedAt !== undefined && brand.updatedAt !== updatedAt) throw changedMeanwhile();
    return brand;
  }

  async function lockedModel(repo: TCatalogueAdminQueries, id: number, updatedAt?: string) {
    const model = await repo.lockModel(id);
    if (!model) throw notFound();
    if (updatedAt !== undefined && model.updatedAt !== updatedAt) throw changedMeanwhile();
    return model;
  }

  async function checkBrandName(repo: TCatalogueAdminQueries, name: string, exceptId?: number) {
    if (await repo.brandNameTaken(name, exceptId)) {
      throw invalid('name', 'errors.adminCatalogue.nameTaken', 'Another brand has this name');
    }
  }

  async function checkModelName(
    repo: TCatalogueAdminQueries,
    brandId: number,
    name: string,
    exceptId?: number,
  ) {
    if (!(await repo.brandExists(brandId))) {
      throw invalid('brandId', 'errors.adminCatalogue.brandUnknown', 'No such brand');
    }
    if (await repo.modelNameTaken(brandId, name, exceptId)) {
      throw invalid('name', 'errors.adminCatalogue.nameTaken', 'The brand has a model with this name');
    }
  }

  return {
    async listBrands(): Promise<TAdminBrandList> {
      return { brands: await repository.listBrands() };
    },

    async createBrand(input: TBrandCreate, actor: TActor): Promise<TAdminBrand> {
      return refusingDatabaseErrors(() =>
        repository.transaction(async (repo) => {
          await checkBrandName(repo, input.name);
          const base = slugify(input.name, 'brand');
          const id = await repo.insertBrand({
            slug: freeSlug(base, await repo.takenBrandSlugs(base)),
            name: input.name,
            categoryId: await repo.categoryId(input.category),
            isActive: input.isActive,
          });
          const brand = (await repo.lockBrand(id))!;
          await repo.audit(actor, {
            action: 'CATALOGUE_BRAND_CREATED',
            targetType: AUDIT_TARGET.brand,
            targetId: id,
            details: { before: null, after: brandState(brand) },
          });
          return brand;
        }),
      );
    },

    async updateBrand(id: number, input: TBrandUpdate, actor: TActor): Promise<TAdminBrand> {
      return refusingDatabaseErrors(() =>
        repository.transaction(async (repo) => {
          const before = await lockedBrand(repo, id, input.updatedAt);
          await checkBrandName(repo, input.name, id);
          await repo.updateBrand(id, {
            name: input.name,
            categoryId: await repo.categoryId(input.category),
            isActive: input.isActive,
          });
          const after = (await repo.lockBrand(id))!;
          await repo.audit(actor, {
            action: 'CATALOGUE_BRAND_UPDATED',
            targetType: AUDIT_TARGET.brand,
            targetId: id,
            details: { before: brandState(before), after: brandState(after) },
          });
          return after;
        }),
      );
    },

    /** Refused while the brand has models (delete or move them first) or trade-in requests name it. */
    async deleteBrand(id: number, actor: TActor): Promise<void> {
      await refusingDatabaseErrors(() =>
        repository.transaction(async (repo) => {
          const before = await lockedBrand(repo, id);
          if (before.modelCount > 0) {
            throw inUse('errors.adminCatalogue.brandHasModels', 'The brand still has models');
          }
          if ((await repo.brandRequestCount(id)) > 0) {
            throw inUse('errors.adminCatalogue.brandInUse', 'Trade-in requests name this brand');
          }
          await repo.deleteBrand(id);
          await repo.audit(actor, {
            action: 'CATALOGUE_BRAND_DELETED',
            targetType: AUDIT_TARGET.brand,
            targetId: id,
            details: { before: brandState(before), after: null },
          });
        }),
      );
    },

    async moveBrand(id: number, move: TMove, actor: TActor): Promise<TAdminBrandList> {
      await repository.transaction(async (repo) => {
        const before = await repo.lockBrandOrder();
        const changes = reorder(before, id, move.direction);
        if (!changes) throw notFound();
        if (changes.length === 0) return;
        await repo.setBrandSortOrders(changes);
        await repo.audit(actor, {
          action: 'CATALOGUE_BRAND_REORDERED',
          targetType: AUDIT_TARGET.brand,
          targetId: id,
          details: {
            direction: move.direction,
            before: before.filter((row) => changes.some((change) => change.id === row.id)),
            after: changes,
          },
        });
      });
      return { brands: await repository.listBrands() };
    },

    async listModels(brandId: number): Promise<TAdminModelList> {
      if (!(await repository.brandExists(brandId))) throw notFound();
      return { models: await repository.listModels(brandId) };
    },

    async createModel(input: TModelCreate, actor: TActor): Promise<TAdminModel> {
      return refusingDatabaseErrors(() =>
        repository.transaction(async (repo) => {
          await checkModelName(repo, input.brandId, input.name);
          const base = slugify(`${(await repo.brandSlug(input.brandId)) ?? ''} ${input.name}`, 'model');
          const id = await repo.insertModel({
            slug: freeSlug(base, await repo.takenModelSlugs(base)),
            brandId: input.brandId,
            name: input.name,
            categoryId: await repo.categoryId(input.category),
            storageOptions: input.storageOptions,
            releaseYear: input.releaseYear,
            isActive: input.isActive,
          });
          const model = (await repo.lockModel(id))!;
          await repo.audit(actor, {
            action: 'CATALOGUE_MODEL_CREATED',
            targetType: AUDIT_TARGET.model,
            targetId: id,
            details: { before: null, after: modelState(model) },
          });
          return model;
        }),
      );
    },

    /**
     * Sizes taken out of the storage options take their prices with them (the grid has no row for
     * them); the audit entry lists those prices.
     */
    async updateModel(id: number, input: TModelUpdate, actor: TActor): Promise<TAdminModel> {
      return refusingDatabaseErrors(() =>
        repository.transaction(async (repo) => {
          const before = await lockedModel(repo, id, input.updatedAt);
          await checkModelName(repo, input.brandId, input.name, id);
          const movedBrand = input.brandId !== before.brandId;
          await repo.updateModel(
            id,
            {
              brandId: input.brandId,
              name: input.name,
              categoryId: await repo.categoryId(input.category),
              storageOptions: input.storageOptions,
              releaseYear: input.releaseYear,
              isActive: input.isActive,
            },
            movedBrand ? await repo.nextModelSortOrder(input.brandId) : undefined,
          );
          const removedPrices = await repo.deletePricesOutside(id, input.storageOptions);
          const after = (await repo.lockModel(id))!;
          await repo.audit(actor, {
            action: 'CATALOGUE_MODEL_UPDATED',
            targetType: AUDIT_TARGET.model,
            targetId: id,
            details: {
              before: modelState(before),
              after: modelState(after),
              ...(removedPrices.length > 0 ? { removedPrices } : {}),
            },
          });
          return after;
        }),
      );
    },

    /** Refused while quotes or trade-in requests name the model (deactivate it instead); prices go with it. */
    async deleteModel(id: number, actor: TActor): Promise<void> {
      await refusingDatabaseErrors(() =>
        repository.transaction(async (repo) => {
          const before = await lockedModel(repo, id);
          if ((await repo.modelReferenceCount(id)) > 0) {
            throw inUse('errors.adminCatalogue.modelInUse', 'Quotes or trade-in requests name this model');
          }
          const priceCount = await repo.modelPriceCount(id);
          await repo.deleteModel(id);
          await repo.audit(actor, {
            action: 'CATALOGUE_MODEL_DELETED',
            targetType: AUDIT_TARGET.model,
            targetId: id,
            details: { before: { ...modelState(before), priceCount }, after: null },
          });
        }),
      );
    },

    async moveModel(id: number, move: TMove, actor: TActor): Promise<TAdminModelList> {
      const brandId = await repository.transaction(async (repo) => {
        const model = await lockedModel(repo, id);
        const order = await repo.lockModelOrder(model.brandId);
        const changes = reorder(order, id, move.direction) ?? [];
        if (changes.length === 0) return model.brandId;
        await repo.setModelSortOrders(changes);
        await repo.audit(actor, {
          action: 'CATALOGUE_MODEL_REORDERED',
          targetType: AUDIT_TARGET.model,
          targetId: id,
          details: {
            direction: move.direction,
            before: order.filter((row) => changes.some((change) => change.id === row.id)),
            after: changes,
          },
        });
        return model.brandId;
      });
      return { models: await repository.listModels(brandId) };
    },
  };
}

export type TCatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
