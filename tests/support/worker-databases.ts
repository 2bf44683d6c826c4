import pg from 'pg';

/**
 * With DATABASE_URL (a PostgreSQL server), each Vitest worker of the integration tier has its own database
 * on that server, named after the run's database and the worker (`…_w1`, `…_w2`), so test files run two
 * at a time as they do on the embedded database. This is the tier's global setup: it creates the workers'
 * databases before the first file and drops them after the last. `worker-database.ts` points each worker
 * at its own.
 */
export const WORKERS = 2;

/** The database of worker `poolId` (1…WORKERS) on the server of `serverUrl`. */
export function workerDatabaseUrl(serverUrl: string, poolId: string | number): string {
  const url = new URL(serverUrl);
  url.pathname = `/${workerDatabaseName(serverUrl, poolId)}`;
  return url.toString();
}

function workerDatabaseName(serverUrl: string, poolId: string | number): string {
  const name = decodeURIComponent(new URL(serverUrl).pathname.slice(1)) || 'postgres';
  return `${name}_w${poolId}`;
}

async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function workerNames(serverUrl: string): string[] {
  return Array.from({ length: WORKERS }, (_, index) =>
    pg.escapeIdentifier(workerDatabaseName(serverUrl, index + 1)),
  );
}

export async function setup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const names = workerNames(serverUrl);
  await onServer(serverUrl, [
    ...names.map((name) => `drop database if exists ${name} with (force)`),
    ...names.map((name) => `create database ${name}`),
  ]);
}

export async function teardown(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  await onServer(
    serverUrl,
    workerNames(serverUrl).map((name) => `drop database if exists ${name} with (force)`),
  );
}
