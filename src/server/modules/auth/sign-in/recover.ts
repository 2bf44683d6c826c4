import type { z } from 'zod';
import type { ZRecoverRequestSchema } from '#core/contracts/auth.ts';
import { hashToken } from '../auth-crypto.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import { checkPassword } from '../password-policy.ts';
import { hashPassword } from '../passwords.ts';
import type { TIssuedSession } from '../sessions/session-body.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import { recordOwnAccountChange } from './audit-rows.ts';
import type { TSignInDeps } from './sign-in-deps.ts';

export type TRecoverInput = z.output<typeof ZRecoverRequestSchema>;

/**
 * POST /api/auth/recover: a new password through an admin's one-time link. The link is used up, every
 * other session of the user ends, and a new one starts at aal1 (an account with an authenticator then
 * verifies a code).
 */
export async function recover(
  deps: TSignInDeps,
  input: TRecoverInput,
  meta: TRequestMeta,
): Promise<TIssuedSession> {
  const { repository } = deps;
  const at = deps.now();
  const tokenHash = hashToken(input.token);
  const link = await repository.findUsableRecoveryToken(tokenHash, at);
  const user = link ? await repository.findUserRecord(link.userId) : undefined;
  if (!link || !user || user.disabledAt) throw authErrors.recoveryInvalid();
  const policy = checkPassword(input.password, { email: user.email, phone: user.phone });
  if (!policy.ok) throw authErrors.weakPassword(policy.messageKey);
  const passwordHash = await hashPassword(input.password);
  if (!(await repository.consumeRecoveryToken(tokenHash, user.id, passwordHash, at))) {
    throw authErrors.recoveryInvalid();
  }
  const ended = await repository.endUserSessions(user.id, 'passwordChanged', at);
  const issued = await deps.sessions.issue(user.id, 'aal1', meta);
  await recordOwnAccountChange(deps.audit, AUDIT.passwordRecovery, user.id, meta, { sessionsEnded: ended });
  return issued;
}
