import type { TSession } from '#core/contracts/auth.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { sessionBody } from './session-body.ts';
import type { TSessionDeps } from './session-deps.ts';
import { endReasonAt } from './session-state.ts';

/** A fresh access token for the caller's open session (after its assurance level changed). */
export async function currentSession(deps: TSessionDeps, principal: TPrincipal): Promise<TSession> {
  const at = deps.now();
  const session = await deps.repository.findSession(principal.sessionId);
  if (!session || endReasonAt(session, session.userDisabledAt, at, deps.idleMs)) {
    throw new Error(`Session ${principal.sessionId} is no longer open`);
  }
  return sessionBody(deps, session, at);
}
