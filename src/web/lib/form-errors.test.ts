import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api.ts';
import { fieldIn, planServerErrors, rateLimitMessage, planSchemaIssues } from './form-errors.ts';

const refused = (details: { path: string; messageKey: string }[], status = 400, retryAfter?: number) =>
  new ApiError(
    status,
    { code: 'VALIDATION', messageKey: 'errors.validation.invalid', message: 'bad', details },
    retryAfter,
  );

describe('planServerErrors', () => {
  const fieldFor = fieldIn(['email', 'phone']);

  it('puts each detail on the field it names, the first message of a field only', () => {
    const plan = planServerErrors(
      refused([
        { path: 'email', messageKey: 'errors.email.invalid' },
        { path: 'phone', messageKey: 'errors.phone.invalid' },
        { path: 'email', messageKey: 'errors.email.taken' },
      ]),
      fieldFor,
    );
    expect(plan).toEqual({
      fields: [
        { name: 'email', messageKey: 'errors.email.invalid' },
        { name: 'phone', messageKey: 'errors.phone.invalid' },
      ],
      message: null,
    });
  });

  it('shows a detail no field shows as the form’s message, beside the fields it could place', () => {
    const plan = planServerErrors(
      refused([
        { path: 'email', messageKey: 'errors.email.invalid' },
        { path: 'photos', messageKey: 'errors.photos.tooMany' },
      ]),
      fieldFor,
    );
    expect(plan.fields).toEqual([{ name: 'email', messageKey: 'errors.email.invalid' }]);
    expect(plan.message).toEqual({ key: 'errors.photos.tooMany' });
  });

  it('falls back to the error’s own message without details', () => {
    const conflict = new ApiError(409, {
      code: 'CONFLICT',
      messageKey: 'errors.admin.requestChanged',
      message: 'changed',
    });
    expect(planServerErrors(conflict, fieldFor)).toEqual({
      fields: [],
      message: { key: 'errors.admin.requestChanged' },
    });
    expect(planServerErrors(refused([]), fieldFor).message).toEqual({ key: 'errors.validation.invalid' });
  });

  it('says how long to wait after too many attempts', () => {
    expect(planServerErrors(refused([], 429, 90), fieldFor).message).toEqual({
      key: 'errors.rateLimitedMinutes',
      vars: { minutes: 2 },
    });
    expect(planServerErrors(new ApiError(429), fieldFor).message).toEqual({ key: 'errors.rateLimited' });
    expect(planServerErrors(refused([], 429, 5), fieldFor, 'auth').message).toEqual({
      key: 'auth.rateLimitedSeconds',
      vars: { seconds: 5 },
    });
  });

  it('says why and what still works when an account or a reference is slowed down (issue 28 item 6)', () => {
    const slowed = (messageKey: string, retryAfter?: number) =>
      new ApiError(429, { code: 'RATE_LIMITED', messageKey, message: 'slow', details: [] }, retryAfter);
    expect(planServerErrors(slowed('errors.auth.accountSlowed', 600), fieldFor, 'auth').message).toEqual({
      key: 'errors.auth.accountSlowedMinutes',
      vars: { minutes: 10 },
    });
    expect(planServerErrors(slowed('errors.track.slowed', 30), fieldFor).message).toEqual({
      key: 'errors.track.slowedSeconds',
      vars: { seconds: 30 },
    });
    expect(planServerErrors(slowed('errors.auth.accountSlowed'), fieldFor).message).toEqual({
      key: 'errors.auth.accountSlowed',
    });
    // Any other 429 keeps the form's own "too many attempts".
    expect(planServerErrors(slowed('errors.rateLimited', 30), fieldFor, 'auth').message).toEqual({
      key: 'auth.rateLimitedSeconds',
      vars: { seconds: 30 },
    });
  });

  it('gives the generic message for an error that is not the API’s', () => {
    expect(planServerErrors(new TypeError('boom'), fieldFor)).toEqual({
      fields: [],
      message: { key: 'errors.internal' },
    });
  });

  it('lets the form map nested server paths onto its own fields', () => {
    const plan = planServerErrors(
      refused([{ path: 'pickup.date', messageKey: 'errors.pickup.dateInvalid' }]),
      (path) => (path.startsWith('pickup.') ? path.split('.')[1]! : null),
    );
    expect(plan.fields).toEqual([{ name: 'date', messageKey: 'errors.pickup.dateInvalid' }]);
  });
});

describe('rateLimitMessage', () => {
  it('speaks in seconds under a minute and in whole minutes above', () => {
    expect(rateLimitMessage(undefined)).toEqual({ key: 'errors.rateLimited' });
    expect(rateLimitMessage(30)).toEqual({ key: 'errors.rateLimitedSeconds', vars: { seconds: 30 } });
    expect(rateLimitMessage(61, 'auth')).toEqual({ key: 'auth.rateLimitedMinutes', vars: { minutes: 2 } });
  });
});

describe('planSchemaIssues', () => {
  const schema = z.object({
    imei: z.string().min(1, 'engineerConsole.errors.imeiRequired'),
    wipe: z.object({ at: z.iso.datetime({ error: 'engineerConsole.errors.wipeTimeInvalid' }) }),
    other: z.string().min(1, 'errors.other'),
  });

  it('puts each issue on the field its path names, once, and the rest on the form', () => {
    const parsed = schema.safeParse({ imei: '', wipe: { at: 'yesterday' }, other: '' });
    expect(parsed.success).toBe(false);
    const fieldFor = (path: string) => (path === 'imei' ? 'imei' : path === 'wipe.at' ? 'wipeAt' : null);
    expect(planSchemaIssues(parsed.error!.issues, fieldFor)).toEqual({
      fields: [
        { name: 'imei', messageKey: 'engineerConsole.errors.imeiRequired' },
        { name: 'wipeAt', messageKey: 'engineerConsole.errors.wipeTimeInvalid' },
      ],
      message: { key: 'errors.other' },
    });
  });
});
