import { randomBytes } from 'node:crypto';
import { SETUP_LINK_MINUTES, type TSetupParsed } from '#core/contracts/setup.ts';
import { AppError } from '../../http/errors.ts';
import { createAccount } from '../auth/accounts.ts';
import { hashToken } from '../auth/auth-crypto.ts';
import { authErrors } from '../auth/auth-errors.ts';
import type { TAuthRepository } from '../auth/auth.repository.ts';
import { AUDIT } from '../auth/audit.ts';
import { checkPassword } from '../auth/password-policy.ts';
import type { TSetupRepository } from './setup.repository.ts';

const setupInvalid = () =>
  new AppError('VALIDATION', 'errors.setup.invalid', 'This setup link is invalid, used or expired', [
    { path: 'token', messageKey: 'errors.setup.invalid' },
  ]);
const setupDone = () =>
  new AppError('CONFLICT', 'errors.setup.done', 'The first admin exists: sign in at /auth');

/**
 * The first admin without a terminal command (decision 019): a start on a database without staff makes
 * a one-time link (one hour, stored as a hash) that only the server's console shows.
 */
export function createSetupService(deps: {
  repository: TSetupRepository;
  accounts: TAuthRepository;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The link to print at start, or undefined when a staff account exists. */
    async prepareSetupLink(): Promise<string | undefined> {
      if (await deps.repository.hasStaffAccount()) return undefined;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + SETUP_LINK_MINUTES * 60_000);
      await deps.repository.insertSetupToken(hashToken(token), expiresAt);
      return `${deps.publicUrl}/setup?token=${token}`;
    },

    /**
     * Before any typing (issue 30): says whether the link still works — 409 once the first admin exists,
     * 400 for an unknown, used or expired link — without using it up.
     */
    async checkSetupLink(token: string): Promise<{ valid: true }> {
      if (await deps.repository.hasStaffAccount()) throw setupDone();
      if (!(await deps.repository.hasSetupToken(hashToken(token), now()))) throw setupInvalid();
      return { valid: true };
    },

    /** Creates the first admin; refused once any staff account exists, or with a used link. */
    async completeSetup(input: TSetupParsed, ip: string): Promise<{ email: string }> {
      // Before the link is used up: a refused password must not cost the person their link.
      const policy = checkPassword(input.password, { email: input.email, phone: null });
      if (!policy.ok) throw authErrors.weakPassword(policy.messageKey);
      if (await deps.repository.hasStaffAccount()) throw setupDone();
      const at = now();
      if (!(await deps.repository.consumeSetupToken(hashToken(input.token), at))) throw setupInvalid();
      const result = await createAccount(
        deps.accounts,
        {
          kind: 'staff',
          email: input.email,
          phone: null,
          displayName: input.email.split('@')[0]!,
          password: input.password,
          roles: ['admin'],
        },
        at,
      );
      if (result.kind !== 'created') throw setupDone();
      await deps.repository.deleteSetupTokens();
      await deps.accounts.insertAudit({
        action: AUDIT.userCreated,
        at,
        targetType: 'user',
        targetId: result.id,
        ip,
        details: { via: 'setup', kind: 'staff', roles: ['admin'] },
      });
      return { email: input.email };
    },
  };
}

export type TSetupService = ReturnType<typeof createSetupService>;
