import pg from 'pg';

/**
 * The PostgreSQL database a bench works in: DATABASE_URL as it is, or a fresh database made through
 * BENCH_PG_ADMIN_URL (named `<prefix>_<time>`) and dropped by `drop()` unless BENCH_KEEP_DB=true.
 */
export async function chooseBenchDatabase(
  prefix: string,
  bench: string,
): Promise<{ url: string; drop?: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_PG_ADMIN_URL;
  if (!adminUrl) {
    const url = process.env.DATABASE_URL;
    if (!url?.startsWith('postgres')) {
      throw new Error(
        `${bench} needs PostgreSQL: set DATABASE_URL, or BENCH_PG_ADMIN_URL=postgres://…/postgres to create a database`,
      );
    }
    return { url };
  }
  const name = `${prefix}_${Date.now()}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`database ${name} created`);
  return {
    url: url.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP_DB === 'true') {
        console.log(`database ${name} kept (BENCH_KEEP_DB)`);
        return;
      }
      await adminQuery(adminUrl, `drop database ${name} with (force)`);
      console.log(`database ${name} dropped`);
    },
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
