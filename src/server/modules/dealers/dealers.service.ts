import type { z } from 'zod';
import type { TDealerProfile, ZDealerProfileRequestSchema } from '#core/contracts/auth.ts';
import type { TProvinceKey } from '#core/provinces.ts';
import type { TDb } from '../../db/client.ts';
import type { TPrincipal } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { createRecord } from '../workflow/create-record.ts';
import type { TActorContext } from '../workflow/workflow-actor.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import { moveDealer } from './dealer-steps.ts';
import {
  findDealerByUser,
  insertDealer,
  updateDealerProfile,
  type TDealerRow,
} from './dealers.repository.ts';

export type TDealerProfileInput = z.output<typeof ZDealerProfileRequestSchema>;

/** The code is the shop's public name only once approved; a pending shop's proposed code stays the admin's. */
export function toProfile(row: TDealerRow): TDealerProfile {
  return {
    shopName: row.shopName,
    phone: row.phone,
    province: row.province as TProvinceKey,
    address: row.address,
    status: row.status,
    code: row.status === 'approved' || row.status === 'suspended' ? row.code : null,
    statusReason: row.statusReason,
  };
}

export const accessDenied = () => new AppError('FORBIDDEN', 'errors.auth.accessDenied', 'Access denied');

export function dealerActorOf(principal: TPrincipal): TActorContext & { kind: 'dealer' } {
  if (principal.kind !== 'dealer') throw accessDenied();
  return { kind: 'dealer', userId: principal.userId };
}

/** The dealer's own shop profile: always the caller's (the principal's id), never one named in the request. */
export function createDealersService(deps: { db: TDb; workflow: TWorkflow; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    async getProfile(principal: TPrincipal): Promise<TDealerProfile> {
      const row = await findDealerByUser(deps.db, dealerActorOf(principal).userId);
      if (!row) {
        throw new AppError(
          'NOT_FOUND',
          'errors.dealer.profileNotFound',
          'The shop profile is not set up yet',
        );
      }
      return toProfile(row);
    },

    /**
     * The first save applies (a pending shop, through the workflow); later saves change the details, and
     * a rejected shop's save applies again.
     */
    async saveProfile(principal: TPrincipal, input: TDealerProfileInput): Promise<TDealerProfile> {
      const actor = dealerActorOf(principal);
      const at = now();
      await deps.workflow.transaction(async (tx) => {
        const row = await findDealerByUser(tx, actor.userId);
        if (!row) {
          await createRecord(tx, {
            entity: 'dealer',
            actor,
            insert: (inner) => insertDealer(inner, actor.userId, input, { at }),
          });
          return;
        }
        await updateDealerProfile(tx, actor.userId, input, at);
        if (row.status === 'rejected') await moveDealer(tx, { id: row.id, to: 'pending', actor });
      });
      return toProfile((await findDealerByUser(deps.db, actor.userId))!);
    },
  };
}

export type TDealersService = ReturnType<typeof createDealersService>;
