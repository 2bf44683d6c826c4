import { describe, expect, it } from 'vitest';
import { createSignInThrottle, SIGN_IN_ACCOUNT_SLOWDOWN } from '#server/modules/auth/sign-in-throttle.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { sharedStateKinds } from '../support/two-instances.ts';

/**
 * F4 across instances (issue 28 item 6, decision 025): two sign-in throttles on two stores of one
 * database stand for two servers behind a balancer. 60 password attempts on one account from 12
 * addresses, all at once and split between them, get exactly 11 password checks.
 */
const testDatabase = useTestDatabase();

const kinds = sharedStateKinds(testDatabase);

describe.each(kinds)('the account-wide sign-in limit %s', (_name, make) => {
  it('lets 11 of 60 parallel attempts from 12 addresses through, split between two instances', async () => {
    const [a, b] = make();
    const at = () => 1_700_000_000_000;
    const throttles = [createSignInThrottle(a, at), createSignInThrottle(b, at)];
    const attempt = { passwordStep: true, knownDevice: false, secondFactor: false };
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        throttles[index % 2]!.account('user:f4', `203.0.113.${index % 12}`, attempt),
      ),
    );
    const through = verdicts.filter((verdict) => verdict.wait === 0);
    expect(through).toHaveLength(SIGN_IN_ACCOUNT_SLOWDOWN.free + 1);
    const refused = verdicts.filter((verdict) => verdict.wait > 0);
    expect(refused.every((verdict) => verdict.accountWide && verdict.wait === 15)).toBe(true);
    // A known device passes on either instance.
    const own = await throttles[1]!.account('user:f4', '198.51.100.20', { ...attempt, knownDevice: true });
    expect(own.wait).toBe(0);
  });
});
