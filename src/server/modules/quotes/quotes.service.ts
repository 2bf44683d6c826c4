import {
  PRICE_LOCK_DAYS_DEFAULT,
  PROVINCIAL_BONUS_THB,
  VOUCHER_UPLIFT_PERCENT_DEFAULT,
} from '#core/constants.ts';
import type { TCreateQuoteRequest, TQuote } from '#core/contracts/quotes.ts';
import { checkAnswers, computeOffer, gradeFor, type TAdjustmentRule } from '#core/pricing.ts';
import type { TGrade } from '#core/questionnaire.ts';
import { AppError } from '../../http/errors.ts';
import type { TPricingSettings, TQuotesRepository } from './quotes.repository.ts';

/** What the settings are while no row exists (a database not seeded yet). */
const DEFAULT_SETTINGS: TPricingSettings = {
  priceLockDays: PRICE_LOCK_DAYS_DEFAULT,
  voucherUpliftPercent: VOUCHER_UPLIFT_PERCENT_DEFAULT,
  provincialBonusThb: PROVINCIAL_BONUS_THB,
};
/** Model ids are PostgreSQL integers; a larger number is no model (and must not reach the query). */
const MAX_INTEGER_ID = 2_147_483_647;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The rules cache is checked against the database's rules version on every quote, so admin edits
 * apply to the next quote. The time limit only bounds the damage of an edit that did not touch
 * updated_at (a hand-written SQL update).
 */
const RULES_MAX_AGE_MS = 60_000;

interface TRules {
  version: string;
  loadedAt: number;
  settings: TPricingSettings;
  adjustments: TAdjustmentRule[];
}

export interface TQuotesServiceOptions {
  now?: () => Date;
}

/** Thailand keeps UTC+7 all year (no daylight saving time). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The year in Thailand: a device bought this year is valid from 1 January Bangkok time. */
function thaiYear(now: Date): number {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();
}

function modelNotFound(modelId: number): AppError {
  return new AppError('VALIDATION', 'errors.quote.modelNotFound', `Model ${modelId} is not offered`, [
    { path: 'modelId', messageKey: 'errors.quote.modelNotFound' },
  ]);
}

export function createQuotesService(repository: TQuotesRepository, options: TQuotesServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  let rules: TRules | undefined;
  let loading: { version: string; promise: Promise<TRules> } | undefined;

  async function getPricingSettings(): Promise<TPricingSettings> {
    return (await repository.findPricingSettings()) ?? { ...DEFAULT_SETTINGS };
  }

  /** Settings and adjustments for the version the database reports; loaded once per version. */
  function rulesFor(version: string): Promise<TRules> | TRules {
    if (rules && rules.version === version && now().getTime() - rules.loadedAt < RULES_MAX_AGE_MS)
      return rules;
    if (loading?.version === version) return loading.promise;
    const promise = Promise.all([getPricingSettings(), repository.listActiveAdjustments()])
      .then(([settings, adjustments]) => {
        rules = { version, loadedAt: now().getTime(), settings, adjustments };
        return rules;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
    loading = { version, promise };
    return promise;
  }

  return {
    getPricingSettings,

    /** Prices the answers for the device and stores the quote with a snapshot of every line. */
    async createQuote(request: TCreateQuoteRequest): Promise<TQuote> {
      const grade: TGrade = gradeFor(request.answers);
      if (request.modelId > MAX_INTEGER_ID) throw modelNotFound(request.modelId);
      const model = await repository.findModelForQuote(request.modelId, grade);
      if (!model || !model.isActive || !model.brandIsActive) throw modelNotFound(request.modelId);
      if (!model.storageOptions.includes(request.storageGb)) {
        throw new AppError('VALIDATION', 'errors.quote.storageNotOffered', 'Storage size not offered', [
          { path: 'storageGb', messageKey: 'errors.quote.storageNotOffered' },
        ]);
      }
      const createdAt = now();
      if (request.year < model.releaseYear || request.year > thaiYear(createdAt)) {
        throw new AppError('VALIDATION', 'errors.quote.yearInvalid', 'Year out of range', [
          { path: 'year', messageKey: 'errors.quote.yearInvalid' },
        ]);
      }
      const problems = checkAnswers(model.category, request.answers);
      const [firstProblem] = problems;
      if (firstProblem) {
        throw new AppError(
          'VALIDATION',
          firstProblem.messageKey,
          `Answers do not fit the category: ${problems.map((problem) => problem.question).join(', ')}`,
          problems.map((problem) => ({
            path: `answers.${problem.question}`,
            messageKey: problem.messageKey,
          })),
        );
      }
      const basePrice = model.priceByStorage.get(request.storageGb);
      if (basePrice === undefined) {
        throw new AppError('VALIDATION', 'errors.quote.noPrice', 'No price for this device yet');
      }

      const { settings, adjustments } = await rulesFor(model.rulesVersion);
      // Only the grade's base price takes part; the others are never read.
      const offer = computeOffer({
        basePrices: { excellent: 0, good: 0, fair: 0, broken: 0, [grade]: basePrice },
        adjustments,
        answers: request.answers,
        voucherUpliftPercent: settings.voucherUpliftPercent,
      });
      const quote: TQuote = {
        id: crypto.randomUUID(),
        modelId: model.id,
        modelName: model.name,
        brandName: model.brandName,
        category: model.category,
        storageGb: request.storageGb,
        year: request.year,
        answers: request.answers,
        grade: offer.grade,
        lines: offer.lines,
        offerThb: offer.offerThb,
        voucherOfferThb: offer.voucherOfferThb,
        voucherUpliftPercent: settings.voucherUpliftPercent,
        provincialBonusThb: settings.provincialBonusThb,
        validUntil: new Date(createdAt.getTime() + settings.priceLockDays * DAY_MS).toISOString(),
        createdAt: createdAt.toISOString(),
      };
      await repository.insertQuote(quote);
      return quote;
    },

    /** The stored quote while its price lock holds: 404 when unknown, 410 once expired. */
    async getValidQuote(id: string): Promise<TQuote> {
      const quote = await repository.findQuote(id);
      if (!quote) throw new AppError('NOT_FOUND', 'errors.quote.notFound', `Quote ${id} does not exist`);
      if (new Date(quote.validUntil).getTime() <= now().getTime()) {
        throw new AppError('GONE', 'errors.quote.expired', `Quote ${id} expired at ${quote.validUntil}`);
      }
      return quote;
    },
  };
}

export type TQuotesService = ReturnType<typeof createQuotesService>;
