import { and, eq } from 'drizzle-orm';
import { matchCatalogueModel } from '#core/device-name.ts';
import type { TCategoryKey } from '#core/constants.ts';
import type { TExecutor } from '../../db/client.ts';
import { brands, categories, models } from '../../db/schema/index.ts';

export interface TCatalogueModelName {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  category: TCategoryKey;
}

function selectModelNames(executor: TExecutor) {
  return executor
    .select({
      id: models.id,
      name: models.name,
      brandId: models.brandId,
      brandName: brands.name,
      category: categories.key,
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .innerJoin(categories, eq(categories.id, models.categoryId));
}

/**
 * The catalogue model a customer's free words name (core's matchCatalogueModel over the active models),
 * or null: for a request made without a valuation (issue 30, item 10).
 */
export async function findModelNamedIn(
  executor: TExecutor,
  text: string,
): Promise<TCatalogueModelName | null> {
  const rows = await selectModelNames(executor).where(
    and(eq(models.isActive, true), eq(brands.isActive, true)),
  );
  return matchCatalogueModel(text, rows as TCatalogueModelName[]);
}

/** A model with its brand and category, by id (null when it is gone). */
export async function findModelName(executor: TExecutor, id: number): Promise<TCatalogueModelName | null> {
  const [row] = await selectModelNames(executor).where(eq(models.id, id));
  return (row as TCatalogueModelName | undefined) ?? null;
}
