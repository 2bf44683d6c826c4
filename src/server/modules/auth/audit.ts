import type { TAuditEntry, TAuthRepository } from './auth.repository.ts';

/**
 * Audit actions (decision 008). Details never hold passwords, tokens, codes or two-factor secrets: only
 * ids, role names, reasons and counts.
 */
export const AUDIT = {
  signIn: 'SIGN_IN',
  signInFailed: 'SIGN_IN_FAILED',
  /** Many failed sign-ins on one account (from any addresses) within 15 minutes: someone is guessing. */
  signInAlert: 'SIGN_IN_ALERT',
  signUp: 'SIGN_UP',
  signOut: 'SIGN_OUT',
  refreshReuse: 'REFRESH_REUSE',
  rolesChanged: 'ROLES_CHANGED',
  userDisabled: 'USER_DISABLED',
  userEnabled: 'USER_ENABLED',
  sessionsEndedByAdmin: 'SESSIONS_ENDED_BY_ADMIN',
  mfaEnrolled: 'MFA_ENROLLED',
  mfaVerified: 'MFA_CHALLENGE_VERIFIED',
  mfaFailed: 'MFA_VERIFY_FAILED',
  mfaRemoved: 'MFA_REMOVED',
  mfaReset: 'MFA_RESET',
  recoveryLinkCreated: 'RECOVERY_LINK_CREATED',
  passwordRecovery: 'PASSWORD_RECOVERY',
  testUserCreated: 'TEST_USER_CREATED',
  userCreated: 'USER_CREATED',
  invitationCreated: 'INVITATION_CREATED',
  invitationRevoked: 'INVITATION_REVOKED',
  invitationAccepted: 'INVITATION_ACCEPTED',
  authSettingsChanged: 'AUTH_SETTINGS_CHANGED',
} as const;
export type TAuditAction = (typeof AUDIT)[keyof typeof AUDIT];

export type TAuditRecord = Omit<TAuditEntry, 'at' | 'action'> & { action: TAuditAction };

export function createAuditTrail(repository: TAuthRepository, now: () => Date) {
  return {
    record(entry: TAuditRecord): Promise<void> {
      return repository.insertAudit({ ...entry, at: now() });
    },
  };
}

export type TAuditTrail = ReturnType<typeof createAuditTrail>;
