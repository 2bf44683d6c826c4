import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TAuthRepository } from './auth.repository.ts';
import { checkPassword, type PasswordMessageKey } from './password-policy.ts';
import { hashPassword } from './passwords.ts';

export interface TNewAccount {
  kind: TAccountKind;
  email: string | null;
  phone: string | null;
  displayName: string;
  password: string;
  roles: readonly TRole[];
}

export type TNewAccountResult =
  | { kind: 'created'; id: string }
  | { kind: 'exists' }
  | { kind: 'weakPassword'; messageKey: PasswordMessageKey };

/**
 * The one way an account comes to exist (sign-up, an admin's test user, `npm run user:create`): the
 * password policy, an argon2id hash, the row and its roles. Roles only for staff.
 */
export async function createAccount(
  repository: TAuthRepository,
  account: TNewAccount,
  now: Date,
): Promise<TNewAccountResult> {
  const policy = checkPassword(account.password, { email: account.email, phone: account.phone });
  if (!policy.ok) return { kind: 'weakPassword', messageKey: policy.messageKey };
  const roles = account.kind === 'staff' ? [...new Set(account.roles)].sort() : [];
  return repository.insertUser({
    kind: account.kind,
    email: account.email,
    phone: account.phone,
    displayName: account.displayName,
    passwordHash: await hashPassword(account.password),
    roles,
    now,
  });
}
