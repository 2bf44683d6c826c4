import type { TLocale } from '#core/constants.ts';
import type { TChatMessage } from '#core/contracts/chat.ts';
import { gradeFor } from '#core/pricing.ts';
import { GRADES } from '#core/questionnaire.ts';
import type { TQuotesService } from '../../quotes/quotes.service.ts';
import type { TChatRepository } from '../chat.repository.ts';
import { valuationPath, type TPriceLookup } from '../price-lookup.ts';
import { phoneIn, referenceIn, type TLookupStatus } from '../status-lookup.ts';
import { answersFor, GRADE_EXAMPLES, hasStatedCondition, statedAnswers } from './condition-match.ts';
import { createCatalogueIndex, type TCatalogueIndex, type TDeviceMatch } from './device-match.ts';
import { asksPrice, asksStatus, isGreeting, isThanks, languageOf, topicsOf } from './intents.ts';
import { repliesFor } from './replies.ts';
import type { TReplies, TReplyFacts } from './reply-types.ts';

/**
 * The assistant that works out of the box (no network): it recognises what a message asks about and
 * answers from the product's own data — the live catalogue and pricing engine, the tracking service —
 * in the language of the question. What it does not recognise, it says so and gives the phone and LINE.
 */

export interface TBuiltinDeps {
  repository: TChatRepository;
  prices: TPriceLookup;
  quotesService: TQuotesService;
}

export interface TBuiltinQuestion {
  messages: TChatMessage[];
  /** The page's language, for a message that does not tell (e.g. only a model name). */
  locale?: TLocale | undefined;
  lookupStatus: TLookupStatus;
}

/** Earlier messages of the customer, newest first (the last one excluded). */
function earlierUserTexts(messages: TChatMessage[], count: number): string[] {
  return messages
    .slice(0, -1)
    .filter((message) => message.role === 'user')
    .slice(-count)
    .reverse()
    .map((message) => message.content);
}

export function createBuiltinAssistant(deps: TBuiltinDeps) {
  async function priceAnswer(R: TReplies, match: TDeviceMatch, conditionText: string): Promise<string> {
    const { entry } = match;
    const storageGb =
      match.storageGb ?? (entry.storageOptions.length === 1 ? entry.storageOptions[0] : undefined);
    if (storageGb === undefined && match.storageNotOffered !== undefined) {
      return R.storageNotOffered(entry, match.storageNotOffered);
    }
    const questionnaire = await deps.prices.questionnaireOf(entry);
    if (!questionnaire) return R.noPrice(entry);
    const stated = statedAnswers(conditionText);
    const described = hasStatedCondition(stated);
    const answers = answersFor(questionnaire, stated);
    if (storageGb === undefined) {
      const sizes: { storageGb: number; offerThb: number }[] = [];
      for (const size of entry.storageOptions) {
        const price = await deps.prices.priceDevice(entry, size, answers);
        if (price) sizes.push({ storageGb: size, offerThb: price.offerThb });
      }
      const smallest = entry.storageOptions[0] ?? 0;
      if (sizes.length === 0) return R.noPrice(entry);
      return R.pricesBySize(entry, gradeFor(answers), sizes, valuationPath(entry, smallest));
    }
    const price = await deps.prices.priceDevice(entry, storageGb, answers);
    if (!price) return R.noPrice(entry);
    const otherGrades: { grade: (typeof GRADES)[number]; offerThb: number }[] = [];
    if (!described) {
      for (const grade of GRADES) {
        if (grade === price.grade) continue;
        const other = await deps.prices.priceDevice(
          entry,
          storageGb,
          answersFor(questionnaire, GRADE_EXAMPLES[grade]),
        );
        if (other && other.grade === grade) otherGrades.push({ grade, offerThb: other.offerThb });
      }
    }
    return R.price(price, described, otherGrades);
  }

  /** The device talked about: in this message, or in one of the two before it when this one adds details. */
  function deviceInConversation(index: TCatalogueIndex, last: string, earlier: string[]) {
    const here = index.findDevice(last);
    if (here) return { match: here, conditionText: last };
    const addsDetails =
      asksPrice(last) || hasStatedCondition(statedAnswers(last)) || /\d+\s*(?:gb|tb|กิ๊ก)/i.test(last);
    if (!addsDetails) return undefined;
    for (const text of earlier.slice(0, 2)) {
      const before = index.findDevice(`${text} ${last}`);
      if (before) return { match: before, conditionText: `${text} ${last}` };
    }
    return undefined;
  }

  async function statusAnswer(R: TReplies, last: string, earlier: string[], lookupStatus: TLookupStatus) {
    let reference = referenceIn(last);
    let phone = phoneIn(last);
    if (!reference && !phone && !asksStatus(last)) return undefined;
    // The other half may have come in the customer's previous message ("my reference is …" / "0812345678").
    if (reference || phone) {
      for (const text of earlier.slice(0, 2)) {
        reference ??= referenceIn(text);
        phone ??= phoneIn(text);
      }
    }
    if (!reference && !phone) return asksStatus(last) ? R.statusAskBoth('both') : undefined;
    if (!reference) return R.statusAskBoth('reference');
    if (!phone) return R.statusAskBoth('phone');
    const result = await lookupStatus(reference, phone);
    if (result.found) return R.status(result.tracking);
    return result.reason === 'rateLimited' ? R.statusRateLimited() : R.statusNotFound();
  }

  return {
    /** The whole answer to the last message, in its language. */
    async answer(question: TBuiltinQuestion): Promise<{ locale: TLocale; text: string }> {
      const last = question.messages.at(-1)?.content ?? '';
      const earlier = earlierUserTexts(question.messages, 3);
      const index = createCatalogueIndex(await deps.repository.listActiveCatalogue());
      const locale = languageOf(last, question.locale ?? 'th', index.vocabulary);
      const R = repliesFor(locale);

      const status = await statusAnswer(R, last, earlier, question.lookupStatus);
      if (status) return { locale, text: status };

      const settings = await deps.quotesService.getPricingSettings();
      const facts: TReplyFacts = {
        provincialBonusThb: settings.provincialBonusThb,
        voucherUpliftPercent: settings.voucherUpliftPercent,
        priceLockDays: settings.priceLockDays,
      };
      const sections: string[] = [];
      const device = deviceInConversation(index, last, earlier);
      if (device?.match.extraWord) {
        const near = [device.match.entry, ...index.suggestDevices(last)].map((entry) => entry.modelName);
        sections.push(R.suggest([...new Set(near)].slice(0, 3)));
      } else if (device) {
        sections.push(await priceAnswer(R, device.match, device.conditionText));
      } else {
        const brand = index.findBrand(last);
        const near = index.suggestDevices(last);
        if (near.length > 0) sections.push(R.suggest(near.map((entry) => entry.modelName)));
        else if (brand)
          sections.push(
            R.chooseModel(
              brand.brandName,
              brand.models.slice(0, 3).map((entry) => entry.modelName),
            ),
          );
        else if (asksPrice(last)) sections.push(R.askDevice('/valuation'));
      }
      for (const topic of topicsOf(last)) sections.push(R[topic](facts));
      if (sections.length === 0) {
        if (isGreeting(last)) sections.push(R.greeting());
        else if (isThanks(last)) sections.push(R.thanks());
        else sections.push(R.unknown(facts));
      }
      return { locale, text: sections.join('\n\n') };
    },
  };
}

export type TBuiltinAssistant = ReturnType<typeof createBuiltinAssistant>;
