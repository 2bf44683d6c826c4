import type { TAnswersInput, TPriceLine } from './contracts/quotes.ts';
import { computeOffer, computeRequestTotal, gradeFor, type TAdjustmentRule } from './pricing.ts';
import type { TProvinceKey } from './provinces.ts';
import { GRADES, QUESTION_OPTIONS, type TGrade, type TSingleQuestion } from './questionnaire.ts';
import type { TDeviceQuestionnaire } from './questionnaire-mapping.ts';
import type { TTradeInOption } from './trade-in-lifecycle.ts';

/**
 * Inspection (issue 18, product decisions step 2): the engineer answers the customer's questionnaire
 * again and the actual price comes from the same pricing engine on the price table the quote was priced
 * with (stored with the quote), never from a typed number unless it is an override with a reason.
 */

/** How long a received request may wait for inspection before it is overdue, unless configured. */
export const INSPECTION_TARGET_HOURS_DEFAULT = 24;
export const MAX_EVIDENCE_PHOTOS = 10;

export const WIPE_METHODS = [
  'factoryReset',
  'cryptographicErase',
  'softwareOverwrite',
  'physicalDestruction',
] as const;
export type TWipeMethod = (typeof WIPE_METHODS)[number];

/** The rejection reason a blocklisted IMEI gives the request (shown to the customer on /track). */
export const REASON_IMEI_BLOCKED = 'device reported lost or stolen';

/**
 * What the quote was priced with, kept with it: the base price of every grade for its model and storage
 * (null where none was set) and the adjustments in force.
 */
export interface TPriceTable {
  basePrices: Record<TGrade, number | null>;
  adjustments: TAdjustmentRule[];
  /**
   * The questions and options the device was asked (decision 026); the inspection's answers are checked
   * against them. Absent from quotes stored before the mapping.
   */
  questionnaire?: TDeviceQuestionnaire;
}

/** The request facts a price depends on besides the answers (the quote's settings, the customer's choices). */
export interface TPricingContext {
  option: TTradeInOption | null;
  province: TProvinceKey;
  voucherUpliftPercent: number;
  provincialBonusThb: number;
}

export interface TTablePrice {
  grade: TGrade;
  lines: TPriceLine[];
  totalThb: number;
}

/**
 * The price of the answers on a stored table, with the same lines a customer's offer has (voucher uplift
 * and provincial bonus included). Null when the table has no base price for the grade the answers give.
 */
export function priceOnTable(
  table: TPriceTable,
  answers: TAnswersInput,
  context: TPricingContext,
): TTablePrice | null {
  const grade = gradeFor(answers);
  const base = table.basePrices[grade];
  if (base === null || base === undefined) return null;
  const offer = computeOffer({
    basePrices: { excellent: 0, good: 0, fair: 0, broken: 0, [grade]: base },
    adjustments: table.adjustments,
    answers,
    voucherUpliftPercent: context.voucherUpliftPercent,
  });
  const total = computeRequestTotal({
    offer,
    option: context.option ?? 'tradeIn',
    province: context.province,
    voucherUpliftPercent: context.voucherUpliftPercent,
    provincialBonusThb: context.provincialBonusThb,
  });
  return { grade, lines: total.lines, totalThb: total.totalThb };
}

/** The questions whose answers differ between the customer's and the engineer's sets. */
export function answerDifferences(customer: TAnswersInput, engineer: TAnswersInput): string[] {
  const differing: string[] = [];
  for (const question of Object.keys(QUESTION_OPTIONS) as TSingleQuestion[]) {
    if (customer[question] !== engineer[question]) differing.push(question);
  }
  const a = [...customer.functional].sort().join(',');
  const b = [...engineer.functional].sort().join(',');
  if (a !== b) differing.push('functional');
  return differing;
}

/** An IMEI or serial as printed for the customer: everything but the last 4 characters hidden. */
export function maskImei(value: string): string {
  const visible = value.slice(-4);
  return `${'•'.repeat(Math.max(0, value.length - 4))}${visible}`;
}

/** Whether a table has a price for every grade (a device can be priced however it is found). */
export const isCompleteTable = (table: TPriceTable): boolean =>
  GRADES.every((grade) => table.basePrices[grade] !== null);
