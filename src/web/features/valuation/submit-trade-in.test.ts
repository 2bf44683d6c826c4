import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ApiRequestError } from '../../lib/api-post.ts';
import { classifySubmitError } from './submit-trade-in.ts';

describe('what a failed submission offers', () => {
  it('a network failure or a server error: try again with the same body', () => {
    expect(classifySubmitError(new ApiError('NETWORK', 'errors.network', 0))).toEqual({ kind: 'network' });
    expect(classifySubmitError(new ApiRequestError(undefined, 503, undefined))).toEqual({ kind: 'network' });
  });

  it('an expired or unknown quote: price again', () => {
    const gone = { code: 'GONE' as const, messageKey: 'errors.quote.expired', message: 'expired' };
    expect(classifySubmitError(new ApiRequestError(gone, 410, undefined))).toEqual({ kind: 'expired' });
    const unknown = { code: 'NOT_FOUND' as const, messageKey: 'errors.quote.notFound', message: 'gone' };
    expect(classifySubmitError(new ApiRequestError(unknown, 404, undefined))).toEqual({ kind: 'expired' });
  });

  it('a refusal keeps the field details for the form', () => {
    const body = {
      code: 'VALIDATION' as const,
      messageKey: 'errors.phone.invalid',
      message: 'Invalid request: phone',
      details: [{ path: 'phone', messageKey: 'errors.phone.invalid' }],
    };
    expect(classifySubmitError(new ApiRequestError(body, 400, undefined))).toEqual({
      kind: 'refused',
      messageKey: 'errors.phone.invalid',
      details: body.details,
    });
  });
});
