import { GRADES } from '#core/questionnaire.ts';
import type { TDb } from '#server/db/client.ts';
import { brands, categories, models, prices } from '#server/db/schema/index.ts';

const MODELS = 1250;
const SIZES = [64, 128, 256, 512];

/** The large catalogue's sizes; `excellentColumn` is the Prices sheet's column of the excellent grade. */
export const LARGE_CATALOGUE = {
  models: MODELS,
  sizes: SIZES.length,
  priceRows: MODELS * SIZES.length,
  prices: MODELS * SIZES.length * GRADES.length,
  excellentColumn: 5,
} as const;

/** 1,250 models × 4 sizes: a Prices sheet of 5,000 rows (20,000 prices). Test and bench (bench:catalogue-sheet). */
export async function arrangeLargeCatalogue(db: TDb): Promise<void> {
  const [category] = await db.insert(categories).values({ key: 'phone' }).returning();
  const [brand] = await db
    .insert(brands)
    .values({ slug: 'big', name: 'Big', categoryId: category!.id })
    .returning();
  const modelRows = await db
    .insert(models)
    .values(
      Array.from({ length: MODELS }, (_, index) => ({
        slug: `big-${index}`,
        name: `Model ${index}`,
        brandId: brand!.id,
        categoryId: category!.id,
        storageOptions: SIZES,
        releaseYear: 2024,
        sortOrder: index,
      })),
    )
    .returning({ id: models.id });
  const priceRows = modelRows.flatMap((model) =>
    SIZES.flatMap((storageGb) =>
      GRADES.map((grade, index) => ({
        modelId: model.id,
        storageGb,
        grade,
        priceThb: 10_000 - index * 1000,
      })),
    ),
  );
  for (let start = 0; start < priceRows.length; start += 2000) {
    await db.insert(prices).values(priceRows.slice(start, start + 2000));
  }
}
