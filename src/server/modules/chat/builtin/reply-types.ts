import type { TTracking } from '#core/contracts/trade-ins.ts';
import type { TGrade } from '#core/questionnaire.ts';
import type { TCatalogueEntry } from '../chat.repository.ts';
import type { TPriceAnswer } from '../price-lookup.ts';

/** Live settings the answers quote (an admin may change them). */
export interface TReplyFacts {
  provincialBonusThb: number;
  voucherUpliftPercent: number;
  priceLockDays: number;
}

/** Everything the built-in assistant says, in one language. Facts come from the product (spec, product.md). */
export interface TReplies {
  greeting(): string;
  thanks(): string;
  unknown(facts: TReplyFacts): string;
  process(facts: TReplyFacts): string;
  options(facts: TReplyFacts): string;
  bonus(facts: TReplyFacts): string;
  pickup(facts: TReplyFacts): string;
  payment(facts: TReplyFacts): string;
  privacy(facts: TReplyFacts): string;
  stores(facts: TReplyFacts): string;
  inspection(facts: TReplyFacts): string;
  contact(facts: TReplyFacts): string;
  /** The offer for what the customer described, line by line, with the link to start the valuation. */
  price(answer: TPriceAnswer, described: boolean, otherGrades: { grade: TGrade; offerThb: number }[]): string;
  /** A model with several sizes and none named: the offer of each size in the grade described. */
  pricesBySize(
    entry: TCatalogueEntry,
    grade: TGrade,
    sizes: { storageGb: number; offerThb: number }[],
    path: string,
  ): string;
  storageNotOffered(entry: TCatalogueEntry, storageGb: number): string;
  noPrice(entry: TCatalogueEntry): string;
  chooseModel(brandName: string, examples: string[]): string;
  suggest(names: string[]): string;
  askDevice(path: string): string;
  statusAskBoth(missing: 'reference' | 'phone' | 'both'): string;
  status(tracking: TTracking): string;
  statusNotFound(): string;
  statusRateLimited(): string;
}
