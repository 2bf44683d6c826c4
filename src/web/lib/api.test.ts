import { describe, expect, it, vi } from 'vitest';
import { ApiError, callEndpoint, endpointUrl, publicApi, requestOf, type TSend } from './api.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A stand-in for fetch that records what was sent and answers with `answer`. */
function recording(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const send: TSend = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { send, calls };
}

describe('endpointUrl', () => {
  it('fills in the path params, encoded', () => {
    expect(
      endpointUrl('GET /api/admin/requests/:reference/photos/:photoId', {
        params: { reference: 'TRD 1/2', photoId: 'abc' },
      }),
    ).toBe('/api/admin/requests/TRD%201%2F2/photos/abc');
  });

  it('writes the query, repeating arrays and leaving out undefined values', () => {
    expect(endpointUrl('GET /api/models', { query: { brandId: 3, category: undefined } })).toBe(
      '/api/models?brandId=3',
    );
    expect(endpointUrl('GET /api/admin/requests', { query: { status: ['new', 'booked'], q: 'x y' } })).toBe(
      '/api/admin/requests?status=new&status=booked&q=x+y',
    );
    expect(endpointUrl('GET /api/brands')).toBe('/api/brands');
  });

  it('passes a query that stands in the page URL on as it is', () => {
    const query = new URLSearchParams('status=new&status=booked&sort=createdAt');
    expect(endpointUrl('GET /api/admin/requests', { query })).toBe(
      '/api/admin/requests?status=new&status=booked&sort=createdAt',
    );
  });
});

describe('requestOf', () => {
  it('sends no body with GET, and JSON with every other method (`{}` when there is none)', () => {
    expect(requestOf('GET /api/brands', undefined)).toEqual({
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    expect(requestOf('POST /api/auth/refresh', undefined)).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(requestOf('PUT /api/dealer/profile', { a: 1 }).body).toBe('{"a":1}');
  });

  it('sends a file with its type, and a form as it is', () => {
    const file = new Blob(['x'], { type: 'application/pdf' });
    expect(requestOf('POST /api/x', file)).toMatchObject({ headers: { 'Content-Type': 'application/pdf' } });
    expect(requestOf('POST /api/x', new Blob(['x'])).headers['Content-Type']).toBe(
      'application/octet-stream',
    );
    const form = new FormData();
    const request = requestOf('POST /api/photos', form);
    expect(request.body).toBe(form);
    expect(request.headers['Content-Type']).toBeUndefined(); // the browser adds the boundary
  });
});

describe('ApiError', () => {
  it("carries the server's code, message key, field details and wait", () => {
    const error = new ApiError(
      400,
      {
        code: 'VALIDATION',
        messageKey: 'errors.phone.invalid',
        message: 'bad',
        details: [{ path: 'phone', messageKey: 'errors.phone.invalid' }],
      },
      undefined,
    );
    expect(error).toMatchObject({ code: 'VALIDATION', messageKey: 'errors.phone.invalid', status: 400 });
    expect(error.details).toEqual([{ path: 'phone', messageKey: 'errors.phone.invalid' }]);
  });

  it('says what the status means when the answer had no body of ours', () => {
    expect(new ApiError(0)).toMatchObject({ code: 'NETWORK', messageKey: 'errors.network' });
    expect(new ApiError(429)).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' });
    expect(new ApiError(413)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      messageKey: 'errors.payloadTooLarge',
    });
    expect(new ApiError(500)).toMatchObject({ code: 'INTERNAL', messageKey: 'errors.internal', details: [] });
    for (const status of [502, 503, 504]) {
      expect(new ApiError(status)).toMatchObject({ code: 'UNAVAILABLE', messageKey: 'errors.unavailable' });
    }
  });
});

describe('callEndpoint', () => {
  it('reads JSON, nothing for 204, and a file as a Blob', async () => {
    const list = recording(() => json({ brands: [] }));
    await expect(callEndpoint(list.send, 'GET /api/brands')).resolves.toEqual({ brands: [] });
    expect(list.calls[0]).toMatchObject({
      url: '/api/brands',
      init: { method: 'GET', credentials: 'same-origin' },
    });

    const removed = recording(() => new Response(null, { status: 204 }));
    await expect(
      callEndpoint(removed.send, 'DELETE /api/auth/factors/:id', { params: { id: 'f1' } }),
    ).resolves.toBeUndefined();
    expect(removed.calls[0]?.url).toBe('/api/auth/factors/f1');

    const pdf = recording(() => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await callEndpoint(pdf.send, 'GET /api/trade-ins/:reference/receipt.pdf', {
      params: { reference: 'TRD-1' },
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF');
  });

  it('gives the event stream back as its Response', async () => {
    const stream = recording(
      () => new Response('data: [DONE]\n\n', { headers: { 'Content-Type': 'text/event-stream' } }),
    );
    const response = await callEndpoint(stream.send, 'POST /api/chat', {
      body: { messages: [{ role: 'user', content: 'hi' }] },
    });
    expect(response).toBeInstanceOf(Response);
  });

  it("throws the server's error with Retry-After", async () => {
    const limited = recording(() =>
      json({ error: { code: 'RATE_LIMITED', messageKey: 'errors.rateLimited', message: 'slow' } }, 429, {
        'Retry-After': '30',
      }),
    );
    const error = await callEndpoint(limited.send, 'POST /api/track', {
      body: { reference: 'TRD-1', phone: '0812345678' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 });
  });

  it('turns a failed connection into NETWORK, but lets an abort through', async () => {
    const offline = recording(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callEndpoint(offline.send, 'GET /api/stores')).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
    });

    const aborted = recording(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(callEndpoint(aborted.send, 'GET /api/stores')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('publicApi', () => {
  it('calls fetch, and takes only keys anyone may call', async () => {
    const fetch = vi.fn(async () => json({ stores: [] }));
    vi.stubGlobal('fetch', fetch);
    try {
      await expect(publicApi('GET /api/stores')).resolves.toEqual({ stores: [] });
      expect(fetch).toHaveBeenCalledWith('/api/stores', expect.objectContaining({ method: 'GET' }));
      // @ts-expect-error: an endpoint that needs a session is not the public fetcher's
      await publicApi('GET /api/admin/users', { query: { email: 'a' } }).catch(() => undefined);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
