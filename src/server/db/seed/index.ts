import type { TDb } from '../client.ts';
import { prices, stores } from '../schema/index.ts';
import { isCatalogueEmpty, seedCatalogue } from './seed-catalogue.ts';
import { seedPricing } from './seed-pricing.ts';
import { seedQuestionnaire } from './seed-questionnaire.ts';
import { seedStores } from './seed-stores.ts';

/**
 * Every seed, in dependency order. Each inserts only what is missing (matched by a stable key),
 * so running it again changes nothing and keeps what staff edited (`npm run db:seed`).
 */
export async function seedAll(db: TDb): Promise<Record<string, unknown>> {
  const catalogue = await seedCatalogue(db);
  const pricing = await seedPricing(db);
  const storesAdded = await seedStores(db);
  const questionnaire = await seedQuestionnaire(db);
  return { catalogue, pricing, stores: storesAdded, questionnaire };
}

/**
 * At start: seed each part whose table is still empty — a new install gets everything, an older
 * database gets the parts added since, and rows staff deleted on purpose are not brought back.
 */
export async function seedEmptyParts(db: TDb): Promise<Record<string, unknown>> {
  const seeded: Record<string, unknown> = {};
  if (await isCatalogueEmpty(db)) seeded.catalogue = await seedCatalogue(db);
  if ((await db.$count(prices)) === 0) seeded.pricing = await seedPricing(db);
  if ((await db.$count(stores)) === 0) seeded.stores = await seedStores(db);
  const questionnaire = await seedQuestionnaire(db);
  if (questionnaire > 0) seeded.questionnaire = questionnaire;
  return seeded;
}
