import { existsSync } from 'node:fs';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';
import { seedAll } from './seed/index.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const inserted = await seedAll(database.db);
  console.log(
    `Seed applied (${database.kind}); rows added: ${JSON.stringify(inserted)}. Existing rows were kept.`,
  );
} finally {
  await database.close();
}
