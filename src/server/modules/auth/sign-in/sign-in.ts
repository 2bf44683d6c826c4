import type { z } from 'zod';
import type { TMfaChallenge, ZSignInRequestSchema } from '#core/contracts/auth.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import { dummyPasswordHash, verifyPassword } from '../passwords.ts';
import type { TIssuedSession } from '../sessions/session-body.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import { isKnownDevice, knownDeviceCookie } from '../known-device.ts';
import { signChallengeToken } from '../tokens.ts';
import type { TAccountKind } from '#core/roles.ts';
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
  const secondFactor = !!account && account.verifiedFactors.length > 0;
  const { blind } = await countAccountAttempt(deps, accountKey, meta, account?.id, {
    passwordStep: true,
    knownDevice: !!account && isKnownDevice(deps.keys.knownDevice, account.id, meta.knownDevice),
    secondFactor,
  });

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
      details: { reason: failure, audience: input.audience, identifierKind: input.identifier.kind, blind },
    });
    // While the account is slowed down, one with a second factor is answered alike whatever the password.
    if (blind && account) return challengeFor(deps, account, false);
    throw authErrors.invalidCredentials();
  }
  await throttle.succeeded(meta.ip, accountKey);

  if (secondFactor) return challengeFor(deps, account, blind ? true : undefined);
  const issued = await deps.sessions.issue(account.id, 'aal1', meta);
  await recordSignIn(audit, {
    userId: account.id,
    sessionId: issued.sessionId,
    aal: 'aal1',
    audience: input.audience,
    meta,
  });
  return {
    kind: 'session',
    issued: {
      ...issued,
      knownDevice: knownDeviceCookie(deps.keys.knownDevice, account.id, meta.knownDevice),
    },
  };
}

/** The second step's challenge; `passwordOk` marks a blind one (given while the account is slowed down). */
async function challengeFor(
  deps: TSignInDeps,
  account: { id: string; kind: TAccountKind; verifiedFactors: TMfaChallenge['factors'] },
  passwordOk: boolean | undefined,
): Promise<TSignInResult> {
  const challengeToken = await signChallengeToken(
    deps.keys.mfaChallenge,
    { userId: account.id, kind: account.kind },
    deps.now(),
    passwordOk === undefined ? undefined : { passwordOk },
  );
  return {
    kind: 'challenge',
    challenge: { mfaRequired: true, challengeToken, factors: account.verifiedFactors },
  };
}
