import {
  INVITATION_DAYS,
  type TAcceptInvitationParsed,
  type TCreateInvitationParsed,
  type TCreateInvitationResponse,
  type TInvitation,
  type TInvitationPreview,
} from '#core/contracts/invitations.ts';
import type { TPrincipal } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import { hashToken, randomToken } from '../auth-crypto.ts';
import { authErrors } from '../auth-errors.ts';
import type { TAuthRepository } from '../auth.repository.ts';
import { AUDIT } from '../audit.ts';
import { checkPassword } from '../password-policy.ts';
import { hashPassword } from '../passwords.ts';
import type { TIssuedSession } from '../sessions/session-body.ts';
import type { TRequestMeta } from '../sessions/session-deps.ts';
import type { TInvitationRow, TInvitationsRepository } from './invitations.repository.ts';

export const INVITATIONS_LISTED = 100;

export const invitationErrors = {
  invalid: () =>
    new AppError(
      'VALIDATION',
      'invitations.errors.invalid',
      'This invitation is invalid, used, revoked or expired',
      [{ path: 'token', messageKey: 'invitations.errors.invalid' }],
    ),
  notFound: () => new AppError('NOT_FOUND', 'invitations.errors.notFound', 'No such invitation'),
  notPending: () =>
    new AppError(
      'CONFLICT',
      'invitations.errors.notPending',
      'This invitation was accepted, revoked or has expired',
    ),
  accountExists: () =>
    new AppError(
      'CONFLICT',
      'invitations.errors.accountExists',
      'A staff account uses this e-mail or phone already',
    ),
};

export interface TInvitationsDeps {
  repository: TInvitationsRepository;
  accounts: TAuthRepository;
  sessions: { issue: (userId: string, aal: 'aal1', meta: TRequestMeta) => Promise<TIssuedSession> };
  publicUrl: string;
  now: () => Date;
}

function statusOf(row: TInvitationRow, now: Date): TInvitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

function view(row: TInvitationRow, now: Date): TInvitation {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    roles: [...row.roles].sort(),
    status: statusOf(row, now),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/**
 * Staff invitations (decision 024). The link's token is random (32 bytes), shown once to the admin and
 * kept only as its SHA-256 hash; every change is audited in the transaction that makes it.
 */
export function createInvitationsService(deps: TInvitationsDeps) {
  const { repository } = deps;
  return {
    async list(): Promise<TInvitation[]> {
      const now = deps.now();
      return (await repository.list(INVITATIONS_LISTED)).map((row) => view(row, now));
    },

    async create(
      actor: TPrincipal,
      input: TCreateInvitationParsed,
      meta: TRequestMeta,
    ): Promise<TCreateInvitationResponse> {
      const email = input.email ?? null;
      const phone = input.phone ?? null;
      if (await repository.staffAccountExists(email, phone)) throw invitationErrors.accountExists();
      const now = deps.now();
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
      const roles = [...new Set(input.roles)].sort();
      const { id } = await repository.create(
        { tokenHash: hashToken(token), email, phone, roles, createdBy: actor.userId, expiresAt, now },
        { userId: actor.userId, ip: meta.ip },
        (newId, replaced) => [
          ...replaced.map((oldId) => ({
            action: AUDIT.invitationRevoked,
            at: now,
            targetType: 'invitation',
            targetId: oldId,
            details: { reason: 'replaced', by: newId },
          })),
          {
            action: AUDIT.invitationCreated,
            at: now,
            targetType: 'invitation',
            targetId: newId,
            details: {
              roles,
              expiresAt: expiresAt.toISOString(),
              byEmail: email !== null,
              byPhone: phone !== null,
            },
          },
        ],
      );
      const row = await repository.find(id);
      return {
        invitation: view(row!, now),
        url: `${deps.publicUrl}/auth?invitation=${encodeURIComponent(token)}`,
      };
    },

    async revoke(actor: TPrincipal, id: string, meta: TRequestMeta): Promise<void> {
      const now = deps.now();
      const row = await repository.find(id);
      if (!row) throw invitationErrors.notFound();
      const revoked = await repository.revoke(
        id,
        actor.userId,
        now,
        { userId: actor.userId, ip: meta.ip },
        {
          action: AUDIT.invitationRevoked,
          at: now,
          targetType: 'invitation',
          targetId: id,
          details: { reason: 'admin' },
        },
      );
      if (!revoked) throw invitationErrors.notPending();
    },

    async preview(token: string): Promise<TInvitationPreview> {
      const row = await repository.findPendingByToken(hashToken(token), deps.now());
      if (!row) throw invitationErrors.invalid();
      const required = await deps.accounts.getMfaRequiredRoles();
      return {
        email: row.email,
        phone: row.phone,
        roles: [...row.roles].sort(),
        expiresAt: row.expiresAt.toISOString(),
        mfaRequired: row.roles.some((role) => required.includes(role)),
      };
    },

    /**
     * The account from the invitation and a first session (aal1): a role that requires two-factor
     * then asks for an authenticator before anything else (decision 008).
     */
    async accept(input: TAcceptInvitationParsed, meta: TRequestMeta): Promise<TIssuedSession> {
      const tokenHash = hashToken(input.token);
      const now = deps.now();
      const row = await repository.findPendingByToken(tokenHash, now);
      if (!row) throw invitationErrors.invalid();
      // Before the link is used: a refused password must not cost the person their invitation.
      const policy = checkPassword(input.password, { email: row.email, phone: row.phone });
      if (!policy.ok) throw authErrors.weakPassword(policy.messageKey);
      const passwordHash = await hashPassword(input.password);
      const result = await repository.accept(
        tokenHash,
        { displayName: input.displayName, passwordHash, now },
        { ip: meta.ip },
        (invitation, userId) => [
          {
            action: AUDIT.invitationAccepted,
            at: now,
            targetType: 'invitation',
            targetId: invitation.id,
            details: { userId },
          },
          {
            action: AUDIT.userCreated,
            at: now,
            targetType: 'user',
            targetId: userId,
            details: { via: 'invitation', kind: 'staff', roles: [...invitation.roles].sort() },
          },
        ],
      );
      if (result.kind === 'invalid') throw invitationErrors.invalid();
      if (result.kind === 'exists') throw invitationErrors.accountExists();
      return deps.sessions.issue(result.userId, 'aal1', meta);
    },
  };
}

export type TInvitationsService = ReturnType<typeof createInvitationsService>;
