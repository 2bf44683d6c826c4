import { and, asc, desc, eq, gt, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { TAccountKind, TRole } from '#core/roles.ts';
import type { TDb } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.ts';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import {
  authSessions,
  authSettings,
  dealers,
  mfaFactors,
  recoveryTokens,
  userRoles,
  users,
} from '../../db/schema/index.ts';

export type TAal = 'aal1' | 'aal2';
export type TSessionEndReason = NonNullable<(typeof authSessions.$inferSelect)['endReason']>;
export type TDealerStatus = (typeof dealers.$inferSelect)['status'];

/*
 * Per-user columns as correlated subqueries on the outer "users" row. Written out with aliases: Drizzle
 * leaves column names unqualified in a single-table select, where "id" would mean the inner table's.
 */
/** The user's roles, sorted, as one text[] column (empty array when none). */
const rolesOf = sql<
  TRole[]
>`coalesce((select array_agg(ur.role order by ur.role) from ${userRoles} ur where ur.user_id = "users"."id"), '{}')`;
const hasVerifiedFactorOf = sql<boolean>`exists(select 1 from ${mfaFactors} mf where mf.user_id = "users"."id" and mf.status = 'verified')`;
const mfaRequiredRolesSetting = sql<
  TRole[]
>`coalesce((select s.mfa_required_roles from ${authSettings} s where s.id = 1), '{}')`;
const dealerStatusOf = sql<TDealerStatus | null>`(select d.status from ${dealers} d where d.user_id = "users"."id")`;

/** What sign-in needs of an account. */
export interface TSignInAccount {
  id: string;
  kind: TAccountKind;
  passwordHash: string;
  disabledAt: Date | null;
  verifiedFactors: { id: string; friendlyName: string }[];
}

/** One row of the access check: the session, its user and the roles (decision 008). */
export interface TPrincipalRow {
  sessionId: string;
  userId: string;
  aal: TAal;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  kind: TAccountKind;
  disabledAt: Date | null;
  roles: TRole[];
  hasVerifiedFactor: boolean;
  mfaRequiredRoles: TRole[];
}

export interface TSessionRow {
  id: string;
  userId: string;
  refreshHash: string;
  previousRefreshHash: string | null;
  rotatedAt: Date | null;
  aal: TAal;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  userDisabledAt: Date | null;
}

export interface TFactorRow {
  id: string;
  userId: string;
  friendlyName: string;
  secretEncrypted: string;
  status: 'unverified' | 'verified';
  lastUsedStep: number | null;
  createdAt: Date;
}

export interface TUserRecord {
  id: string;
  kind: TAccountKind;
  email: string | null;
  phone: string | null;
  displayName: string;
  disabledAt: Date | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  roles: TRole[];
  mfaRequiredRoles: TRole[];
  dealerStatus: TDealerStatus | null;
}

export interface TAdminUserRecord extends TUserRecord {
  hasVerifiedFactor: boolean;
  activeSessions: number;
}

export interface TNewUser {
  kind: TAccountKind;
  email: string | null;
  phone: string | null;
  displayName: string;
  passwordHash: string;
  roles: readonly TRole[];
  now: Date;
}

export interface TAuditEntry {
  action: string;
  at: Date;
  actorUserId?: string | null | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  ip?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

const userRecordColumns = {
  id: users.id,
  kind: users.kind,
  email: users.email,
  phone: users.phone,
  displayName: users.displayName,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  roles: rolesOf,
  mfaRequiredRoles: mfaRequiredRolesSetting,
  dealerStatus: dealerStatusOf,
};

/** An id no account has (uuid v4 ids are never all zeros). */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/** `%`, `_` and `\` typed into a search box are matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createAuthRepository(db: TDb) {
  // Asked on every authenticated request: prepared once.
  const findPrincipal = db
    .select({
      sessionId: authSessions.id,
      userId: authSessions.userId,
      aal: authSessions.aal,
      lastSeenAt: authSessions.lastSeenAt,
      expiresAt: authSessions.expiresAt,
      endedAt: authSessions.endedAt,
      kind: users.kind,
      disabledAt: users.disabledAt,
      roles: rolesOf,
      hasVerifiedFactor: hasVerifiedFactorOf,
      mfaRequiredRoles: mfaRequiredRolesSetting,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, sql.placeholder('id')))
    .prepare('auth_find_principal');

  return {
    async findPrincipal(sessionId: string): Promise<TPrincipalRow | undefined> {
      const [row] = await findPrincipal.execute({ id: sessionId });
      return row;
    },

    /** Moves the idle clock, at most once a minute per session (`before` = now − 1 min). */
    async touchSession(sessionId: string, now: Date, before: Date): Promise<void> {
      await db
        .update(authSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(authSessions.id, sessionId), lt(authSessions.lastSeenAt, before)));
    },

    async findSignInAccount(
      identifier: { kind: 'email' | 'phone'; value: string },
      kind: TAccountKind,
    ): Promise<TSignInAccount | undefined> {
      const [user] = await db
        .select({
          id: users.id,
          kind: users.kind,
          passwordHash: users.passwordHash,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(
          and(
            eq(users.kind, kind),
            identifier.kind === 'email'
              ? eq(users.email, identifier.value)
              : eq(users.phone, identifier.value),
          ),
        );
      // Both queries run, found or not, so an unknown account costs the database the same.
      const verifiedFactors = await db
        .select({ id: mfaFactors.id, friendlyName: mfaFactors.friendlyName })
        .from(mfaFactors)
        .where(and(eq(mfaFactors.userId, user?.id ?? NO_USER_ID), eq(mfaFactors.status, 'verified')))
        .orderBy(asc(mfaFactors.createdAt));
      return user ? { ...user, verifiedFactors } : undefined;
    },

    async findUserRecord(userId: string): Promise<TUserRecord | undefined> {
      const [row] = await db.select(userRecordColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    async listFactors(userId: string): Promise<TFactorRow[]> {
      return db
        .select()
        .from(mfaFactors)
        .where(eq(mfaFactors.userId, userId))
        .orderBy(asc(mfaFactors.createdAt), asc(mfaFactors.id));
    },

    /** Inserts the account and its roles; 'exists' when an account of its kind has the email or phone. */
    async insertUser(user: TNewUser): Promise<{ kind: 'created'; id: string } | { kind: 'exists' }> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              kind: user.kind,
              email: user.email,
              phone: user.phone,
              displayName: user.displayName,
              passwordHash: user.passwordHash,
              createdAt: user.now,
              updatedAt: user.now,
            })
            .returning({ id: users.id });
          const id = row!.id;
          if (user.roles.length > 0) {
            await tx
              .insert(userRoles)
              .values(user.roles.map((role) => ({ userId: id, role, createdAt: user.now })));
          }
          return { kind: 'created' as const, id };
        });
      } catch (error) {
        if (isPgError(error, PG_UNIQUE_VIOLATION)) return { kind: 'exists' };
        throw error;
      }
    },

    async setPasswordHash(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async setLastSignIn(userId: string, now: Date): Promise<void> {
      await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
    },

    /** Replaces the user's roles; returns the roles held before. */
    async replaceRoles(userId: string, roles: readonly TRole[], now: Date): Promise<TRole[]> {
      return db.transaction(async (tx) => {
        const before = await tx
          .delete(userRoles)
          .where(eq(userRoles.userId, userId))
          .returning({ role: userRoles.role });
        if (roles.length > 0) {
          await tx.insert(userRoles).values(roles.map((role) => ({ userId, role, createdAt: now })));
        }
        await tx.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
        return before.map((row) => row.role).sort();
      });
    },

    async setDisabled(userId: string, disabledAt: Date | null, now: Date): Promise<void> {
      await db.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, userId));
    },

    /** Enabled accounts holding admin, leaving out `exceptUserId`. */
    async countEnabledAdmins(exceptUserId?: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'admin')))
        .where(and(isNull(users.disabledAt), exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined));
      return row?.count ?? 0;
    },

    /**
     * Admin › Users: accounts whose email contains `email` (case-insensitive), newest first, with what
     * the table shows. Sessions count as active while not ended, not expired and not idle.
     */
    async findAdminUsers(options: {
      email?: string | undefined;
      userId?: string | undefined;
      now: Date;
      idleSince: Date;
      limit: number;
    }): Promise<TAdminUserRecord[]> {
      const activeSessions = sql<number>`(select count(*)::int from ${authSessions} a where a.user_id = "users"."id" and a.ended_at is null and a.expires_at > ${options.now.toISOString()}::timestamptz and a.last_seen_at > ${options.idleSince.toISOString()}::timestamptz)`;
      return db
        .select({ ...userRecordColumns, hasVerifiedFactor: hasVerifiedFactorOf, activeSessions })
        .from(users)
        .where(
          and(
            options.userId ? eq(users.id, options.userId) : undefined,
            options.email ? ilike(users.email, likePattern(options.email)) : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(options.limit);
    },

    // Sessions.

    async insertSession(session: {
      id: string;
      userId: string;
      refreshHash: string;
      aal: TAal;
      now: Date;
      expiresAt: Date;
      userAgent: string | undefined;
      ip: string | undefined;
    }): Promise<void> {
      await db.insert(authSessions).values({
        id: session.id,
        userId: session.userId,
        refreshHash: session.refreshHash,
        aal: session.aal,
        createdAt: session.now,
        lastSeenAt: session.now,
        expiresAt: session.expiresAt,
        userAgent: session.userAgent ?? null,
        ip: session.ip ?? null,
      });
    },

    async findSession(sessionId: string): Promise<TSessionRow | undefined> {
      const [row] = await db
        .select({
          id: authSessions.id,
          userId: authSessions.userId,
          refreshHash: authSessions.refreshHash,
          previousRefreshHash: authSessions.previousRefreshHash,
          rotatedAt: authSessions.rotatedAt,
          aal: authSessions.aal,
          lastSeenAt: authSessions.lastSeenAt,
          expiresAt: authSessions.expiresAt,
          endedAt: authSessions.endedAt,
          userDisabledAt: users.disabledAt,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(authSessions.id, sessionId));
      return row;
    },

    /**
     * Rotates the refresh token when `currentHash` is still the session's newest; false when another
     * request rotated it first (or the session ended meanwhile).
     */
    async rotateRefresh(
      sessionId: string,
      currentHash: string,
      nextHash: string,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(authSessions)
        .set({ refreshHash: nextHash, previousRefreshHash: currentHash, rotatedAt: now })
        .where(
          and(
            eq(authSessions.id, sessionId),
            eq(authSessions.refreshHash, currentHash),
            isNull(authSessions.endedAt),
          ),
        )
        .returning({ id: authSessions.id });
      return rows.length > 0;
    },

    async setSessionAal(sessionId: string, aal: TAal): Promise<void> {
      await db.update(authSessions).set({ aal }).where(eq(authSessions.id, sessionId));
    },

    /** Ends one session; false when it had ended already. */
    async endSession(sessionId: string, reason: TSessionEndReason, now: Date): Promise<boolean> {
      const rows = await db
        .update(authSessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)))
        .returning({ id: authSessions.id });
      return rows.length > 0;
    },

    /** Ends every open session of the user (but `exceptSessionId`); returns how many. */
    async endUserSessions(
      userId: string,
      reason: TSessionEndReason,
      now: Date,
      exceptSessionId?: string,
    ): Promise<number> {
      const rows = await db
        .update(authSessions)
        .set({ endedAt: now, endReason: reason })
        .where(
          and(
            eq(authSessions.userId, userId),
            isNull(authSessions.endedAt),
            exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined,
          ),
        )
        .returning({ id: authSessions.id });
      return rows.length;
    },

    // Two-factor.

    /**
     * Adds an unverified factor and its audit row in one transaction (F3: nothing is saved unless every
     * step succeeds); abandoned unverified ones of the same user are dropped first.
     */
    async insertFactor(
      factor: {
        id: string;
        userId: string;
        friendlyName: string;
        secretEncrypted: string;
        now: Date;
      },
      audit: TAuditEntry,
    ): Promise<TFactorRow> {
      return db.transaction(async (tx) => {
        await tx
          .delete(mfaFactors)
          .where(and(eq(mfaFactors.userId, factor.userId), eq(mfaFactors.status, 'unverified')));
        const [row] = await tx
          .insert(mfaFactors)
          .values({
            id: factor.id,
            userId: factor.userId,
            friendlyName: factor.friendlyName,
            secretEncrypted: factor.secretEncrypted,
            createdAt: factor.now,
          })
          .returning();
        await writeAudit(tx, { userId: audit.actorUserId ?? null, ip: audit.ip }, audit);
        return row!;
      });
    },

    async findFactor(userId: string, factorId: string): Promise<TFactorRow | undefined> {
      const [row] = await db
        .select()
        .from(mfaFactors)
        .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
      return row;
    },

    /**
     * Records the accepted time step and marks the factor verified, only while `step` is later than
     * the last accepted one: of two requests with the same code, one wins.
     */
    async acceptFactorStep(factorId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(mfaFactors)
        .set({ lastUsedStep: step, status: 'verified' })
        .where(
          and(
            eq(mfaFactors.id, factorId),
            or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step)),
          ),
        )
        .returning({ id: mfaFactors.id });
      return rows.length > 0;
    },

    async deleteFactor(userId: string, factorId: string): Promise<boolean> {
      const rows = await db
        .delete(mfaFactors)
        .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)))
        .returning({ id: mfaFactors.id });
      return rows.length > 0;
    },

    /** Removes every authenticator of the user (verified or not); returns how many. */
    async deleteUserFactors(userId: string): Promise<number> {
      const rows = await db
        .delete(mfaFactors)
        .where(eq(mfaFactors.userId, userId))
        .returning({ id: mfaFactors.id });
      return rows.length;
    },

    // Settings.

    async getMfaRequiredRoles(): Promise<TRole[]> {
      const [row] = await db
        .select({ roles: authSettings.mfaRequiredRoles })
        .from(authSettings)
        .where(eq(authSettings.id, 1));
      return row?.roles ?? [];
    },

    async setMfaRequiredRoles(roles: readonly TRole[], now: Date): Promise<void> {
      await db
        .insert(authSettings)
        .values({ id: 1, mfaRequiredRoles: [...roles], updatedAt: now })
        .onConflictDoUpdate({
          target: authSettings.id,
          set: { mfaRequiredRoles: [...roles], updatedAt: now },
        });
    },

    // Recovery links.

    /** Stores a new link for the user; any unused older link of theirs stops working. */
    async replaceRecoveryToken(token: {
      tokenHash: string;
      userId: string;
      createdBy: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(recoveryTokens)
          .where(and(eq(recoveryTokens.userId, token.userId), isNull(recoveryTokens.usedAt)));
        await tx.insert(recoveryTokens).values(token);
      });
    },

    async findUsableRecoveryToken(tokenHash: string, now: Date): Promise<{ userId: string } | undefined> {
      const [row] = await db
        .select({ userId: recoveryTokens.userId })
        .from(recoveryTokens)
        .where(
          and(
            eq(recoveryTokens.tokenHash, tokenHash),
            isNull(recoveryTokens.usedAt),
            gt(recoveryTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /** Uses the link up and sets the password in one transaction; false when the link was used meanwhile. */
    async consumeRecoveryToken(
      tokenHash: string,
      userId: string,
      passwordHash: string,
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(recoveryTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(recoveryTokens.tokenHash, tokenHash),
              eq(recoveryTokens.userId, userId),
              isNull(recoveryTokens.usedAt),
              gt(recoveryTokens.expiresAt, now),
            ),
          )
          .returning({ userId: recoveryTokens.userId });
        if (used.length === 0) return false;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        return true;
      });
    },

    // Audit.

    async insertAudit(entry: TAuditEntry): Promise<void> {
      await writeAudit(db, { userId: entry.actorUserId ?? null, ip: entry.ip }, entry);
    },
  };
}

export type TAuthRepository = ReturnType<typeof createAuthRepository>;

/** The writes that change what the access check reads (a session, a user, roles, factors, settings). */
const PRINCIPAL_WRITES = [
  'setPasswordHash',
  'replaceRoles',
  'setDisabled',
  'setSessionAal',
  'endSession',
  'endUserSessions',
  'insertFactor',
  'acceptFactorStep',
  'deleteFactor',
  'deleteUserFactors',
  'setMfaRequiredRoles',
  'consumeRecoveryToken',
] as const satisfies readonly (keyof TAuthRepository)[];

/**
 * The repository, telling `changed` after each write the access check depends on (done or failed), so
 * this process's kept principals are read again at once; other instances hear the triggers' notification.
 */
export function tellingPrincipalChanges(repository: TAuthRepository, changed: () => void): TAuthRepository {
  const telling: TAuthRepository = { ...repository };
  for (const name of PRINCIPAL_WRITES) {
    const write = repository[name] as (...args: unknown[]) => Promise<unknown>;
    (telling as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await write(...args);
      } finally {
        changed();
      }
    };
  }
  return telling;
}
