/**
 * Admin › Users (decision 008): find accounts, set roles, disable and enable (ending sessions), end
 * sessions, remove a user's authenticators, one-time recovery links, test users outside production, and the two-factor settings.
 */
import type { TAdminUser, TAuthSettings } from '#core/contracts/auth.ts';
import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TPrincipal } from '../../http/context.ts';
import { createAccount } from './accounts.ts';
import { hashToken, randomToken } from './auth-crypto.ts';
import { authErrors } from './auth-errors.ts';
import type { TAdminUserRecord, TAuthRepository } from './auth.repository.ts';
import { AUDIT, type TAuditTrail } from './audit.ts';
import { generatePassword } from './passwords.ts';
import type { TRequestMeta, TSessionsService } from './sessions.service.ts';

export const RECOVERY_LINK_MS = 60 * 60 * 1000;
const SEARCH_LIMIT = 50;

export interface TAdminUsersServiceOptions {
  repository: TAuthRepository;
  sessions: TSessionsService;
  audit: TAuditTrail;
  publicUrl: string;
  production: boolean;
  now: () => Date;
}

function toAdminUser(record: TAdminUserRecord): TAdminUser {
  return {
    id: record.id,
    kind: record.kind,
    email: record.email,
    phone: record.phone,
    displayName: record.displayName,
    roles: record.roles,
    mfaRequired: record.roles.some((role) => record.mfaRequiredRoles.includes(role)),
    dealerStatus: record.kind === 'dealer' ? record.dealerStatus : null,
    disabled: record.disabledAt !== null,
    hasVerifiedFactor: record.hasVerifiedFactor,
    activeSessions: record.activeSessions,
    createdAt: record.createdAt.toISOString(),
    lastSignInAt: record.lastSignInAt?.toISOString() ?? null,
  };
}

export function createAdminUsersService(options: TAdminUsersServiceOptions) {
  const { repository, sessions, audit, now } = options;

  async function adminUser(userId: string): Promise<TAdminUser> {
    const at = now();
    const [record] = await repository.findAdminUsers({
      userId,
      now: at,
      idleSince: sessions.idleSince(at),
      limit: 1,
    });
    if (!record) throw authErrors.userNotFound();
    return toAdminUser(record);
  }

  async function existingUser(userId: string) {
    const user = await repository.findUserRecord(userId);
    if (!user) throw authErrors.userNotFound();
    return user;
  }

  return {
    async findUsers(email: string | undefined): Promise<TAdminUser[]> {
      const at = now();
      const records = await repository.findAdminUsers({
        email: email || undefined,
        now: at,
        idleSince: sessions.idleSince(at),
        limit: SEARCH_LIMIT,
      });
      return records.map(toAdminUser);
    },

    /** Replaces the roles; applies on the user's next request. Dealers hold none; one admin remains. */
    async setRoles(
      actor: TPrincipal,
      userId: string,
      roles: readonly TRole[],
      meta: TRequestMeta,
    ): Promise<TAdminUser> {
      const user = await existingUser(userId);
      const next = [...new Set(roles)].sort();
      if (user.kind === 'dealer' && next.length > 0) throw authErrors.rolesStaffOnly();
      const losesAdmin = user.roles.includes('admin') && !next.includes('admin') && !user.disabledAt;
      if (losesAdmin && (await repository.countEnabledAdmins(userId)) === 0) throw authErrors.lastAdmin();
      const before = await repository.replaceRoles(userId, next, now());
      await audit.record({
        action: AUDIT.rolesChanged,
        actorUserId: actor.userId,
        targetType: 'user',
        targetId: userId,
        ip: meta.ip,
        details: { before, after: next },
      });
      return adminUser(userId);
    },

    /** Disabling ends every session of the user at once; enabling lets them sign in again. */
    async setDisabled(
      actor: TPrincipal,
      userId: string,
      disabled: boolean,
      meta: TRequestMeta,
    ): Promise<TAdminUser> {
      const user = await existingUser(userId);
      if (disabled && userId === actor.userId) throw authErrors.cannotDisableSelf();
      const at = now();
      if (disabled) {
        if (user.roles.includes('admin') && (await repository.countEnabledAdmins(userId)) === 0) {
          throw authErrors.lastAdmin();
        }
        await repository.setDisabled(userId, user.disabledAt ?? at, at);
        const sessionsEnded = await repository.endUserSessions(userId, 'disabled', at);
        await audit.record({
          action: AUDIT.userDisabled,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: userId,
          ip: meta.ip,
          details: { sessionsEnded },
        });
      } else {
        await repository.setDisabled(userId, null, at);
        await audit.record({
          action: AUDIT.userEnabled,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: userId,
          ip: meta.ip,
        });
      }
      return adminUser(userId);
    },

    async endSessions(actor: TPrincipal, userId: string, meta: TRequestMeta): Promise<void> {
      await existingUser(userId);
      const sessionsEnded = await repository.endUserSessions(userId, 'endedByAdmin', now());
      await audit.record({
        action: AUDIT.sessionsEndedByAdmin,
        actorUserId: actor.userId,
        targetType: 'user',
        targetId: userId,
        ip: meta.ip,
        details: { sessionsEnded },
      });
    },

    /**
     * Removes every authenticator of the user (a lost phone) and ends their sessions: they sign in again
     * with their password and, when a role requires two-factor, enrol a new authenticator first.
     */
    async resetFactors(actor: TPrincipal, userId: string, meta: TRequestMeta): Promise<void> {
      await existingUser(userId);
      const factorsRemoved = await repository.deleteUserFactors(userId);
      const sessionsEnded = await repository.endUserSessions(userId, 'endedByAdmin', now());
      await audit.record({
        action: AUDIT.mfaReset,
        actorUserId: actor.userId,
        targetType: 'user',
        targetId: userId,
        ip: meta.ip,
        details: { factorsRemoved, sessionsEnded },
      });
    },

    /** A one-time link (1 hour) for the admin to hand over; an older unused link stops working. */
    async createRecoveryLink(
      actor: TPrincipal,
      userId: string,
      meta: TRequestMeta,
    ): Promise<{ url: string; expiresAt: string }> {
      const user = await existingUser(userId);
      if (user.disabledAt) throw authErrors.userNotFound();
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + RECOVERY_LINK_MS);
      await repository.replaceRecoveryToken({
        tokenHash: hashToken(token),
        userId,
        createdBy: actor.userId,
        expiresAt,
      });
      await audit.record({
        action: AUDIT.recoveryLinkCreated,
        actorUserId: actor.userId,
        targetType: 'user',
        targetId: userId,
        ip: meta.ip,
        details: { expiresAt: expiresAt.toISOString() },
      });
      return {
        url: `${options.publicUrl}/auth?recovery=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Test accounts with a generated password shown once; refused when the server runs in production. */
    async createTestUser(
      actor: TPrincipal,
      input: { email: string; roles: readonly TRole[]; kind: TAccountKind },
      meta: TRequestMeta,
    ): Promise<{ user: TAdminUser; password: string }> {
      if (options.production) throw authErrors.testUsersDisabled();
      if (input.kind === 'dealer' && input.roles.length > 0) throw authErrors.rolesStaffOnly();
      const password = generatePassword();
      const result = await createAccount(
        repository,
        {
          kind: input.kind,
          email: input.email,
          phone: null,
          displayName: `Test ${input.kind} ${input.email}`,
          password,
          roles: input.roles,
        },
        now(),
      );
      if (result.kind === 'exists') throw authErrors.identityExists();
      if (result.kind === 'weakPassword') throw new Error('A generated password failed the policy');
      await audit.record({
        action: AUDIT.testUserCreated,
        actorUserId: actor.userId,
        targetType: 'user',
        targetId: result.id,
        ip: meta.ip,
        details: { kind: input.kind, roles: [...new Set(input.roles)].sort() },
      });
      return { user: await adminUser(result.id), password };
    },

    async getSettings(): Promise<TAuthSettings> {
      return { mfaRequiredRoles: await repository.getMfaRequiredRoles() };
    },

    async setSettings(
      actor: TPrincipal,
      settings: TAuthSettings,
      meta: TRequestMeta,
    ): Promise<TAuthSettings> {
      const before = await repository.getMfaRequiredRoles();
      const after = [...new Set(settings.mfaRequiredRoles)].sort();
      await repository.setMfaRequiredRoles(after, now());
      await audit.record({
        action: AUDIT.authSettingsChanged,
        actorUserId: actor.userId,
        targetType: 'settings',
        ip: meta.ip,
        details: { before: { mfaRequiredRoles: before }, after: { mfaRequiredRoles: after } },
      });
      return { mfaRequiredRoles: after };
    },
  };
}

export type TAdminUsersService = ReturnType<typeof createAdminUsersService>;
