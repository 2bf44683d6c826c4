import type { z } from 'zod';
import type {
  TAdminDealer,
  TAdminDealerDetail,
  ZAdminDealerCodeSchema,
  ZAdminDealerStatusSchema,
  ZCommissionRulesUpdateSchema,
} from '#core/contracts/dealers.ts';
import { provincePrefix, shortShopName, suggestDealerCode } from '#core/dealer-code.ts';
import type { TCommissionRule } from '#core/dealer-commission.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import type { TRole } from '#core/roles.ts';
import { allowedTransitions } from '#core/workflow/decide-transition.ts';
import { DEALER_MACHINE, type TDealerState } from '#core/workflow/dealer-machine.ts';
import { writeAudit } from '../../db/audit.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { changedMeanwhile } from '../workflow/workflow-errors.ts';
import { readHistory } from '../workflow/workflow.repository.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { moveDealer, withCodeCheck } from './dealer-steps.ts';
import {
  codesStartingWith,
  commissionTotalSatang,
  findDealerById,
  listDealers,
  readCommissionRules,
  replaceCommissionRules,
  setPendingCode,
  type TDealerListRow,
} from './dealers.repository.ts';

export interface TAdminActor {
  userId: string | null;
  roles: readonly TRole[];
  ip?: string | undefined;
}

const notFound = () => new AppError('NOT_FOUND', 'dealersAdmin.errors.notFound', 'No such dealer');

async function suggestionFor(db: TDb, row: TDealerListRow): Promise<string | null> {
  if (row.code) return row.code;
  if (row.status !== 'pending') return null;
  const stem = `${provincePrefix(row.province)}-${shortShopName(row.shopName)}`;
  return suggestDealerCode(row, await codesStartingWith(db, stem));
}

async function toAdminDealer(db: TDb, row: TDealerListRow): Promise<TAdminDealer> {
  return {
    id: row.id,
    shopName: row.shopName,
    phone: row.phone,
    province: row.province as TProvinceKey,
    address: row.address,
    status: row.status,
    code: row.code,
    statusReason: row.statusReason,
    version: row.version,
    email: row.email,
    accountPhone: row.accountPhone,
    displayName: row.displayName,
    suggestedCode: await suggestionFor(db, row),
    requestCount: row.requestCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Admin › Dealers: applications, approval with the code, rejection, suspension, commission rules. */
export function createAdminDealersService(deps: { db: TDb; workflow: TWorkflow }) {
  const { db } = deps;

  async function detail(id: number, actor: TAdminActor): Promise<TAdminDealerDetail> {
    const row = await findDealerById(db, id);
    if (!row) throw notFound();
    const [history, rules, total, dealer] = await Promise.all([
      readHistory(db, 'dealer', [id]),
      readCommissionRules(db, id),
      commissionTotalSatang(db, id),
      toAdminDealer(db, row),
    ]);
    return {
      ...dealer,
      commissionRules: rules,
      commissionTotalSatang: total,
      history: history.map((entry) => ({
        fromStatus: entry.fromState,
        toStatus: entry.toState,
        actor: entry.actorLabel,
        note: entry.note,
        evidence: entry.evidence,
        at: entry.createdAt.toISOString(),
      })),
      allowedTransitions: allowedTransitions(
        DEALER_MACHINE,
        row.status,
        { kind: 'staff', roles: actor.roles },
        // Approval waits for a code: offered when one is set or can be suggested (it is sent with the step).
        { hasCode: row.code !== null || row.status === 'pending' },
      ),
    };
  }

  return {
    async list(status: TDealerState | undefined): Promise<{ dealers: TAdminDealer[] }> {
      const rows = await listDealers(db, status);
      return { dealers: await Promise.all(rows.map((row) => toAdminDealer(db, row))) };
    },

    detail,

    async setCode(
      id: number,
      body: z.output<typeof ZAdminDealerCodeSchema>,
      actor: TAdminActor,
    ): Promise<TAdminDealerDetail> {
      const row = await findDealerById(db, id);
      if (!row) throw notFound();
      if (row.status !== 'pending') {
        throw new AppError('VALIDATION', 'dealersAdmin.errors.codeFixed', 'The code is fixed once approved', [
          { path: 'code', messageKey: 'dealersAdmin.errors.codeFixed' },
        ]);
      }
      await db.transaction(async (tx) => {
        const changed = await withCodeCheck(() => setPendingCode(tx, id, body.code, body.version));
        if (!changed) throw changedMeanwhile('dealer');
        await writeAudit(
          tx,
          { userId: actor.userId, ip: actor.ip },
          {
            action: 'DEALER_CODE_SET',
            targetType: 'dealer',
            targetId: String(id),
            details: { before: row.code, after: body.code },
          },
        );
      });
      return detail(id, actor);
    },

    async changeStatus(
      id: number,
      body: z.output<typeof ZAdminDealerStatusSchema>,
      actor: TAdminActor,
    ): Promise<TAdminDealerDetail> {
      const row = await findDealerById(db, id);
      if (!row) throw notFound();
      let code = body.code;
      if (body.to === 'approved' && row.status === 'pending' && !code && !row.code) {
        code = (await suggestionFor(db, row)) ?? undefined;
      }
      await deps.workflow.transaction((tx) =>
        moveDealer(tx, {
          id,
          to: body.to,
          actor: { kind: 'staff', userId: actor.userId, roles: actor.roles, ip: actor.ip },
          version: body.version,
          code,
          reason: body.reason,
          note: body.note,
        }),
      );
      return detail(id, actor);
    },

    async setCommission(
      id: number,
      body: z.output<typeof ZCommissionRulesUpdateSchema>,
      actor: TAdminActor,
    ): Promise<TAdminDealerDetail> {
      const row = await findDealerById(db, id);
      if (!row) throw notFound();
      await db.transaction(async (tx) => {
        const before = await readCommissionRules(tx, id);
        await replaceCommissionRules(tx, id, body.rules as TCommissionRule[]);
        await writeAudit(
          tx,
          { userId: actor.userId, ip: actor.ip },
          {
            action: 'DEALER_COMMISSION_SET',
            targetType: 'dealer',
            targetId: String(id),
            details: { before, after: body.rules },
          },
        );
      });
      return detail(id, actor);
    },
  };
}

export type TAdminDealersService = ReturnType<typeof createAdminDealersService>;
