/**
 * Creates the browser tests' staff accounts (support/users.ts) in DATA_DIR's embedded database, through
 * the same account code as sign-up and `npm run user:create`. playwright.config.ts runs it on the fresh
 * data folder before it starts the server (the embedded database allows one process at a time).
 */
import { openDatabase } from '#server/db/client.ts';
import { createAccount } from '#server/modules/auth/accounts.ts';
import { createAuthRepository } from '#server/modules/auth/auth.repository.ts';
import { seedFinanceRecords } from './finance-records.ts';
import { seedOpenRecords } from './open-records.ts';
import { seedPersonalDataRecords } from './pdpa-records.ts';
import { seedSalesStock } from './sales-stock.ts';
import { seedVoucherRecords } from './voucher-records.ts';
import { E2E_PASSWORD, E2E_STAFF } from './users.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the test server’s data folder');

const database = await openDatabase({ dataDir });
try {
  await database.migrate();
  const repository = createAuthRepository(database.db);
  await Promise.all(
    Object.values(E2E_STAFF).map(async (user) => {
      const result = await createAccount(
        repository,
        { kind: 'staff', phone: null, password: E2E_PASSWORD, ...user },
        new Date(),
      );
      if (result.kind !== 'created') throw new Error(`${user.email}: ${result.kind}`);
    }),
  );
  await seedSalesStock(database.db);
  await seedFinanceRecords(database.db);
  await seedPersonalDataRecords(database.db);
  await seedOpenRecords(database.db);
  await seedVoucherRecords(database.db);
} finally {
  await database.close();
}
