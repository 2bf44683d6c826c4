import { existsSync } from 'node:fs';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './client.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
