import type { TDb } from '#server/db/client.ts';
import { bearer, createUser, signIn, type TTestUser } from './auth-factories.ts';
import type { TRequester } from './test-app.ts';

export interface TAdminClient {
  user: TTestUser;
  get(path: string): Promise<Response>;
  send(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Response>;
}

/** A signed-in admin (a fresh account: the tables are emptied before each test) calling the API. */
export async function signInAdmin(app: TRequester, db: TDb): Promise<TAdminClient> {
  const user = await createUser(db, { roles: ['admin'] });
  const { accessToken } = await signIn(app, user);
  return {
    user,
    get: async (path) => app.request(path, { headers: bearer(accessToken) }),
    send: async (method, path, body) =>
      app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
        body: JSON.stringify(body),
      }),
  };
}
