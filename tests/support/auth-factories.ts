import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZSessionSchema, type TSession } from '#core/contracts/auth.ts';
import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TDatabase, TDb } from '#server/db/client.ts';
import { auditLog, authSessions, userRoles, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { AUTH_CHANGE_CHANNEL } from '#server/modules/auth/sessions/principal-cache.ts';
import { totpCode } from '#server/modules/auth/totp.ts';
import { countQueries } from './query-counter.ts';
import type { TRequester } from './test-app.ts';

/** A password the policy accepts (long, not common, not the email). */
export const TEST_PASSWORD = 'plum-harbour-lantern-42';
/** What the app's PUBLIC_URL is in tests (loadConfig's default). */
export const TEST_ORIGIN = 'http://localhost:3000';

/** argon2id takes ~50 ms per hash: each distinct password is hashed once per test run. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export interface TUserOptions {
  kind?: TAccountKind;
  roles?: readonly TRole[];
  email?: string | null;
  phone?: string | null;
  password?: string;
  displayName?: string;
  disabled?: boolean;
}

export interface TTestUser {
  id: string;
  kind: TAccountKind;
  email: string | null;
  phone: string | null;
  password: string;
  roles: TRole[];
}

let sequence = 0;

/** An account straight in the database (with its roles), as if created by an admin or sign-up. */
export async function createUser(db: TDb, options: TUserOptions = {}): Promise<TTestUser> {
  sequence += 1;
  const kind = options.kind ?? 'staff';
  const email = options.email === undefined ? `user${sequence}-${Date.now()}@example.com` : options.email;
  const phone = options.phone ?? null;
  const password = options.password ?? TEST_PASSWORD;
  const roles = [...(options.roles ?? [])];
  const [row] = await db
    .insert(users)
    .values({
      kind,
      email,
      phone,
      displayName: options.displayName ?? `Test ${kind} ${sequence}`,
      passwordHash: await hashOf(password),
      disabledAt: options.disabled ? new Date() : null,
    })
    .returning({ id: users.id });
  const id = row!.id;
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: id, role })));
  return { id, kind, email, phone, password, roles };
}

/** The value of the refresh cookie a response sets ('' when it clears it), or undefined when none. */
export function refreshCookieOf(response: Response): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const match = /^tradein_refresh=([^;]*)/.exec(header);
    if (match) return decodeURIComponent(match[1]!);
  }
  return undefined;
}

export function setCookieHeader(response: Response): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith('tradein_refresh='));
}

export const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });

export interface TSignedIn {
  session: TSession;
  accessToken: string;
  /** The refresh token from the cookie. */
  refreshToken: string;
  response: Response;
}

export async function postSignIn(
  app: TRequester,
  body: { identifier: string; password: string; audience?: TAccountKind },
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.request('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ audience: 'staff', ...body }),
  });
}

/** Signs the user in on their screen and returns the session, access token and refresh cookie. */
export async function signIn(
  app: TRequester,
  user: Pick<TTestUser, 'email' | 'phone' | 'password' | 'kind'>,
): Promise<TSignedIn> {
  const response = await postSignIn(app, {
    identifier: user.email ?? user.phone!,
    password: user.password,
    audience: user.kind,
  });
  expect(response.status, 'sign-in').toBe(200);
  const session = ZSessionSchema.parse(await response.json());
  const refreshToken = refreshCookieOf(response);
  expect(refreshToken, 'refresh cookie').toBeTruthy();
  return { session, accessToken: session.accessToken, refreshToken: refreshToken!, response };
}

/** POST /api/auth/refresh as the browser sends it: JSON, the site's Origin, the cookie. */
export async function postRefresh(
  app: TRequester,
  refreshToken: string | undefined,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.request('/api/auth/refresh', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: TEST_ORIGIN,
      ...(refreshToken ? { Cookie: `tradein_refresh=${refreshToken}` } : {}),
      ...headers,
    },
    body: '{}',
  });
}

export async function postSignOut(
  app: TRequester,
  refreshToken: string | undefined,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.request('/api/auth/sign-out', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: TEST_ORIGIN,
      ...(refreshToken ? { Cookie: `tradein_refresh=${refreshToken}` } : {}),
      ...headers,
    },
    body: '{}',
  });
}

export async function getUser(app: TRequester, accessToken: string): Promise<Response> {
  return app.request('/api/auth/user', { headers: bearer(accessToken) });
}

/** A JSON request with a bearer token. */
export async function requestJson(
  app: TRequester,
  method: string,
  path: string,
  accessToken: string | undefined,
  body?: unknown,
): Promise<Response> {
  return app.request(path, {
    method,
    headers: {
      ...(accessToken ? bearer(accessToken) : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The code an authenticator app shows for `secret` at `at`. */
export const codeAt = (secret: string, at: Date) => totpCode(secret, at.getTime());

export async function listAudit(db: TDb) {
  return db.select().from(auditLog).orderBy(asc(auditLog.id));
}

export async function findSessionRow(db: TDb, sessionId: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  return row;
}

/** The session id inside a refresh token. */
export const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0]!;

/** A clock tests move by hand. */
export function createClock(start = new Date('2026-11-23T03:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

export const MINUTE = 60_000;

/**
 * Resolves when the database next tells an account change (the `auth_change` triggers, decision 047):
 * call before the change. With PGlite the notification comes as the statement completes; with a server,
 * a moment later on the listening connection, as it reaches other instances.
 */
export function accountChangeTold(database: TDatabase): Promise<void> {
  let stop: (() => void) | undefined;
  let told!: () => void;
  const done = new Promise<void>((resolve) => {
    told = resolve;
  });
  const listening = database.changes.listen(AUTH_CHANGE_CHANNEL, {
    message: () => told(),
    reset: () => undefined,
  });
  void listening.then((unlisten) => {
    stop = unlisten;
  });
  return listening.then(() => done).finally(() => stop?.());
}

/** How many times `work` ran the access check's query (a session with its user and roles). */
export async function sessionReadsOf(database: TDatabase, work: () => Promise<unknown>): Promise<number> {
  const queries = countQueries(database);
  try {
    await work();
    return queries.texts().filter((text) => /from "auth_sessions" inner join "users"/.test(text)).length;
  } finally {
    queries.stop();
  }
}
