import type { TSession } from '#core/contracts/auth.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import { accountThrottleKey, countAccountAttempt } from '../sign-in/attempt-limits.ts';
import { needsStepUp, type TFactorsDeps } from './factors-deps.ts';

/**
 * POST /api/auth/factors/{id}/verify: finishes enrolling, or steps an aal1 session up; answers the
 * session with a new aal2 access token. Codes are counted like sign-in attempts.
 */
export async function verifyFactor(
  deps: TFactorsDeps,
  principal: TPrincipal,
  factorId: string,
  code: string,
  meta: TRequestMeta,
): Promise<TSession> {
  const { repository, audit } = deps;
  const factor = await repository.findFactor(principal.userId, factorId);
  if (!factor) throw authErrors.factorNotFound();
  if (factor.status === 'unverified' && needsStepUp(principal)) throw authErrors.stepUpRequired();
  const accountKey = accountThrottleKey(principal.userId);
  await countAccountAttempt(deps, accountKey, meta, principal.userId);
  const step = factor.status === 'verified' ? 'stepUp' : 'enrol';
  if (!(await deps.factorCodes.check(factor, code, deps.now()))) {
    await audit.record({
      action: AUDIT.mfaFailed,
      actorUserId: principal.userId,
      targetType: 'factor',
      targetId: factor.id,
      ip: meta.ip,
      details: { step },
    });
    throw authErrors.codeInvalid();
  }
  await deps.throttle.succeeded(meta.ip, accountKey);
  await repository.setSessionAal(principal.sessionId, 'aal2');
  await audit.record({
    action: AUDIT.mfaVerified,
    actorUserId: principal.userId,
    targetType: 'factor',
    targetId: factor.id,
    ip: meta.ip,
    details: { step },
  });
  return deps.sessions.current(principal);
}
