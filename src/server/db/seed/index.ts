import type { TDb } from '../client.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/**
 * Every seed, in dependency order. Each inserts only what is missing (matched by a stable key),
 * so running it again changes nothing and keeps what staff edited.
 */
export async function seedAll(db: TDb): Promise<Record<string, unknown>> {
  const catalogue = await seedCatalogue(db);
  return { catalogue };
}
