/**
 * `node scripts/bench/explain-consoles.ts` (issue 33): each console list's statements as the API runs
 * them (first page, signed in as a staff account with every role), each with `EXPLAIN (ANALYZE, BUFFERS)`
 * — PGlite in DATA_DIR (e.g. a `db:seed -- --demo` folder, no server holding it) or the PostgreSQL
 * server of DATABASE_URL. Prints how many statements a list's answer took and each plan.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ROLES } from '../../src/core/roles.ts';
import { loadConfig } from '../../src/server/config/env.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { userRoles, users } from '../../src/server/db/schema/index.ts';
import { createApp } from '../../src/server/http/app.ts';
import { createLogger } from '../../src/server/http/logger.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';

const LISTS = [
  '/api/admin/requests',
  '/api/engineer/queue',
  '/api/warehouse/items',
  '/api/sales/inventory',
  '/api/sales/documents',
  '/api/logistics/deliveries',
  '/api/logistics/pickups',
  ...process.argv.slice(2),
];

const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR },
);
try {
  await database.migrate();
  const email = `explain-${Date.now()}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const [user] = await database.db
    .insert(users)
    .values({ kind: 'staff', email, displayName: 'Explain', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  await database.db.insert(userRoles).values(ROLES.map((role) => ({ userId: user!.id, role })));
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    logger: createLogger('silent'),
  });
  const signIn = await app.request('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ identifier: email, password, audience: 'staff' }),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  // Warm: the access check's row and the catalogue are read once.
  await app.request(LISTS[0]!, { headers });

  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const captured: { text: string; params: unknown[] }[] = [];
  const original = client.query as (...args: unknown[]) => Promise<unknown>;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, params: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first)
      captured.push({
        text: (first as { text: string }).text,
        params: (first as { values?: unknown[] }).values ?? [],
      });
    return original.apply(this, args);
  };
  for (const list of LISTS) {
    captured.length = 0;
    const response = await app.request(list, { headers });
    const statements = [...captured];
    console.log(`\n=== ${list}: ${response.status}, ${statements.length} statement(s)`);
    for (const statement of statements) {
      console.log(`--- ${statement.text.slice(0, 400)}${statement.text.length > 400 ? '…' : ''}`);
      const plan = (await original.call(
        client,
        `explain (analyze, buffers, costs off) ${statement.text}`,
        statement.params,
      )) as { rows: Record<string, string>[] };
      for (const row of plan.rows) console.log(`    ${Object.values(row)[0]}`);
    }
  }
  client.query = original;
  await database.db.delete(users).where(sql`${users.id} = ${user!.id}`);
} finally {
  await database.close();
}
