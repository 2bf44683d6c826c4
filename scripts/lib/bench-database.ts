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

/**
 * Runs `work` on a fresh database on the PostgreSQL server of BENCH_PG_URL (default: the machine's,
 * postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; or on BENCH_DATABASE_URL as it is.
 */
export async function withScratchDatabase<T>(
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  if (process.env.BENCH_DATABASE_URL) return work(process.env.BENCH_DATABASE_URL);
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${process.pid}`;
  await adminQuery(adminUrl, `create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}
