import {
  isCompanyProfileComplete,
  type TCompanyProfile,
  type ZCompanyProfileUpdateSchema,
} from '#core/contracts/company.ts';
import type { z } from 'zod';
import type { TDb, TExecutor } from '../../db/client.ts';
import { writeAudit, type TAuditActor } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import {
  readCompanyProfile,
  type TCompanyProfileRow,
  type TCompanyRepository,
} from './company.repository.ts';

export function toCompanyProfile(row: TCompanyProfileRow): TCompanyProfile {
  const { legalNameTh, legalNameEn, addressTh, addressEn, taxId, branch, phone, email, version } = row;
  const fields = { legalNameTh, legalNameEn, addressTh, addressEn, taxId, branch, phone, email };
  return {
    ...fields,
    version,
    complete: isCompanyProfileComplete(fields),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The profile a tax document prints, read in the document's transaction; refused (409
 * `errors.company.incomplete`) while names, addresses or the tax ID are missing: a Thai tax invoice
 * without the seller's tax ID is not one.
 */
export async function requireCompanyProfileForDocuments(executor: TExecutor): Promise<TCompanyProfile> {
  const profile = toCompanyProfile(await readCompanyProfile(executor));
  if (!profile.complete) {
    throw new AppError(
      'CONFLICT',
      'errors.company.incomplete',
      'Complete the company profile first (Admin › Company)',
    );
  }
  return profile;
}

export function createCompanyService(deps: { db: TDb; repository: TCompanyRepository }) {
  const { db, repository } = deps;
  return {
    async get(): Promise<TCompanyProfile> {
      return toCompanyProfile(await repository.read());
    },

    /** Admin replaces the profile at the version they saw; audited with before and after. */
    async update(
      input: z.output<typeof ZCompanyProfileUpdateSchema>,
      actor: TAuditActor,
    ): Promise<TCompanyProfile> {
      const { version, ...fields } = input;
      return db.transaction(async (tx) => {
        const before = toCompanyProfile(await readCompanyProfile(tx));
        const row = await repository.update(tx, fields, version, actor.userId);
        if (!row) throw new AppError('CONFLICT', 'errors.conflict', 'The company profile changed meanwhile');
        const after = toCompanyProfile(row);
        await writeAudit(tx, actor, {
          action: 'company.profile.update',
          targetType: 'company',
          targetId: 1,
          details: { before, after },
        });
        return after;
      });
    },
  };
}

export type TCompanyService = ReturnType<typeof createCompanyService>;
