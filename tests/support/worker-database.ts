import { workerDatabaseUrl } from './worker-databases.ts';

/**
 * Points this worker at its own database on the PostgreSQL server of DATABASE_URL (created by the tier's
 * global setup, worker-databases.ts), before the test file is imported: the file, and every process it
 * starts with the environment, then use that database alone.
 */
const poolId = process.env.VITEST_POOL_ID;
const serverUrl = (process.env.TEST_SERVER_DATABASE_URL ??= process.env.DATABASE_URL ?? '');
if (serverUrl && poolId) process.env.DATABASE_URL = workerDatabaseUrl(serverUrl, poolId);
