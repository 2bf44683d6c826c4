import { z } from 'zod';
import { CATEGORY_KEYS } from '../constants.ts';
import { TRADE_IN_STATUSES } from '../trade-in-lifecycle.ts';
import { recordId } from './record-id.ts';
import { text } from './text.ts';
import { ZEngineerRequestSchema, ZInspectRequestSchema } from './engineer.ts';

/**
 * Old for new at the sales counter (issue 32 item 3, decision 044): the request the customer's valuation
 * made at the counter, as the sale's form shows it — where it stands, the price accepted, the upgrade
 * bonus admin set for its category today, and whether it can be credited to a sale now.
 */
export const ZCounterTradeInSchema = z.object({
  reference: text(),
  version: z.number().int(),
  status: z.enum(TRADE_IN_STATUSES),
  deviceDescription: text(),
  category: z.enum(CATEGORY_KEYS).nullable(),
  /** The valuation's offer, in baht. */
  offeredThb: z.number().int().nullable(),
  /** The inspection's price, in baht, once inspected. */
  actualThb: z.number().int().nullable(),
  /** A lower price waits for (or got) the customer's answer on the counter's screen. */
  requote: z.enum(['pending', 'accepted', 'declined']).nullable(),
  /** What the device is worth toward the sale: the accepted price, the bonus, both (satang). */
  acceptedSatang: z.number().int(),
  bonusSatang: z.number().int(),
  creditSatang: z.number().int(),
  /** Inspected, no lower price waiting: the sale may take it now. */
  creditable: z.boolean(),
  /** The sale it was credited to, once settled. */
  creditedSaleId: z.number().int().nullable(),
  /** For the inspection while it waits: the questions as the customer's wizard asked them, and the answers. */
  questionnaire: ZEngineerRequestSchema.shape.questionnaire,
  customerAnswers: ZEngineerRequestSchema.shape.customerAnswers,
});
export type TCounterTradeIn = z.infer<typeof ZCounterTradeInSchema>;

export const ZCounterReferenceParamSchema = z.object({
  reference: text()
    .trim()
    .max(40, 'salesConsole.errors.tradeInUnknown')
    .transform((value) => value.toUpperCase()),
});

/** The sales person's inspection at the counter: the engineer's checklist, same rules. */
export const ZCounterInspectSchema = ZInspectRequestSchema;
export type TCounterInspect = z.infer<typeof ZCounterInspectSchema>;

/** The customer's answer on the counter's screen to a price below the offer. */
export const ZCounterAnswerSchema = z.object({
  decision: z.enum(['accept', 'decline'], { error: 'errors.track.decisionRequired' }),
});

/* ---------- admin's upgrade bonus ---------- */

export const UPGRADE_BONUS_KINDS = ['percent', 'fixed'] as const;

export const ZUpgradeBonusSchema = z.object({
  id: z.number().int(),
  category: z.enum(CATEGORY_KEYS),
  kind: z.enum(UPGRADE_BONUS_KINDS),
  percent: z.number().int().nullable(),
  amountSatang: z.number().int().nullable(),
  validFrom: z.iso.date(),
  validUntil: z.iso.date().nullable(),
  createdAt: z.iso.datetime(),
});
export type TUpgradeBonus = z.infer<typeof ZUpgradeBonusSchema>;
export const ZUpgradeBonusListSchema = z.object({ bonuses: z.array(ZUpgradeBonusSchema) });
export type TUpgradeBonusList = z.infer<typeof ZUpgradeBonusListSchema>;

const bonusInvalid = 'salesConsole.errors.bonusInvalid';

/** A rule from a day (to a day, or open): a whole percent 1–100, or a fixed amount in satang. */
export const ZCreateUpgradeBonusSchema = z
  .object({
    category: z.enum(CATEGORY_KEYS, { error: 'salesConsole.errors.required' }),
    kind: z.enum(UPGRADE_BONUS_KINDS, { error: 'salesConsole.errors.required' }),
    percent: z
      .number({ error: bonusInvalid })
      .int(bonusInvalid)
      .min(1, bonusInvalid)
      .max(100, bonusInvalid)
      .optional(),
    amountSatang: z
      .number({ error: bonusInvalid })
      .int(bonusInvalid)
      .min(100, bonusInvalid)
      .max(1_000_000_000, bonusInvalid)
      .optional(),
    validFrom: z.iso.date({ error: 'salesConsole.errors.dateInvalid' }),
    validUntil: z.iso.date({ error: 'salesConsole.errors.dateInvalid' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'percent' && value.percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: bonusInvalid });
    if (value.kind === 'fixed' && value.amountSatang === undefined)
      ctx.addIssue({ code: 'custom', path: ['amountSatang'], message: bonusInvalid });
    if (value.validUntil !== undefined && value.validUntil < value.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'salesConsole.errors.bonusDates' });
  });
export type TCreateUpgradeBonus = z.output<typeof ZCreateUpgradeBonusSchema>;
export type TCreateUpgradeBonusInput = z.input<typeof ZCreateUpgradeBonusSchema>;

export const ZUpgradeBonusIdParamSchema = z.object({ id: recordId('errors.notFound') });

/**
 * Ending a rule: its last day, today (Bangkok) or later, on or after its first day and no later than
 * the last day it already has (a rule is shortened, never made longer: add a new one for that).
 */
export const ZEndUpgradeBonusSchema = z.object({
  lastDay: z.iso.date({ error: 'salesConsole.errors.dateInvalid' }),
});
export type TEndUpgradeBonus = z.output<typeof ZEndUpgradeBonusSchema>;
