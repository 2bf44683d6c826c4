import type { TAdminUser } from '#core/contracts/auth.ts';
import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { createAccount } from '../accounts.ts';
import { authErrors } from '../auth-errors.ts';
import { AUDIT } from '../audit.ts';
import { generatePassword } from '../passwords.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';
import { adminUser } from './admin-user-view.ts';
import { recordUserChange } from './record-user-change.ts';

/**
 * POST /api/admin/test-users: a test account with a generated password shown once; refused when the
 * server runs in production.
 */
export async function createTestUser(
  deps: TAdminUsersDeps,
  actor: TPrincipal,
  input: { email: string; roles: readonly TRole[]; kind: TAccountKind },
  meta: TRequestMeta,
): Promise<{ user: TAdminUser; password: string }> {
  if (deps.production) throw authErrors.testUsersDisabled();
  if (input.kind === 'dealer' && input.roles.length > 0) throw authErrors.rolesStaffOnly();
  const password = generatePassword();
  const result = await createAccount(
    deps.repository,
    {
      kind: input.kind,
      email: input.email,
      phone: null,
      // Its address only: the kind is shown beside it, in the reader's language (a code in a name reached
      // Thai screens as "Test staff …").
      displayName: `Test ${input.email}`,
      password,
      roles: input.roles,
    },
    deps.now(),
  );
  if (result.kind === 'exists') throw authErrors.identityExists();
  if (result.kind === 'weakPassword') throw new Error('A generated password failed the policy');
  await recordUserChange(deps, {
    action: AUDIT.testUserCreated,
    actor,
    userId: result.id,
    meta,
    details: { kind: input.kind, roles: [...new Set(input.roles)].sort() },
  });
  return { user: await adminUser(deps, result.id), password };
}
