import type { z } from 'zod';
import type { ZMfaVerifyRequestSchema } from '#core/contracts/auth.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import type { TIssuedSession } from '../sessions/session-body.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import { knownDeviceCookie } from '../known-device.ts';
import { verifyChallengeToken } from '../tokens.ts';
import { recordSignIn } from './audit-rows.ts';
import { accountThrottleKey, countAccountAttempt, countAddressAttempt } from './attempt-limits.ts';
import type { TSignInDeps } from './sign-in-deps.ts';

export type TMfaVerifyInput = z.output<typeof ZMfaVerifyRequestSchema>;

/** POST /api/auth/mfa/verify, the second step: a code from a verified authenticator finishes the sign-in at aal2. */
export async function verifyMfa(
  deps: TSignInDeps,
  input: TMfaVerifyInput,
  meta: TRequestMeta,
): Promise<TIssuedSession> {
  const { repository, audit, throttle } = deps;
  const subject = await verifyChallengeToken(deps.keys.mfaChallenge, input.challengeToken, deps.now());
  if (!subject) throw authErrors.challengeExpired();
  await countAddressAttempt(throttle, meta);
  const accountKey = accountThrottleKey(subject.userId);
  await countAccountAttempt(deps, accountKey, meta, subject.userId);
  const user = await repository.findUserRecord(subject.userId);
  if (!user || user.disabledAt) throw authErrors.challengeExpired();
  const factor = await repository.findFactor(subject.userId, input.factorId);
  if (!factor || factor.status !== 'verified') throw authErrors.factorNotFound();
  // A blind challenge (F4) whose password was wrong takes no code: it fails as a wrong code does.
  const codeOk = await deps.factorCodes.check(factor, input.code, deps.now());
  if (!codeOk || !subject.passwordOk) {
    await audit.record({
      action: AUDIT.mfaFailed,
      actorUserId: subject.userId,
      targetType: 'factor',
      targetId: factor.id,
      ip: meta.ip,
      details: { step: 'signIn' },
    });
    throw authErrors.codeInvalid();
  }
  await throttle.succeeded(meta.ip, accountKey);
  const issued = await deps.sessions.issue(subject.userId, 'aal2', meta);
  await audit.record({
    action: AUDIT.mfaVerified,
    actorUserId: subject.userId,
    targetType: 'factor',
    targetId: factor.id,
    ip: meta.ip,
    details: { step: 'signIn' },
  });
  await recordSignIn(audit, {
    userId: subject.userId,
    sessionId: issued.sessionId,
    aal: 'aal2',
    audience: subject.kind,
    meta,
  });
  return {
    ...issued,
    knownDevice: knownDeviceCookie(deps.keys.knownDevice, subject.userId, meta.knownDevice),
  };
}
