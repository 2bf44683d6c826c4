import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { COMPANY } from '#core/constants.ts';
import type { ZCompanyProfileFieldsSchema } from '#core/contracts/company.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { companyProfile } from '../../db/schema/index.ts';

export type TCompanyProfileRow = typeof companyProfile.$inferSelect;
export type TCompanyProfileFields = z.output<typeof ZCompanyProfileFieldsSchema>;

/**
 * The one profile row, made on first read with the brand's legal names and nothing else: the address
 * and tax ID are the business's own to enter.
 */
export async function readCompanyProfile(executor: TExecutor): Promise<TCompanyProfileRow> {
  const [row] = await executor.select().from(companyProfile).where(eq(companyProfile.id, 1));
  if (row) return row;
  await executor
    .insert(companyProfile)
    .values({ id: 1, legalNameTh: COMPANY.legalName.th, legalNameEn: COMPANY.legalName.en })
    .onConflictDoNothing();
  const [made] = await executor.select().from(companyProfile).where(eq(companyProfile.id, 1));
  return made!;
}

export function createCompanyRepository(db: TDb) {
  return {
    read: () => readCompanyProfile(db),

    /** Writes the profile if it is still at `version`; undefined when someone saved meanwhile. */
    async update(
      tx: TExecutor,
      fields: TCompanyProfileFields,
      version: number,
      userId: string | null,
    ): Promise<TCompanyProfileRow | undefined> {
      const [row] = await tx
        .update(companyProfile)
        .set({
          ...fields,
          version: sql`${companyProfile.version} + 1`,
          updatedBy: userId,
          updatedAt: new Date(),
        })
        .where(and(eq(companyProfile.id, 1), eq(companyProfile.version, version)))
        .returning();
      return row;
    },
  };
}

export type TCompanyRepository = ReturnType<typeof createCompanyRepository>;
