import type { TAnswersInput, TPriceLine } from '#core/contracts/quotes.ts';
import type { TGrade } from '#core/questionnaire.ts';
import type { TDeviceQuestionnaire } from '#core/questionnaire-mapping.ts';
import { generateReference } from '#core/reference.ts';
import { AppError } from '../../http/errors.ts';
import type { TQuotesService } from '../quotes/quotes.service.ts';
import type { TCatalogueEntry } from './chat.repository.ts';

/**
 * Prices for the assistant, from the live price table, adjustments and settings, through the pricing
 * engine: the quotes service's own pricing, without storing a quote.
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

export function createPriceLookup(deps: { quotesService: TQuotesService }) {
  const { quotesService } = deps;

  return {
    /** What a device of the entry's model is asked (decision 026); undefined for a model not offered. */
    questionnaireOf(entry: TCatalogueEntry): Promise<TDeviceQuestionnaire | undefined> {
      return quotesService.questionnaireOfModel(entry.modelId);
    },

    /** The offer for the device and answers; undefined when the size or answers do not fit, or no price is set. */
    async priceDevice(
      entry: TCatalogueEntry,
      storageGb: number,
      answers: TAnswersInput,
    ): Promise<TPriceAnswer | undefined> {
      try {
        const { offer, settings } = await quotesService.priceDevice({
          modelId: entry.modelId,
          storageGb,
          answers,
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
      } catch (error) {
        if (error instanceof AppError && error.code === 'VALIDATION') return undefined;
        throw error;
      }
    },
  };
}

export type TPriceLookup = ReturnType<typeof createPriceLookup>;
