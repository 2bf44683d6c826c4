import { eq } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import type { TDb } from '#server/db/client.ts';
import { brands, categories, models } from '#server/db/schema/index.ts';

type TCategoryRow = typeof categories.$inferSelect;
type TBrandRow = typeof brands.$inferSelect;
type TModelRow = typeof models.$inferSelect;

/** A category key instead of an id: the factory finds or creates that category. */
type TWithCategory<T> = Partial<T> & { category?: TCategoryKey };

let sequence = 0;
const nextNumber = () => ++sequence;

export async function createCategory(
  db: TDb,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<TCategoryRow> {
  const [row] = await db
    .insert(categories)
    .values({ key: 'phone', sortOrder: 10, ...overrides })
    .returning();
  if (!row) throw new Error('createCategory inserted no row');
  return row;
}

async function categoryIdFor(db: TDb, key: TCategoryKey): Promise<number> {
  const [existing] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, key));
  return existing?.id ?? (await createCategory(db, { key })).id;
}

export async function createBrand(
  db: TDb,
  overrides: TWithCategory<typeof brands.$inferInsert> = {},
): Promise<TBrandRow> {
  const { category = 'phone', ...values } = overrides;
  const number = nextNumber();
  const [row] = await db
    .insert(brands)
    .values({
      slug: `brand-${number}`,
      name: `Brand ${number}`,
      sortOrder: number * 10,
      ...values,
      categoryId: values.categoryId ?? (await categoryIdFor(db, category)),
    })
    .returning();
  if (!row) throw new Error('createBrand inserted no row');
  return row;
}

export async function createModel(
  db: TDb,
  overrides: TWithCategory<typeof models.$inferInsert> = {},
): Promise<TModelRow> {
  const { category = 'phone', ...values } = overrides;
  const number = nextNumber();
  const [row] = await db
    .insert(models)
    .values({
      slug: `model-${number}`,
      name: `Model ${number}`,
      storageOptions: [128, 256],
      releaseYear: 2024,
      launchPriceThb: 19_900,
      sortOrder: number * 10,
      ...values,
      brandId: values.brandId ?? (await createBrand(db)).id,
      categoryId: values.categoryId ?? (await categoryIdFor(db, category)),
    })
    .returning();
  if (!row) throw new Error('createModel inserted no row');
  return row;
}

/** An admin's edit of a brand, as the admin screens will make it. */
export async function updateBrand(
  db: TDb,
  id: number,
  changes: Partial<Pick<TBrandRow, 'name' | 'isActive' | 'sortOrder'>>,
): Promise<TBrandRow> {
  const [row] = await db
    .update(brands)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(brands.id, id))
    .returning();
  if (!row) throw new Error(`updateBrand: no brand ${id}`);
  return row;
}
