import type { TPrincipal } from '../../../http/context.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TFactorsDeps } from './factors-deps.ts';

/**
 * DELETE /api/auth/factors/{id}: needs aal2; the last verified factor stays while one of the user's
 * roles requires two-factor.
 */
export async function removeFactor(
  deps: Pick<TFactorsDeps, 'repository' | 'audit'>,
  principal: TPrincipal,
  factorId: string,
  meta: TRequestMeta,
): Promise<void> {
  const { repository } = deps;
  if (principal.aal !== 'aal2') throw authErrors.stepUpRequired();
  const factor = await repository.findFactor(principal.userId, factorId);
  if (!factor) throw authErrors.factorNotFound();
  if (factor.status === 'verified' && principal.mfaRequired) {
    const others = (await repository.listFactors(principal.userId)).filter(
      (other) => other.status === 'verified' && other.id !== factor.id,
    );
    if (others.length === 0) throw authErrors.factorRequired();
  }
  if (!(await repository.deleteFactor(principal.userId, factorId))) throw authErrors.factorNotFound();
  await deps.audit.record({
    action: AUDIT.mfaRemoved,
    actorUserId: principal.userId,
    targetType: 'factor',
    targetId: factorId,
    ip: meta.ip,
  });
}
