import type { TAnswersInput, TPriceLine } from '#core/contracts/quotes.ts';
import { checkAnswers, computeOffer, gradeFor } from '#core/pricing.ts';
import type { TGrade } from '#core/questionnaire.ts';
import { generateReference } from '#core/reference.ts';
import type { TQuotesRepository } from '../quotes/quotes.repository.ts';
import type { TQuotesService } from '../quotes/quotes.service.ts';
import type { TCatalogueEntry } from './chat.repository.ts';

/**
 * Prices for the assistant, from the live price table, adjustments and settings, through the pricing
 * engine — the same inputs and the same `computeOffer` as POST /api/quotes, without storing a quote.
 */

export interface TPriceAnswer {
  entry: TCatalogueEntry;
  storageGb: number;
  answers: TAnswersInput;
  grade: TGrade;
  lines: TPriceLine[];
  offerThb: number;
  voucherOfferThb: number;
  voucherUpliftPercent: number;
  provincialBonusThb: number;
  /** Opens the wizard at the condition step with this device chosen (the landing form's address). */
  valuationPath: string;
}

export function valuationPath(entry: TCatalogueEntry, storageGb: number): string {
  const params = new URLSearchParams({
    brand: String(entry.brandId),
    model: String(entry.modelId),
    storage: String(storageGb),
    ref: generateReference(),
  });
  return `/valuation?${params.toString()}`;
}

export function createPriceLookup(deps: {
  quotesRepository: TQuotesRepository;
  quotesService: TQuotesService;
}) {
  const { quotesRepository, quotesService } = deps;

  return {
    /** The offer for the device and answers; undefined when the size or answers do not fit, or no price is set. */
    async priceDevice(
      entry: TCatalogueEntry,
      storageGb: number,
      answers: TAnswersInput,
    ): Promise<TPriceAnswer | undefined> {
      if (!entry.storageOptions.includes(storageGb)) return undefined;
      if (checkAnswers(entry.category, answers).length > 0) return undefined;
      const grade = gradeFor(answers);
      const [model, adjustments, settings] = await Promise.all([
        quotesRepository.findModelForQuote(entry.modelId, grade),
        quotesRepository.listActiveAdjustments(),
        quotesService.getPricingSettings(),
      ]);
      const base = model?.priceByStorage.get(storageGb);
      if (base === undefined) return undefined;
      // As the quotes service does: only the grade's base price takes part.
      const offer = computeOffer({
        basePrices: { excellent: 0, good: 0, fair: 0, broken: 0, [grade]: base },
        adjustments,
        answers,
        voucherUpliftPercent: settings.voucherUpliftPercent,
      });
      return {
        entry,
        storageGb,
        answers,
        grade: offer.grade,
        lines: offer.lines,
        offerThb: offer.offerThb,
        voucherOfferThb: offer.voucherOfferThb,
        voucherUpliftPercent: settings.voucherUpliftPercent,
        provincialBonusThb: settings.provincialBonusThb,
        valuationPath: valuationPath(entry, storageGb),
      };
    },
  };
}

export type TPriceLookup = ReturnType<typeof createPriceLookup>;
