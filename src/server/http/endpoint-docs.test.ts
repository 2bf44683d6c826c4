import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { file, json, noContent, type TEndpoint } from '#core/api/endpoint.ts';
import { ROLES } from '#core/roles.ts';
import {
  bodyLimitOf,
  errorStatusesOf,
  MULTIPART_OVERHEAD_BYTES,
  openApiPath,
  routeConfigOf,
} from './endpoint-docs.ts';

const ZThing = z.object({ name: z.string() });
const base = { tags: ['Things'], summary: 'A thing', response: json(ZThing, 'The thing') } as const;

describe('openApiPath', () => {
  it('writes each :param as {param}', () => {
    expect(openApiPath('/api/admin/requests/:reference/photos/:photoId')).toBe(
      '/api/admin/requests/{reference}/photos/{photoId}',
    );
    expect(openApiPath('/api/trade-ins/:reference/qr.svg')).toBe('/api/trade-ins/{reference}/qr.svg');
    expect(openApiPath('/api/brands')).toBe('/api/brands');
  });
});

describe('errorStatusesOf', () => {
  it('derives nothing for a public endpoint without input', () => {
    expect(errorStatusesOf({ ...base, policy: 'public' })).toEqual({});
  });

  it('derives 400 from any validated input', () => {
    for (const part of [{ params: ZThing }, { query: ZThing }, { body: ZThing }]) {
      expect(Object.keys(errorStatusesOf({ ...base, policy: 'public', ...part }))).toEqual(['400']);
    }
  });

  it('derives 401 and a 403 that names who may call from the policy', () => {
    expect(errorStatusesOf({ ...base, policy: ['admin'] })).toEqual({
      401: 'Please login first',
      403: 'Access denied (admin only)',
    });
    expect(errorStatusesOf({ ...base, policy: ['admin', 'finance'] })[403]).toMatch(/finance/);
    expect(errorStatusesOf({ ...base, policy: ROLES })[403]).toBe('Access denied (staff with any role)');
    expect(errorStatusesOf({ ...base, policy: 'dealer' })[403]).toBe('Not a dealer account');
    expect(errorStatusesOf({ ...base, policy: 'staff' })[403]).toBe('Not a staff account');
    expect(errorStatusesOf({ ...base, policy: 'signedIn' })[403]).toMatch(/second factor/);
  });

  it('derives 413 from a body limit and 429 from a rate limit', () => {
    const statuses = errorStatusesOf({
      ...base,
      policy: 'public',
      body: ZThing,
      maxBodyBytes: 1000,
      rateLimited: true,
    });
    expect(statuses[413]).toBe('Body larger than 1000 bytes');
    expect(statuses[429]).toMatch(/Too many requests/);
  });

  it("lets the description's own words win", () => {
    const statuses = errorStatusesOf({
      ...base,
      policy: ['admin'],
      query: ZThing,
      errors: { 400: 'Invalid filter', 403: 'Access denied, or production', 404: 'No such thing' },
    });
    expect(statuses).toEqual({
      400: 'Invalid filter',
      401: 'Please login first',
      403: 'Access denied, or production',
      404: 'No such thing',
    });
  });
});

describe('bodyLimitOf', () => {
  const upload = (mediaTypes: string[]): TEndpoint => ({
    ...base,
    policy: 'public',
    body: { kind: 'file', mediaTypes, maxBytes: 5000, tooLargeKey: 'errors.x', description: 'x' },
  });

  it('allows a multipart envelope around the file, and nothing around a raw one', () => {
    expect(bodyLimitOf(upload(['multipart/form-data']))).toBe(5000 + MULTIPART_OVERHEAD_BYTES);
    expect(bodyLimitOf(upload(['application/octet-stream']))).toBe(5000);
  });

  it('is undefined when the endpoint declares no limit', () => {
    expect(bodyLimitOf({ ...base, policy: 'public', body: ZThing })).toBeUndefined();
  });
});

describe('routeConfigOf', () => {
  it('places the route under the API base path with its OpenAPI path and bearer security', () => {
    const route = routeConfigOf('PUT /api/things/:id', {
      ...base,
      policy: ['admin'],
      params: z.object({ id: z.string() }),
      body: ZThing,
    });
    expect(route).toMatchObject({ method: 'put', path: '/things/{id}', security: [{ bearerAuth: [] }] });
    expect(route.request?.body?.content['application/json']).toEqual({ schema: ZThing });
    expect(Object.keys(route.responses).sort()).toEqual(['200', '400', '401', '403']);
  });

  it('documents a second success status, a 304 for revalidated answers, and file and empty answers', () => {
    const submitted = routeConfigOf('POST /api/things', {
      ...base,
      policy: 'public',
      response: json(ZThing, 'Stored', { status: 201, also: { status: 200, description: 'Again' } }),
    });
    expect(Object.keys(submitted.responses).sort()).toEqual(['200', '201']);
    expect(submitted.security).toBeUndefined();

    const listed = routeConfigOf('GET /api/things', { ...base, policy: 'public', cache: 'catalogue' });
    expect(listed.responses[304]).toEqual({ description: 'Not modified (ETag matched)' });

    const pdf = routeConfigOf('GET /api/things.pdf', {
      ...base,
      policy: 'public',
      response: file('application/pdf', 'A file'),
    });
    expect(pdf.responses[200]).toMatchObject({ content: { 'application/pdf': {} } });

    const csv = routeConfigOf('GET /api/things.csv', {
      ...base,
      policy: 'public',
      response: file('text/csv; charset=utf-8', 'A table'),
    });
    expect(csv.responses[200]).toMatchObject({ content: { 'text/csv': {} } });
    expect(JSON.stringify(csv.responses[200])).not.toContain('charset');

    const removed = routeConfigOf('DELETE /api/things/:id', {
      ...base,
      policy: 'public',
      response: noContent('Gone'),
    });
    expect(removed.responses[204]).toEqual({ description: 'Gone' });
  });
});
