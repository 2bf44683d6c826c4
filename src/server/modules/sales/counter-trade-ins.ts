import { bangkokDate } from '#core/bangkok-time.ts';
import type { TCategoryKey } from '#core/constants.ts';
import type {
  TCounterInspect,
  TCounterTradeIn,
  TCreateUpgradeBonus,
  TEndUpgradeBonus,
  TUpgradeBonus,
} from '#core/contracts/counter-trade-ins.ts';
import type { TCreateTradeInParsed, TTradeInReceipt } from '#core/contracts/trade-ins.ts';
import { upgradeBonusSatang } from '#core/sales/sale-payments.ts';
import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import { writeAudit } from '../../db/audit.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { settlementSatang } from '../finance/payments.service.ts';
import { moveTradeIn } from '../trade-ins/trade-in-steps.ts';
import { applyTransition } from '../workflow/apply-transition.ts';
import { CUSTOMER_ACTOR, type TActorContext } from '../workflow/workflow-actor.ts';
import type { TWorkflow } from '../workflow/workflow.ts';
import {
  findCounterRequest,
  insertUpgradeBonus,
  listUpgradeBonuses,
  lockUpgradeBonus,
  markCounterRequest,
  setUpgradeBonusLastDay,
  type TCounterRequestRow,
} from './counter-trade-ins.repository.ts';
import { findUpgradeBonus } from './sale-payments.repository.ts';
import type { TSalesActor } from './sales.service.ts';

/**
 * Old for new at the sales counter (issue 32 item 3, decision 044). The customer's valuation on the
 * counter's screen (the same wizard and pricing engine, the consent ticked by the customer) makes a
 * request that sales books and takes in at once; the engineer (from the queue) or the sales person (here)
 * inspects it; a lower price waits for the customer's answer on the same screen; the sale then takes it
 * as a means of payment (`tradeInReference`, sale-payments.ts), which settles it "credited to sale" and
 * the outbox stocks the device as a pending item.
 */
export interface TCounterTradeInsDeps {
  db: TDb;
  workflow: TWorkflow;
  /** The customer's submission (trade-ins.service): priced from the stored quote, consent recorded. */
  submit: (body: TCreateTradeInParsed) => Promise<TTradeInReceipt>;
  /** The engineer's inspection, allowed to the sales person on a counter request. */
  inspect: (
    reference: string,
    body: TCounterInspect,
    actor: TSalesActor,
    options: { atCounter: boolean },
  ) => Promise<unknown>;
  /** The questionnaire and the customer's answers, as the engineer's console shows them. */
  describe: (
    reference: string,
    actor: TSalesActor,
  ) => Promise<Pick<TCounterTradeIn, 'questionnaire' | 'customerAnswers'>>;
  now?: () => Date;
}

const notFound = () =>
  new AppError('NOT_FOUND', 'salesConsole.errors.tradeInUnknown', 'No counter request has this reference', [
    { path: 'tradeInReference', messageKey: 'salesConsole.errors.tradeInUnknown' },
  ]);

const staffOf = (actor: TSalesActor): TActorContext => ({
  kind: 'staff',
  userId: actor.userId,
  roles: actor.roles,
  ip: actor.ip,
});

export function createCounterTradeInsService(deps: TCounterTradeInsDeps) {
  const { db, workflow } = deps;
  const now = deps.now ?? (() => new Date());

  async function toView(row: TCounterRequestRow, actor: TSalesActor): Promise<TCounterTradeIn> {
    const waiting =
      row.status === 'received'
        ? await deps.describe(row.reference, actor)
        : { questionnaire: null, customerAnswers: null };
    const inspected = row.status === 'inspected' || row.status === 'settled';
    const acceptedSatang = inspected || row.status === 'received' ? settlementSatang(row) : 0;
    const rule = row.category
      ? await findUpgradeBonus(db, row.category as TCategoryKey, bangkokDate(now()))
      : null;
    const bonusSatang = upgradeBonusSatang(rule, acceptedSatang);
    return {
      reference: row.reference,
      version: row.version,
      status: row.status,
      deviceDescription: row.deviceDescription ?? '',
      category: (row.category as TCategoryKey | null) ?? null,
      offeredThb: row.offeredThb,
      actualThb: row.engineerActualPriceThb,
      requote: row.requote,
      acceptedSatang,
      bonusSatang,
      creditSatang: acceptedSatang + bonusSatang,
      creditable:
        row.status === 'inspected' &&
        row.requote !== 'pending' &&
        row.requote !== 'declined' &&
        acceptedSatang > 0,
      creditedSaleId: row.creditedSaleId,
      ...waiting,
    };
  }

  async function counterRequest(reference: string): Promise<TCounterRequestRow> {
    const row = await findCounterRequest(db, reference.trim().toUpperCase());
    if (!row?.atCounter) throw notFound();
    return row;
  }

  async function view(reference: string, actor: TSalesActor): Promise<TCounterTradeIn> {
    return toView(await counterRequest(reference), actor);
  }

  return {
    view,

    /**
     * POST /api/sales/trade-ins: the request as any valuation makes it (idempotent by reference), then in
     * one transaction marked as the counter's, booked and taken in by the sales person: the device is on
     * the counter. A retry finds it done and answers the same.
     */
    async submit(body: TCreateTradeInParsed, actor: TSalesActor): Promise<TTradeInReceipt> {
      // At the counter the device pays toward this sale: the trade-in option's price. The voucher option's
      // uplift is for a voucher the customer takes away, the sale option's money is finance's to pay.
      if (body.option !== 'tradeIn')
        throw new AppError(
          'VALIDATION',
          'salesConsole.errors.tradeInOptionOnly',
          'At the counter the device is traded in toward the sale',
          [{ path: 'option', messageKey: 'salesConsole.errors.tradeInOptionOnly' }],
        );
      // Not a dealer's request: a shop code on the body is not the counter's.
      const receipt = await deps.submit({ ...body, dealerCode: undefined });
      const staff = staffOf(actor);
      const status = await workflow.transaction(async (tx) => {
        const row = await findCounterRequest(tx, receipt.reference, true);
        if (!row) throw notFound();
        if (row.atCounter) return row.status;
        if (row.status !== 'new')
          throw new AppError('CONFLICT', 'salesConsole.errors.tradeInNotCounter', 'Not a counter request');
        await markCounterRequest(tx, row.id, actor.userId);
        // The service's clock (the demo business makes its exchanges in its own past).
        const booked = await moveTradeIn(tx, {
          id: row.id,
          to: 'booked',
          actor: staff,
          note: 'Old for new at the sales counter',
          at: now(),
        });
        await moveTradeIn(tx, {
          id: row.id,
          to: 'received',
          version: booked.version,
          actor: staff,
          note: 'Taken in at the sales counter',
          at: now(),
        });
        return 'received' as const;
      });
      return { ...receipt, status };
    },

    /** The sales person's inspection (the engineer's checklist and pricing), then the counter's view. */
    async inspect(reference: string, body: TCounterInspect, actor: TSalesActor): Promise<TCounterTradeIn> {
      const row = await counterRequest(reference);
      await deps.inspect(row.reference, body, actor, { atCounter: true });
      return view(row.reference, actor);
    },

    /**
     * The customer's answer on the counter's screen to a lower price, as on /track: accepting closes the
     * re-quote (the request can then be credited); declining rejects the request and the device goes back
     * to the customer.
     */
    async answer(
      reference: string,
      decision: 'accept' | 'decline',
      actor: TSalesActor,
    ): Promise<TCounterTradeIn> {
      const row = await counterRequest(reference);
      if (row.requote !== 'pending' || row.status !== 'inspected')
        throw new AppError('CONFLICT', 'salesConsole.errors.tradeInNoLowerPrice', 'No lower price waits');
      const note = `Answered on the sales counter's screen (staff ${actor.userId ?? 'script'})`;
      await workflow.transaction(async (tx) => {
        if (decision === 'decline')
          await moveTradeIn(tx, {
            id: row.id,
            to: 'rejected',
            version: row.version,
            actor: CUSTOMER_ACTOR,
            reason: REASON_CUSTOMER_DECLINED,
            note,
          });
        await applyTransition(tx, {
          entity: 'requote',
          id: row.id,
          to: decision === 'accept' ? 'accepted' : 'declined',
          actor: CUSTOMER_ACTOR,
          note,
        });
      });
      return view(row.reference, actor);
    },

    async upgradeBonuses(): Promise<{ bonuses: TUpgradeBonus[] }> {
      const rows = await listUpgradeBonuses(db);
      return {
        bonuses: rows.map(bonusView),
      };
    },

    async addUpgradeBonus(input: TCreateUpgradeBonus, actor: TSalesActor): Promise<TUpgradeBonus> {
      const row = await db.transaction(async (tx) => {
        const inserted = await insertUpgradeBonus(tx, { ...input, createdBy: actor.userId });
        await writeAudit(
          tx,
          { userId: actor.userId, ip: actor.ip },
          {
            action: 'UPGRADE_BONUS_ADDED',
            targetType: 'upgradeBonus',
            targetId: inserted.id,
            details: input,
          },
        );
        return inserted;
      });
      return bonusView(row);
    },

    /**
     * Ends a rule on its last day: today (Bangkok) or later — the days already sold with it stay as
     * they were —, not before its first day, and only shorter than it was. Locked, audited.
     */
    async endUpgradeBonus(id: number, input: TEndUpgradeBonus, actor: TSalesActor): Promise<TUpgradeBonus> {
      const today = bangkokDate(now());
      const refuse = (messageKey: string) =>
        new AppError('VALIDATION', messageKey, messageKey, [{ path: 'lastDay', messageKey }]);
      const row = await db.transaction(async (tx) => {
        const rule = await lockUpgradeBonus(tx, id);
        if (!rule) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such upgrade bonus');
        if (input.lastDay < today) throw refuse('salesConsole.errors.bonusEndPast');
        if (input.lastDay < rule.validFrom) throw refuse('salesConsole.errors.bonusDates');
        if (rule.validUntil !== null && input.lastDay > rule.validUntil)
          throw refuse('salesConsole.errors.bonusEndLater');
        if (rule.validUntil === input.lastDay) return rule;
        const ended = await setUpgradeBonusLastDay(tx, rule.id, input.lastDay);
        await writeAudit(
          tx,
          { userId: actor.userId, ip: actor.ip },
          {
            action: 'UPGRADE_BONUS_ENDED',
            targetType: 'upgradeBonus',
            targetId: rule.id,
            details: { lastDay: input.lastDay, before: rule.validUntil },
          },
        );
        return ended;
      });
      return bonusView(row);
    },
  };
}

function bonusView(row: Awaited<ReturnType<typeof insertUpgradeBonus>>): TUpgradeBonus {
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    percent: row.percent,
    amountSatang: row.amountSatang,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
  };
}

export type TCounterTradeInsService = ReturnType<typeof createCounterTradeInsService>;
