import type { TDb } from '../client.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedPricing } from './seed-pricing.ts';
import { seedStores } from './seed-stores.ts';

/**
 * Every seed, in dependency order. Each inserts only what is missing (matched by a stable key),
 * so running it again changes nothing and keeps what staff edited.
 */
export async function seedAll(db: TDb): Promise<Record<string, unknown>> {
  const catalogue = await seedCatalogue(db);
  const pricing = await seedPricing(db);
  const stores = await seedStores(db);
  return { catalogue, pricing, stores };
}
