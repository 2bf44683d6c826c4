import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { TEXT_INVALID_KEY } from '#core/contracts/text.ts';
import { mfaFactors } from '#server/db/schema/index.ts';
import { toAppError } from '#server/http/errors.ts';
import { createUser, listAudit, requestJson, signIn } from '../support/auth-factories.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { pickupBody } from '../support/trade-in-factories.ts';
import { countSubmissionRows } from '../support/trade-in-queries.ts';

/** F3: no 500 for a client's mistake, and nothing half-saved. */

const testApp = useTestApp();

async function errorOf(response: Response) {
  return ZErrorBodySchema.parse(await response.json()).error;
}

/** The error a real query raises on this run's database (PGlite or PostgreSQL). */
async function dbErrorOf(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await testApp.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('text the database cannot store', () => {
  it.each([
    ['NUL', 'Jane\u0000Doe'],
    ['a lone surrogate', 'Jane \ud800Doe'],
  ])('refuses %s in a pick-up with 400 and stores nothing', async (_name, fullName) => {
    const response = await postJson(testApp.app, '/api/pickups', pickupBody({ fullName }));

    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.details).toContainEqual({ path: 'fullName', messageKey: TEXT_INVALID_KEY });
    expect(await countSubmissionRows(testApp.db)).toMatchObject({ tradeIns: 0 });
  });

  it('refuses a lone surrogate in an authenticator name and saves no factor', async () => {
    const user = await createUser(testApp.db);
    const { accessToken } = await signIn(testApp.app, user);
    const auditBefore = (await listAudit(testApp.db)).length;

    const response = await requestJson(testApp.app, 'POST', '/api/auth/factors', accessToken, {
      friendlyName: 'Phone \udc00',
    });

    expect(response.status).toBe(400);
    expect((await errorOf(response)).messageKey).toBe(TEXT_INVALID_KEY);
    expect(await testApp.db.select().from(mfaFactors)).toEqual([]);
    expect((await listAudit(testApp.db)).length).toBe(auditBefore);
  });
});

describe('two-factor enrolment is one transaction', () => {
  it('saves no authenticator when its audit row cannot be written', async () => {
    const user = await createUser(testApp.db);
    const { accessToken } = await signIn(testApp.app, user);
    // A later step fails: the audit table refuses the enrolment's row.
    await testApp.db.execute(
      sql`alter table audit_log add constraint test_no_enrolment check (action <> 'MFA_ENROLLED')`,
    );
    try {
      const response = await requestJson(testApp.app, 'POST', '/api/auth/factors', accessToken, {
        friendlyName: 'Work phone',
      });
      expect(response.status).toBe(409);
      expect(await testApp.db.select().from(mfaFactors)).toEqual([]);
    } finally {
      await testApp.db.execute(sql`alter table audit_log drop constraint test_no_enrolment`);
    }
  });
});

describe('database errors in the one error mapping', () => {
  it('maps class 22 (a value the column cannot hold) to 400 VALIDATION', async () => {
    const error = toAppError(await dbErrorOf(sql`select 'not a number'::integer`));
    expect([error.status, error.code, error.messageKey]).toEqual([
      400,
      'VALIDATION',
      'errors.validation.invalid',
    ]);
    const nul = toAppError(await dbErrorOf(sql`select convert_from('\\x00'::bytea, 'UTF8')`));
    expect(nul.status).toBe(400);
  });

  it('maps class 23 (an integrity constraint) to 409 CONFLICT', async () => {
    const error = toAppError(await dbErrorOf(sql`insert into audit_log (action) values (null)`));
    expect([error.status, error.code, error.messageKey]).toEqual([409, 'CONFLICT', 'errors.conflict']);
  });

  it('keeps anything else a 500', async () => {
    expect(toAppError(await dbErrorOf(sql`select * from no_such_table`)).status).toBe(500);
    expect(toAppError(new Error('a bug')).status).toBe(500);
  });
});
