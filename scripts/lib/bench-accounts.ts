import { randomBytes } from 'node:crypto';
import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TDb } from '#server/db/client.ts';
import { userRoles, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';

export interface TBenchAccount {
  kind: TAccountKind;
  email: string;
  password: string;
}

/** An account straight in the database (before the server holds it), with a random password. */
export async function addBenchAccount(
  db: TDb,
  kind: TAccountKind,
  roles: TRole[] = [],
): Promise<TBenchAccount> {
  const email = `bench-${kind}-${randomBytes(4).toString('hex')}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const [user] = await db
    .insert(users)
    .values({ kind, email, displayName: `Bench ${kind}`, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: user!.id, role })));
  return { kind, email, password };
}

/** Signs the account in on the running server and returns its access token. */
export async function benchSignIn(url: string, account: TBenchAccount): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password, audience: account.kind }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
