import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '#core/api/endpoints.ts';
import {
  ACCESS_POLICY,
  assertEveryEndpointServed,
  assertEveryRouteHasPolicy,
  BEFORE_SECOND_FACTOR,
} from './access-policy.ts';

const routesOf = (keys: readonly string[]) =>
  keys.map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    return { method, path };
  });

describe('the access table', () => {
  it('is derived from the descriptions: one entry per endpoint, with its policy', () => {
    expect(Object.keys(ACCESS_POLICY).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [key, endpoint] of Object.entries(ENDPOINTS)) {
      expect(ACCESS_POLICY[key], key).toBe(endpoint.policy);
    }
    expect(ACCESS_POLICY['GET /api/brands']).toBe('public');
    expect(ACCESS_POLICY['GET /api/admin/requests']).toEqual(['admin']);
  });

  it('lets an aal1 session reach only described endpoints that need a session', () => {
    for (const key of BEFORE_SECOND_FACTOR) expect(ACCESS_POLICY[key], key).not.toBe('public');
  });
});

describe('startup checks', () => {
  const all = routesOf(Object.keys(ENDPOINTS));

  it('refuse a registered API route without a description', () => {
    expect(() => assertEveryRouteHasPolicy([...all, { method: 'PATCH', path: '/api/brands' }])).toThrow(
      /PATCH \/api\/brands/,
    );
    expect(() => assertEveryRouteHasPolicy(all)).not.toThrow();
  });

  it('refuse a description that no module serves', () => {
    const withoutOne = all.filter((route) => route.path !== '/api/quotes/:id');
    expect(() => assertEveryEndpointServed(withoutOne)).toThrow(/GET \/api\/quotes\/:id/);
    expect(() => assertEveryEndpointServed(all)).not.toThrow();
  });

  it('count middleware and pages outside /api as no endpoint', () => {
    expect(() =>
      assertEveryEndpointServed([
        ...all,
        { method: 'ALL', path: '/api/*' },
        { method: 'GET', path: '/healthz' },
      ]),
    ).not.toThrow();
  });
});
