import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { TRole } from '#core/roles.ts';
import type { TDb } from '../../../db/client.ts';
import { writeAudit, type TAuditActor, type TAuditRecord } from '../../../db/audit.ts';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../../db/pg-errors.ts';
import { staffInvitations, userRoles, users } from '../../../db/schema/index.ts';

export interface TInvitationRow {
  id: string;
  email: string | null;
  phone: string | null;
  roles: TRole[];
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  acceptedAt: Date | null;
}

const creator = sql<
  string | null
>`(select coalesce(u.email, u.phone) from ${users} u where u.id = ${staffInvitations.createdBy})`;

const rowColumns = {
  id: staffInvitations.id,
  email: staffInvitations.email,
  phone: staffInvitations.phone,
  roles: staffInvitations.roles,
  createdBy: creator,
  createdAt: staffInvitations.createdAt,
  expiresAt: staffInvitations.expiresAt,
  revokedAt: staffInvitations.revokedAt,
  acceptedAt: staffInvitations.acceptedAt,
};

/** Not accepted, not revoked, not expired at `now`. */
const pendingAt = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

const sameAddress = (email: string | null, phone: string | null) =>
  or(
    email === null ? sql`false` : eq(staffInvitations.email, email),
    phone === null ? sql`false` : eq(staffInvitations.phone, phone),
  );

export function createInvitationsRepository(db: TDb) {
  return {
    async list(limit: number): Promise<TInvitationRow[]> {
      return db
        .select(rowColumns)
        .from(staffInvitations)
        .orderBy(desc(staffInvitations.createdAt))
        .limit(limit);
    },

    async find(id: string): Promise<TInvitationRow | undefined> {
      const [row] = await db.select(rowColumns).from(staffInvitations).where(eq(staffInvitations.id, id));
      return row;
    },

    /** Whether a staff account uses the e-mail or the phone. */
    async staffAccountExists(email: string | null, phone: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.kind, 'staff'),
            or(
              email === null ? sql`false` : eq(users.email, email),
              phone === null ? sql`false` : eq(users.phone, phone),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The new invitation, revoking any pending one to the same address, with their audit rows, in one
     * transaction. Returns the new row's id and the ids revoked.
     */
    async create(
      invitation: {
        tokenHash: string;
        email: string | null;
        phone: string | null;
        roles: readonly TRole[];
        createdBy: string;
        expiresAt: Date;
        now: Date;
      },
      actor: TAuditActor,
      audit: (id: string, replaced: string[]) => TAuditRecord[],
    ): Promise<{ id: string; replaced: string[] }> {
      return db.transaction(async (tx) => {
        const replaced = await tx
          .update(staffInvitations)
          .set({ revokedAt: invitation.now, revokedBy: invitation.createdBy })
          .where(and(pendingAt(invitation.now), sameAddress(invitation.email, invitation.phone)))
          .returning({ id: staffInvitations.id });
        const [row] = await tx
          .insert(staffInvitations)
          .values({
            tokenHash: invitation.tokenHash,
            email: invitation.email,
            phone: invitation.phone,
            roles: [...invitation.roles],
            createdBy: invitation.createdBy,
            createdAt: invitation.now,
            expiresAt: invitation.expiresAt,
          })
          .returning({ id: staffInvitations.id });
        const ids = replaced.map((entry) => entry.id);
        await writeAudit(tx, actor, audit(row!.id, ids));
        return { id: row!.id, replaced: ids };
      });
    },

    /** Revokes a pending invitation with its audit row; false when it was not pending. */
    async revoke(
      id: string,
      by: string,
      now: Date,
      actor: TAuditActor,
      record: TAuditRecord,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(staffInvitations)
          .set({ revokedAt: now, revokedBy: by })
          .where(and(eq(staffInvitations.id, id), pendingAt(now)))
          .returning({ id: staffInvitations.id });
        if (rows.length === 0) return false;
        await writeAudit(tx, actor, record);
        return true;
      });
    },

    async findPendingByToken(tokenHash: string, now: Date): Promise<TInvitationRow | undefined> {
      const [row] = await db
        .select(rowColumns)
        .from(staffInvitations)
        .where(and(eq(staffInvitations.tokenHash, tokenHash), pendingAt(now)));
      return row;
    },

    /**
     * Uses the invitation up and makes the staff account with its roles and audit rows, in one
     * transaction: 'invalid' when it was used, revoked or expired meanwhile, 'exists' when a staff
     * account took the address (nothing is written then).
     */
    async accept(
      tokenHash: string,
      account: { displayName: string; passwordHash: string; now: Date },
      actor: Omit<TAuditActor, 'userId'>,
      audit: (invitation: TInvitationRow, userId: string) => TAuditRecord[],
    ): Promise<{ kind: 'accepted'; userId: string } | { kind: 'invalid' } | { kind: 'exists' }> {
      try {
        return await db.transaction(async (tx) => {
          const [used] = await tx
            .update(staffInvitations)
            .set({ acceptedAt: account.now })
            .where(and(eq(staffInvitations.tokenHash, tokenHash), pendingAt(account.now)))
            .returning({ id: staffInvitations.id });
          if (!used) return { kind: 'invalid' as const };
          const [invitation] = await tx
            .select(rowColumns)
            .from(staffInvitations)
            .where(eq(staffInvitations.id, used.id));
          const [user] = await tx
            .insert(users)
            .values({
              kind: 'staff',
              email: invitation!.email,
              phone: invitation!.phone,
              displayName: account.displayName,
              passwordHash: account.passwordHash,
              createdAt: account.now,
              updatedAt: account.now,
            })
            .returning({ id: users.id });
          const userId = user!.id;
          const roles = [...new Set(invitation!.roles)].sort();
          await tx.insert(userRoles).values(roles.map((role) => ({ userId, role, createdAt: account.now })));
          await tx
            .update(staffInvitations)
            .set({ acceptedUserId: userId })
            .where(eq(staffInvitations.id, used.id));
          await writeAudit(tx, { ...actor, userId }, audit(invitation!, userId));
          return { kind: 'accepted' as const, userId };
        });
      } catch (error) {
        if (isPgError(error, PG_UNIQUE_VIOLATION)) return { kind: 'exists' };
        throw error;
      }
    },
  };
}

export type TInvitationsRepository = ReturnType<typeof createInvitationsRepository>;
