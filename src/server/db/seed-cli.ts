import { existsSync } from 'node:fs';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const inserted = await seedCatalogue(database.db);
  console.log(
    `Seed applied (${database.kind}): ${inserted.categories} categories, ${inserted.brands} brands, ${inserted.models} models added; existing rows kept.`,
  );
} finally {
  await database.close();
}
