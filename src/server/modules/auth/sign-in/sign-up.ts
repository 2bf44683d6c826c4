import type { z } from 'zod';
import type { ZSignUpRequestSchema } from '#core/contracts/auth.ts';
import { createAccount } from '../accounts.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import type { TIssuedSession } from '../sessions/session-body.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import { recordOwnAccountChange } from './audit-rows.ts';
import { countAddressAttempt } from './attempt-limits.ts';
import type { TSignInDeps } from './sign-in-deps.ts';

export type TSignUpInput = z.output<typeof ZSignUpRequestSchema>;

/** POST /api/auth/sign-up: dealer self sign-up; the shop profile follows at /dealer/setup. Counted per address. */
export async function signUp(
  deps: TSignInDeps,
  input: TSignUpInput,
  meta: TRequestMeta,
): Promise<TIssuedSession> {
  await countAddressAttempt(deps.throttle, meta);
  const result = await createAccount(
    deps.repository,
    {
      kind: 'dealer',
      email: input.email,
      phone: input.phone ?? null,
      displayName: input.displayName,
      password: input.password,
      roles: [],
    },
    deps.now(),
  );
  if (result.kind === 'weakPassword') throw authErrors.weakPassword(result.messageKey);
  if (result.kind === 'exists') throw authErrors.identityExists();
  const issued = await deps.sessions.issue(result.id, 'aal1', meta);
  await recordOwnAccountChange(deps.audit, AUDIT.signUp, result.id, meta, { kind: 'dealer' });
  return issued;
}
