import type { TAdminUser } from '#core/contracts/auth.ts';
import { authErrors } from '../auth-errors.ts';
import type { TAdminUserRecord, TUserRecord } from '../auth.repository.ts';
import { userFields } from '../sessions/user-view.ts';
import type { TAdminUsersDeps } from './admin-users-deps.ts';

export function toAdminUser(record: TAdminUserRecord): TAdminUser {
  return {
    ...userFields(record),
    disabled: record.disabledAt !== null,
    hasVerifiedFactor: record.hasVerifiedFactor,
    activeSessions: record.activeSessions,
    createdAt: record.createdAt.toISOString(),
    lastSignInAt: record.lastSignInAt?.toISOString() ?? null,
  };
}

/** One user as the Users page shows them (the answer of every change); 404 when there is none. */
export async function adminUser(deps: TAdminUsersDeps, userId: string): Promise<TAdminUser> {
  const at = deps.now();
  const [record] = await deps.repository.findAdminUsers({
    userId,
    now: at,
    idleSince: deps.idleSince(at),
    limit: 1,
  });
  if (!record) throw authErrors.userNotFound();
  return toAdminUser(record);
}

/** The user a change is about; 404 when there is none. */
export async function existingUser(deps: TAdminUsersDeps, userId: string): Promise<TUserRecord> {
  const user = await deps.repository.findUserRecord(userId);
  if (!user) throw authErrors.userNotFound();
  return user;
}
