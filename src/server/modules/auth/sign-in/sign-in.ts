import type { z } from 'zod';
import type { TMfaChallenge, ZSignInRequestSchema } from '#core/contracts/auth.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import { dummyPasswordHash, verifyPassword } from '../passwords.ts';
import type { TIssuedSession } from '../sessions/session-body.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import { signChallengeToken } from '../tokens.ts';
import { recordSignIn } from './audit-rows.ts';
import { accountThrottleKey, countAccountAttempt, countAddressAttempt } from './attempt-limits.ts';
import type { TSignInDeps } from './sign-in-deps.ts';

export type TSignInInput = z.output<typeof ZSignInRequestSchema>;

export type TSignInResult =
  { kind: 'session'; issued: TIssuedSession } | { kind: 'challenge'; challenge: TMfaChallenge };

type TFailureReason = 'unknownAccount' | 'wrongPassword' | 'disabled';

/**
 * POST /api/auth/sign-in. Every attempt is counted (per address, then per account and address) before
 * the password is checked. An unknown account is checked against a dummy hash, so the answer takes as
 * long; unknown account, wrong password and a disabled account all get the same 401. Accounts are
 * looked up on the screen's own kind: a staff address signed in on the dealer screen is an unknown
 * account. An account with a verified authenticator gets a challenge instead of a session.
 */
export async function signIn(
  deps: TSignInDeps,
  input: TSignInInput,
  meta: TRequestMeta,
): Promise<TSignInResult> {
  const { repository, audit, throttle } = deps;
  await countAddressAttempt(throttle, meta);
  const account = await repository.findSignInAccount(input.identifier, input.audience);
  const accountKey = account
    ? accountThrottleKey(account.id)
    : `${input.audience}:${input.identifier.kind}:${input.identifier.value}`;
  await countAccountAttempt(deps, accountKey, meta, account?.id);

  const passwordOk = await verifyPassword(
    account?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  let failure: TFailureReason | undefined;
  if (!account) failure = 'unknownAccount';
  else if (!passwordOk) failure = 'wrongPassword';
  else if (account.disabledAt) failure = 'disabled';
  if (failure || !account) {
    await audit.record({
      action: AUDIT.signInFailed,
      targetType: account ? 'user' : undefined,
      targetId: account?.id,
      ip: meta.ip,
      details: { reason: failure, audience: input.audience, identifierKind: input.identifier.kind },
    });
    throw authErrors.invalidCredentials();
  }
  await throttle.succeeded(meta.ip, accountKey);

  if (account.verifiedFactors.length > 0) {
    const challengeToken = await signChallengeToken(
      deps.keys.mfaChallenge,
      { userId: account.id, kind: account.kind },
      deps.now(),
    );
    return {
      kind: 'challenge',
      challenge: { mfaRequired: true, challengeToken, factors: account.verifiedFactors },
    };
  }
  const issued = await deps.sessions.issue(account.id, 'aal1', meta);
  await recordSignIn(audit, {
    userId: account.id,
    sessionId: issued.sessionId,
    aal: 'aal1',
    audience: input.audience,
    meta,
  });
  return { kind: 'session', issued };
}
