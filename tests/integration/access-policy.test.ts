import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPolicy } from '#core/api/endpoint.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ROLES, type TRole } from '#core/roles.ts';
import { ACCESS_POLICY, apiRouteKeys, assertEveryRouteHasPolicy } from '#server/http/access-policy.ts';
import { createUser, signIn } from '../support/auth-factories.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

/**
 * Generated from the route table (decision 008): every route, tried as anonymous, a dealer, a staff
 * account without roles and each of the seven roles, is allowed or refused exactly as declared.
 * "Allowed" means the access check let the request through: whatever the route answers then (400 for
 * the empty body, 404 for the made-up id, …) is not its 401 loginRequired or 403 accessDenied.
 */

const testDatabase = useTestDatabase({ reset: 'once' });
let testApp: TTestApp;

type TCaller =
  | { name: 'anonymous' }
  | { name: 'dealer'; kind: 'dealer' }
  | { name: 'staff (no role)'; kind: 'staff'; role: undefined }
  | { name: TRole; kind: 'staff'; role: TRole };

const CALLERS: TCaller[] = [
  { name: 'anonymous' },
  { name: 'dealer', kind: 'dealer' },
  { name: 'staff (no role)', kind: 'staff', role: undefined },
  ...ROLES.map((role) => ({ name: role, kind: 'staff' as const, role })),
];
const tokens = new Map<string, string>();

beforeAll(async () => {
  testApp = await createTestApp({ database: testDatabase.database });
  for (const caller of CALLERS) {
    if (caller.name === 'anonymous') continue;
    const user = await createUser(testDatabase.db, {
      kind: caller.kind,
      roles: 'role' in caller && caller.role ? [caller.role] : [],
    });
    tokens.set(caller.name, (await signIn(testApp.app, user)).accessToken);
  }
});
afterAll(async () => {
  await testApp.close();
});

/** What the table means, written out independently of the server's own check. */
function expected(policy: TPolicy, caller: TCaller): 'allowed' | 401 | 403 {
  if (policy === 'public') return 'allowed';
  if (caller.name === 'anonymous') return 401;
  if (policy === 'signedIn') return 'allowed';
  if (policy === 'staff') return caller.kind === 'staff' ? 'allowed' : 403;
  if (policy === 'dealer') return caller.kind === 'dealer' ? 'allowed' : 403;
  if (caller.kind !== 'staff' || !caller.role) return 403;
  return caller.role === 'admin' || policy.includes(caller.role) ? 'allowed' : 403;
}

const EXAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  reference: 'TI-NOPE-0000',
  asset: 'swagger-ui.css',
};

function requestFor(key: string, accessToken: string | undefined): [string, RequestInit] {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => EXAMPLE_PARAMS[name] ?? 'x');
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return [
    path,
    {
      method,
      headers: {
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(hasBody ? { body: '{}' } : {}),
    },
  ];
}

async function outcome(response: Response): Promise<'allowed' | 401 | 403> {
  if (response.status !== 401 && response.status !== 403) return 'allowed';
  const parsed = ZErrorBodySchema.safeParse(await response.json().catch(() => undefined));
  const key = parsed.success ? parsed.data.error.messageKey : undefined;
  if (response.status === 401 && key === 'errors.auth.loginRequired') return 401;
  if (response.status === 403 && key === 'errors.auth.accessDenied') return 403;
  return 'allowed'; // refused by the route itself (e.g. the CSRF guard), not by the access check
}

describe('the route table', () => {
  it('has a policy for every registered API route, and no entry without a route', () => {
    const registered = apiRouteKeys(testApp.app.routes);
    expect(registered.length).toBeGreaterThan(30);
    expect(registered.filter((key) => !Object.hasOwn(ACCESS_POLICY, key))).toEqual([]);
    expect(Object.keys(ACCESS_POLICY).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('makes the app refuse to start with a route that has no policy', () => {
    const routes = [...testApp.app.routes, { method: 'DELETE', path: '/api/quotes/:id' }];
    expect(() => assertEveryRouteHasPolicy(routes)).toThrow(/DELETE \/api\/quotes\/:id/);
    expect(() => assertEveryRouteHasPolicy(testApp.app.routes)).not.toThrow();
  });

  it('leaves middleware and pages outside /api out of the check', () => {
    expect(
      apiRouteKeys([
        { method: 'ALL', path: '/api/*' },
        { method: 'GET', path: '/healthz' },
      ]),
    ).toEqual([]);
  });
});

describe.each(Object.entries(ACCESS_POLICY))('%s', (key, policy) => {
  it(`is ${Array.isArray(policy) ? (policy as TRole[]).join('|') : String(policy)} for every caller`, async () => {
    const mismatches: string[] = [];
    for (const caller of CALLERS) {
      const [path, init] = requestFor(key, tokens.get(caller.name));
      const response = await testApp.app.request(path, init);
      const got = await outcome(response);
      const want = expected(policy, caller);
      if (got !== want) mismatches.push(`${caller.name}: expected ${want}, got ${got} (${response.status})`);
      if (response.status >= 500) mismatches.push(`${caller.name}: ${response.status}`);
    }
    expect(mismatches).toEqual([]);
  });
});
