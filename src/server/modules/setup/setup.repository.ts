import { and, eq, gt } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { installation, setupTokens, users } from '../../db/schema/index.ts';

export function createSetupRepository(db: TDb) {
  return {
    async findAuthSecret(): Promise<string | undefined> {
      const [row] = await db.select({ secret: installation.authSecret }).from(installation);
      return row?.secret;
    },

    /** Stores `secret` unless another instance stored one first; returns the one kept. */
    async keepAuthSecret(secret: string): Promise<string> {
      await db.insert(installation).values({ id: 1, authSecret: secret }).onConflictDoNothing();
      const [row] = await db.select({ secret: installation.authSecret }).from(installation);
      return row!.secret;
    },

    async hasStaffAccount(): Promise<boolean> {
      return (await db.$count(users, eq(users.kind, 'staff'))) > 0;
    },

    async insertSetupToken(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(setupTokens).values({ tokenHash, expiresAt });
    },

    /** Whether the link is known and unexpired (nothing used up: the page asks before the form shows). */
    async hasSetupToken(tokenHash: string, now: Date): Promise<boolean> {
      return (
        (await db.$count(
          setupTokens,
          and(eq(setupTokens.tokenHash, tokenHash), gt(setupTokens.expiresAt, now)),
        )) > 0
      );
    },

    /** Uses the link up (whoever deletes it first wins); false when it is unknown, used or expired. */
    async consumeSetupToken(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .delete(setupTokens)
        .where(and(eq(setupTokens.tokenHash, tokenHash), gt(setupTokens.expiresAt, now)))
        .returning({ tokenHash: setupTokens.tokenHash });
      return rows.length > 0;
    },

    /** Every other start's link stops working once the first admin exists. */
    async deleteSetupTokens(): Promise<void> {
      await db.delete(setupTokens);
    },
  };
}

export type TSetupRepository = ReturnType<typeof createSetupRepository>;
