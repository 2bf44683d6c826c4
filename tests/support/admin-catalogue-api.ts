import { and, asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import type { TRole } from '#core/roles.ts';
import type { TDb } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/index.ts';
import { bearer, createUser, signIn, type TTestUser } from './auth-factories.ts';
import type { TRequester } from './test-app.ts';

export interface TStaffClient {
  user: TTestUser;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Response>;
}

/** A signed-in staff member (admin unless other roles are given) calling the API with any method. */
export async function signInStaff(
  app: TRequester,
  db: TDb,
  roles: readonly TRole[] = ['admin'],
): Promise<TStaffClient> {
  const user = await createUser(db, { roles });
  const { accessToken } = await signIn(app, user);
  return {
    user,
    call: async (method, path, body) =>
      app.request(path, {
        method,
        headers: {
          ...bearer(accessToken),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** The body of a successful answer, checked against its contract. */
export async function okBody<T>(
  response: Response,
  schema: { parse: (value: unknown) => T },
  status = 200,
): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return schema.parse(await response.json());
}

/** An error answer: its status and message key (and the keys of its details, when asked). */
export async function expectError(response: Response, status: number, messageKey: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = ZErrorBodySchema.parse(await response.json());
  expect(body.error.messageKey).toBe(messageKey);
  return body.error;
}

/** Audit rows of the catalogue tabs, oldest first. */
export async function catalogueAudit(db: TDb, targetId?: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(like(auditLog.action, 'CATALOGUE_%'), targetId ? eq(auditLog.targetId, targetId) : undefined))
    .orderBy(asc(auditLog.id));
}
