import { randomBytes } from 'node:crypto';
import { bangkokDate } from '#core/bangkok-time.ts';
import type { TVoucherOrigin } from '#core/finance/voucher-movements.ts';
import { expiryDay, voucherValidUntil } from '#core/finance/voucher.ts';
import { makeVoucherCode } from '#core/finance/voucher-code.ts';
import type { TDb, TTx } from '../../db/client.ts';
import { applyTransition } from '../workflow/apply-transition.ts';
import { createRecord } from '../workflow/create-record.ts';
import { SYSTEM_ACTOR, actorUserId, type TActorContext } from '../workflow/workflow-actor.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import {
  findExpiredActive,
  findVoucherRow,
  insertVoucherRow,
  markIssued,
  moveBalance,
  recordVoucherEvent,
} from './voucher-ledger.repository.ts';
import { readVoucherValidityMonths } from './voucher-settings.repository.ts';

/**
 * A voucher's steps (decision 044), each in the caller's transaction: the state through the workflow
 * (history, event), the balance and its movement together. Only this file and the ledger repository
 * change a voucher's balance.
 */

// 75 random bits: a clash is never expected; the unique index would refuse one.
const newCode = () => makeVoucherCode(randomBytes(15));

/** Asks for a voucher: a row in `requested`, no code yet. */
export async function requestVoucher(
  tx: TTx,
  input: {
    tradeInId: number;
    amountSatang: number;
    origin: TVoucherOrigin;
    actor: TActorContext;
    needsApproval: boolean;
    notes?: string | null | undefined;
    replacesVoucherId?: number | null | undefined;
    refundSaleId?: number | null | undefined;
    note?: string | undefined;
    at?: Date | undefined;
  },
): Promise<number> {
  return createRecord(tx, {
    entity: 'voucher',
    actor: input.actor,
    note: input.note,
    at: input.at,
    insert: (inner) =>
      insertVoucherRow(inner, {
        tradeInId: input.tradeInId,
        amountSatang: input.amountSatang,
        origin: input.origin,
        issuedBy: actorUserId(input.actor),
        needsApproval: input.needsApproval,
        notes: input.notes ?? null,
        replacesVoucherId: input.replacesVoucherId ?? null,
        refundSaleId: input.refundSaleId ?? null,
        ...(input.at ? { createdAt: input.at, updatedAt: input.at } : {}),
      }),
  });
}

/**
 * Issues a requested voucher: its code, dated `issuedOn` (an open Bangkok day), valid for the configured
 * months, the full amount as its balance, `active`, and the `voucher.issued` event for the customer's
 * message. Returns the code.
 */
export async function issueVoucher(
  tx: TTx,
  input: {
    id: number;
    issuedOn: string;
    actor: TActorContext;
    note?: string | undefined;
    at?: Date | undefined;
  },
): Promise<string> {
  const row = await findVoucherRow(tx, { id: input.id }, true);
  if (!row) throw new Error(`No voucher ${input.id}`);
  await applyTransition(tx, {
    entity: 'voucher',
    id: input.id,
    to: 'active',
    actor: input.actor,
    note: input.note,
    at: input.at,
  });
  const code = newCode();
  const validUntil = voucherValidUntil(input.issuedOn, await readVoucherValidityMonths(tx));
  await markIssued(tx, input.id, { code, issuedOn: input.issuedOn, validUntil, balanceSatang: 0 });
  await moveBalance(tx, {
    voucherId: input.id,
    kind: 'issued',
    deltaSatang: row.voucher.amountSatang,
    day: input.issuedOn,
    createdBy: actorUserId(input.actor),
  });
  await recordVoucherEvent(tx, input.id, 'voucher.issued', {
    tradeInId: row.voucher.tradeInId,
    amountSatang: row.voucher.amountSatang,
    validUntil,
  });
  return code;
}

/**
 * Takes `amountSatang` off a locked, spendable voucher for a sale (the caller checked it may be spent):
 * `used` when nothing is left. Returns the balance left, or null when the balance no longer covers it.
 */
export async function redeemVoucher(
  tx: TTx,
  input: { id: number; amountSatang: number; saleId: number; day: string; actor: TActorContext; at?: Date },
): Promise<number | null> {
  const left = await moveBalance(tx, {
    voucherId: input.id,
    kind: 'redeemed',
    deltaSatang: -input.amountSatang,
    day: input.day,
    saleId: input.saleId,
    createdBy: actorUserId(input.actor),
  });
  if (left === null) return null;
  if (left === 0) {
    await applyTransition(tx, {
      entity: 'voucher',
      id: input.id,
      to: 'used',
      actor: input.actor,
      note: `sale ${input.saleId}`,
      at: input.at,
    });
  }
  await recordVoucherEvent(tx, input.id, 'voucher.redeemed', {
    saleId: input.saleId,
    amountSatang: input.amountSatang,
    balanceSatang: left,
  });
  return left;
}

/** Gives a sale's part back to a voucher that may still be spent (`active` again when it was used). */
export async function restoreVoucher(
  tx: TTx,
  input: { id: number; amountSatang: number; saleId: number; day: string; actor: TActorContext; at?: Date },
): Promise<void> {
  const row = await findVoucherRow(tx, { id: input.id }, true);
  if (!row) throw new Error(`No voucher ${input.id}`);
  const left = await moveBalance(tx, {
    voucherId: input.id,
    kind: 'restored',
    deltaSatang: input.amountSatang,
    day: input.day,
    saleId: input.saleId,
    createdBy: actorUserId(input.actor),
  });
  if (left === null) throw new Error(`Voucher ${input.id} cannot take back ${input.amountSatang}`);
  if (row.voucher.status === 'used') {
    await applyTransition(tx, {
      entity: 'voucher',
      id: input.id,
      to: 'active',
      actor: input.actor,
      note: `return of sale ${input.saleId}`,
      at: input.at,
    });
  }
  await recordVoucherEvent(tx, input.id, 'voucher.restored', {
    saleId: input.saleId,
    amountSatang: input.amountSatang,
    balanceSatang: left,
  });
}

/** Takes a voucher's whole balance off the books (expired or cancelled) on `day`. */
async function closeBalance(
  tx: TTx,
  input: { id: number; kind: 'expired' | 'cancelled'; day: string; actor: TActorContext },
): Promise<void> {
  const row = await findVoucherRow(tx, { id: input.id }, true);
  if (!row || row.voucher.balanceSatang === 0) return;
  await moveBalance(tx, {
    voucherId: input.id,
    kind: input.kind,
    deltaSatang: -row.voucher.balanceSatang,
    day: input.day,
    createdBy: actorUserId(input.actor),
  });
}

/** Finance cancels a voucher with a reason: what is left leaves the liability on `day`. */
export async function cancelVoucher(
  tx: TTx,
  input: { id: number; reason: string; day: string; actor: TActorContext; version?: number | undefined },
): Promise<void> {
  await applyTransition(tx, {
    entity: 'voucher',
    id: input.id,
    to: 'cancelled',
    actor: input.actor,
    version: input.version,
    evidence: { reason: input.reason },
  });
  await closeBalance(tx, { id: input.id, kind: 'cancelled', day: input.day, actor: input.actor });
}

/**
 * Expires every active voucher whose last valid day has passed (Bangkok), each in its own transaction:
 * `expired` through the workflow (the system's step) and its balance off the books on the day after its
 * last valid day, whenever the sweep runs. Returns how many expired.
 */
export async function expireDueVouchers(
  deps: { db: TDb; workflow: TWorkflow },
  now: Date = new Date(),
): Promise<number> {
  const today = bangkokDate(now);
  let expired = 0;
  for (;;) {
    const due = await findExpiredActive(deps.db, today, 100);
    if (due.length === 0) return expired;
    for (const voucher of due) {
      await deps.workflow.transaction(async (tx) => {
        const row = await findVoucherRow(tx, { id: voucher.id }, true);
        // A sale or another instance may have got there first.
        if (row?.voucher.status !== 'active' || !row.voucher.validUntil) return;
        await applyTransition(tx, {
          entity: 'voucher',
          id: voucher.id,
          to: 'expired',
          actor: SYSTEM_ACTOR,
          note: `valid until ${row.voucher.validUntil}`,
        });
        await closeBalance(tx, {
          id: voucher.id,
          kind: 'expired',
          day: expiryDay(row.voucher.validUntil),
          actor: SYSTEM_ACTOR,
        });
        expired += 1;
      });
    }
  }
}
