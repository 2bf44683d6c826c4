import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api.ts';
import { classifySubmitError } from './submit-trade-in.ts';

describe('what a failed submission offers', () => {
  it('a network failure or a server error: try again with the same body', () => {
    expect(classifySubmitError(networkError())).toEqual({ kind: 'network' });
    expect(classifySubmitError(new ApiError(503))).toEqual({ kind: 'network' });
  });

  it('an expired or unknown quote: price again', () => {
    const gone = { code: 'GONE' as const, messageKey: 'errors.quote.expired', message: 'expired' };
    expect(classifySubmitError(new ApiError(410, gone))).toEqual({ kind: 'expired' });
    const unknown = { code: 'NOT_FOUND' as const, messageKey: 'errors.quote.notFound', message: 'gone' };
    expect(classifySubmitError(new ApiError(404, unknown))).toEqual({ kind: 'expired' });
  });

  it('a refusal keeps the field details for the form', () => {
    const body = {
      code: 'VALIDATION' as const,
      messageKey: 'errors.phone.invalid',
      message: 'Invalid request: phone',
      details: [{ path: 'phone', messageKey: 'errors.phone.invalid' }],
    };
    expect(classifySubmitError(new ApiError(400, body))).toEqual({
      kind: 'refused',
      messageKey: 'errors.phone.invalid',
      details: body.details,
    });
  });
});
