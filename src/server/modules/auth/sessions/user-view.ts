import type { TFactor, TUser } from '#core/contracts/auth.ts';
import type { TAuthRepository, TFactorRow, TUserRecord } from '../auth.repository.ts';

export function toFactor(row: TFactorRow): TFactor {
  return {
    id: row.id,
    factorType: 'totp',
    status: row.status,
    friendlyName: row.friendlyName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the signed-in user and the Users page both say of an account. */
export function userFields(record: TUserRecord) {
  return {
    id: record.id,
    kind: record.kind,
    email: record.email,
    phone: record.phone,
    displayName: record.displayName,
    roles: record.roles,
    mfaRequired: record.roles.some((role) => record.mfaRequiredRoles.includes(role)),
    dealerStatus: record.kind === 'dealer' ? record.dealerStatus : null,
  };
}

/** GET /api/auth/user, and the user inside every session answer. */
export async function getUserView(repository: TAuthRepository, userId: string): Promise<TUser | undefined> {
  const [record, factors] = await Promise.all([
    repository.findUserRecord(userId),
    repository.listFactors(userId),
  ]);
  if (!record) return undefined;
  return { ...userFields(record), factors: factors.map(toFactor) };
}
