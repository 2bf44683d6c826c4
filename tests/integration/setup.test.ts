import { describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { createAuthRepository } from '#server/modules/auth/auth.repository.ts';
import { createSetupRepository } from '#server/modules/setup/setup.repository.ts';
import { createSetupService } from '#server/modules/setup/setup.service.ts';
import { createUser, listAudit, postSignIn } from '../support/auth-factories.ts';
import { postJson, useTestApp } from '../support/test-app.ts';

/** First run (decision 019): the one-time /setup link makes the first admin in the browser. */

const testApp = useTestApp();
const PASSWORD = 'amber-kettle-orchard-71';

function setupService(now = () => new Date()) {
  return createSetupService({
    repository: createSetupRepository(testApp.db),
    accounts: createAuthRepository(testApp.db),
    publicUrl: testApp.config.publicUrl,
    now,
  });
}

async function newLinkToken(now?: () => Date): Promise<string> {
  const url = await setupService(now).prepareSetupLink();
  expect(url).toMatch(new RegExp(`^${testApp.config.publicUrl}/setup\\?token=[\\w-]{43}$`));
  return new URL(url!).searchParams.get('token')!;
}

const postSetup = (body: Record<string, unknown>) => postJson(testApp.app, '/api/setup', body);

async function errorOf(response: Response) {
  return ZErrorBodySchema.parse(await response.json()).error;
}

describe('POST /api/setup', () => {
  it('creates the first admin once: the link is used up and no new one is made', async () => {
    const token = await newLinkToken();

    const response = await postSetup({ token, email: 'Owner@Example.com', password: PASSWORD });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ email: 'owner@example.com' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const signedIn = await postSignIn(testApp.app, { identifier: 'owner@example.com', password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect((await listAudit(testApp.db)).map((entry) => [entry.action, entry.details?.via])).toContainEqual([
      'USER_CREATED',
      'setup',
    ]);

    const again = await postSetup({ token, email: 'intruder@example.com', password: PASSWORD });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).messageKey).toBe('errors.setup.done');
    expect(await setupService().prepareSetupLink()).toBeUndefined();
  });

  it('refuses once any staff account exists, even with a good link', async () => {
    const token = await newLinkToken();
    await createUser(testApp.db, { roles: ['sales'] });

    const response = await postSetup({ token, email: 'owner@example.com', password: PASSWORD });

    expect(response.status).toBe(409);
    expect((await errorOf(response)).messageKey).toBe('errors.setup.done');
  });

  it('refuses an unknown or expired link, and keeps the link when only the password was refused', async () => {
    const unknown = await postSetup({
      token: 'x'.repeat(43),
      email: 'owner@example.com',
      password: PASSWORD,
    });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).messageKey).toBe('errors.setup.invalid');

    const expired = await newLinkToken(() => new Date(Date.now() - 61 * 60_000));
    const late = await postSetup({ token: expired, email: 'owner@example.com', password: PASSWORD });
    expect((await errorOf(late)).messageKey).toBe('errors.setup.invalid');

    const token = await newLinkToken();
    const weak = await postSetup({ token, email: 'owner@example.com', password: 'password123' });
    expect(weak.status).toBe(400);
    expect((await errorOf(weak)).details).toEqual([
      { path: 'password', messageKey: 'errors.auth.passwordTooCommon' },
    ]);
    const retried = await postSetup({ token, email: 'owner@example.com', password: PASSWORD });
    expect(retried.status).toBe(201);
  });
});

describe('POST /api/setup/check', () => {
  const check = (token: string) => postJson(testApp.app, '/api/setup/check', { token });

  it('says before any typing whether the link works, and uses nothing up', async () => {
    const token = await newLinkToken();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const good = await check(token);
      expect(good.status).toBe(200);
      expect(await good.json()).toEqual({ valid: true });
    }

    expect((await errorOf(await check('x'.repeat(43)))).messageKey).toBe('errors.setup.invalid');
    const expired = await newLinkToken(() => new Date(Date.now() - 61 * 60_000));
    const late = await check(expired);
    expect(late.status).toBe(400);
    expect((await errorOf(late)).messageKey).toBe('errors.setup.invalid');

    expect((await postSetup({ token, email: 'owner@example.com', password: PASSWORD })).status).toBe(201);
    const used = await check(token);
    expect(used.status).toBe(409);
    expect((await errorOf(used)).messageKey).toBe('errors.setup.done');
  });
});
