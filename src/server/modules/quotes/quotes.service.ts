import { bangkokYear } from '#core/bangkok-time.ts';
import {
  PRICE_LOCK_DAYS_DEFAULT,
  PROVINCIAL_BONUS_THB,
  VOUCHER_UPLIFT_PERCENT_DEFAULT,
} from '#core/constants.ts';
import type { TCreateQuoteRequest, TQuote, TQuotePreview } from '#core/contracts/quotes.ts';
import { checkAnswers, computeOffer, gradeFor, type TOffer } from '#core/pricing.ts';
import type { TDeviceQuestionnaire, TQuestionnaireMapping } from '#core/questionnaire-mapping.ts';
import type { TPriceTable } from '#core/inspection.ts';
import { GRADES, type TGrade } from '#core/questionnaire.ts';
import { AppError } from '../../http/errors.ts';
import { createBatcher } from '../../db/batcher.ts';
import type { TChangeFeed } from '../../db/change-feed.ts';
import { versionWatch } from '../../db/version-watch.ts';
import { PRICING_VERSION_CHANNEL } from '../catalogue/catalogue-cache.ts';
import {
  basePriceKey,
  type TModelForQuote,
  type TPricedQuote,
  type TPricingSettings,
  type TPricingSnapshot,
  type TQuotesRepository,
} from './quotes.repository.ts';
import { MAX_INTEGER } from '#core/contracts/record-id.ts';

/** What the settings are while no row exists (a database not seeded yet). */
const DEFAULT_SETTINGS: TPricingSettings = {
  priceLockDays: PRICE_LOCK_DAYS_DEFAULT,
  voucherUpliftPercent: VOUCHER_UPLIFT_PERCENT_DEFAULT,
  provincialBonusThb: PROVINCIAL_BONUS_THB,
};
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Prices are computed from an in-memory snapshot of the pricing tables (decision 007). A stored quote
 * is always right: it is inserted only while the database's pricing version is still the snapshot's;
 * otherwise the snapshot is reloaded and the quote priced again. A refusal checks the version (one
 * single-row lookup) before it is answered. An answer that stores nothing (a preview, the chat's prices
 * and settings) uses the snapshot as it is while the change feed vouches for it, as the catalogue does
 * (decision 025, issue 33: no query), and checks the version otherwise.
 */
/** Tries before giving up when the prices keep changing under a quote (an import in progress). */
const MAX_PRICING_ATTEMPTS = 5;

export interface TQuotesServiceOptions {
  now?: () => Date;
  /**
   * The database's change feed: while it is live and has told of no change since the last check, the
   * snapshot is used without asking the version. Without it every answer that stores nothing checks.
   */
  changes?: TChangeFeed;
}

function modelNotFound(modelId: number): AppError {
  return new AppError('VALIDATION', 'errors.quote.modelNotFound', `Model ${modelId} is not offered`, [
    { path: 'modelId', messageKey: 'errors.quote.modelNotFound' },
  ]);
}

/** What a device is worth from its answers: the offer lines plus the settings that go with them. */
export interface TDevicePrice {
  model: TModelForQuote;
  offer: TOffer;
  settings: TPricingSettings;
  /** What the device was priced with, kept with a stored quote for its inspection (issue 18). */
  priceTable: TPriceTable;
}

/**
 * The base prices of every grade for the model and size, the adjustments its questions can meet, and
 * the questionnaire it was asked (decision 026), for its inspection.
 */
function priceTableOf(snapshot: TPricingSnapshot, model: TModelForQuote, storageGb: number): TPriceTable {
  const asked = new Set<string>(model.questionnaire.map((entry) => entry.question));
  const basePrices = Object.fromEntries(
    GRADES.map((grade) => [grade, model.basePrices.get(basePriceKey(storageGb, grade)) ?? null]),
  ) as TPriceTable['basePrices'];
  const adjustments = snapshot.adjustments.filter((rule) => asked.has(rule.question) && rule.value !== 0);
  return { basePrices, adjustments, questionnaire: model.questionnaire };
}

/** Prices a device from a snapshot; a request that does not fit throws a VALIDATION error. */
function priceFromSnapshot(snapshot: TPricingSnapshot, device: TDeviceToPrice): TDevicePrice {
  // Model ids are PostgreSQL integers; a larger number is no model.
  const model = device.modelId > MAX_INTEGER ? undefined : snapshot.models.get(device.modelId);
  if (!model || !model.isActive || !model.brandIsActive) throw modelNotFound(device.modelId);
  if (!model.storageOptions.includes(device.storageGb)) {
    throw new AppError('VALIDATION', 'errors.quote.storageNotOffered', 'Storage size not offered', [
      { path: 'storageGb', messageKey: 'errors.quote.storageNotOffered' },
    ]);
  }
  const problems = checkAnswers(model.questionnaire, device.answers);
  const [firstProblem] = problems;
  if (firstProblem) {
    throw new AppError(
      'VALIDATION',
      firstProblem.messageKey,
      `Answers do not fit the device's questionnaire: ${problems.map((problem) => problem.question).join(', ')}`,
      problems.map((problem) => ({
        path: `answers.${problem.question}`,
        messageKey: problem.messageKey,
      })),
    );
  }
  const grade: TGrade = gradeFor(device.answers);
  const basePrice = model.basePrices.get(basePriceKey(device.storageGb, grade));
  if (basePrice === undefined) {
    throw new AppError('VALIDATION', 'errors.quote.noPrice', 'No price for this device yet');
  }
  const settings = snapshot.settings ?? { ...DEFAULT_SETTINGS };
  // Only the grade's base price takes part; the others are never read.
  const offer = computeOffer({
    basePrices: { excellent: 0, good: 0, fair: 0, broken: 0, [grade]: basePrice },
    adjustments: snapshot.adjustments,
    answers: device.answers,
    voucherUpliftPercent: settings.voucherUpliftPercent,
  });
  return { model, offer, settings, priceTable: priceTableOf(snapshot, model, device.storageGb) };
}

export interface TDeviceToPrice {
  modelId: number;
  storageGb: number;
  answers: TCreateQuoteRequest['answers'];
}

export function createQuotesService(repository: TQuotesRepository, options: TQuotesServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  let snapshot: TPricingSnapshot | undefined;
  let loading: Promise<TPricingSnapshot> | undefined;
  const watch = options.changes && versionWatch(options.changes, PRICING_VERSION_CHANNEL);
  /** The watch's mark of the check that last confirmed the snapshot. */
  let checkedAt: number | undefined;

  function reload(): Promise<TPricingSnapshot> {
    loading ??= repository
      .loadPricingSnapshot()
      .then((data) => (snapshot = data))
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  /** The snapshot, after checking that the database's pricing version is still its own. */
  async function checkedSnapshot(): Promise<TPricingSnapshot> {
    const mark = await watch?.begin();
    const checked = !snapshot
      ? await reload()
      : snapshot.version === (await repository.findPricingVersion())
        ? snapshot
        : await reload();
    checkedAt = mark;
    return checked;
  }

  /** The snapshot without a query while the change feed vouches for it; checked otherwise. */
  function currentSnapshot(): TPricingSnapshot | Promise<TPricingSnapshot> {
    return snapshot && watch?.holds(checkedAt) ? snapshot : checkedSnapshot();
  }

  const storeIfCurrent = createBatcher(async (batch: TPricedQuote[]) => {
    const stored = await repository.insertQuotesIfCurrent(batch);
    return batch.map(({ quote }) => stored.has(quote.id));
  });

  const findQuote = createBatcher(async (ids: string[]) => {
    const found = await repository.findQuotes(ids);
    return ids.map((id) => found.get(id));
  });

  /** The quote for the request from a snapshot, not stored yet; a request that does not fit throws. */
  function quoteFrom(
    current: TPricingSnapshot,
    request: TCreateQuoteRequest,
    createdAt: Date,
  ): { quote: TQuote; priceTable: TPriceTable } {
    const { model, offer, settings, priceTable } = priceFromSnapshot(current, request);
    if (request.year < model.releaseYear || request.year > bangkokYear(createdAt)) {
      throw new AppError('VALIDATION', 'errors.quote.yearInvalid', 'Year out of range', [
        { path: 'year', messageKey: 'errors.quote.yearInvalid' },
      ]);
    }
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
    return { quote, priceTable };
  }

  /**
   * `price` from the snapshot the feed vouches for; a refusal from it is answered only once the snapshot
   * was checked against the database's version (a model added a moment ago is priced at once).
   */
  async function refusalChecked<T>(price: (current: TPricingSnapshot) => T): Promise<T> {
    const trusted = snapshot && watch?.holds(checkedAt) ? snapshot : undefined;
    if (!trusted) return price(await checkedSnapshot());
    try {
      return price(trusted);
    } catch (error) {
      const checked = await checkedSnapshot();
      if (checked === trusted) throw error;
      return price(checked);
    }
  }

  return {
    async getPricingSettings(): Promise<TPricingSettings> {
      return (await currentSnapshot()).settings ?? { ...DEFAULT_SETTINGS };
    },

    /** The questionnaire mapping pricing checks answers against (decision 026), brands by id. */
    async questionnaireMapping(): Promise<TQuestionnaireMapping> {
      return (await currentSnapshot()).questionnaire;
    },

    /** What a device of the model is asked; undefined for a model not offered. */
    async questionnaireOfModel(modelId: number): Promise<TDeviceQuestionnaire | undefined> {
      return (await currentSnapshot()).models.get(modelId)?.questionnaire;
    },

    /** The price of a device without storing a quote (the chat assistant's answers). */
    async priceDevice(device: TDeviceToPrice): Promise<TDevicePrice> {
      return refusalChecked((current) => priceFromSnapshot(current, device));
    },

    /** What `createQuote` would give for the request now, without storing anything. */
    async previewQuote(request: TCreateQuoteRequest): Promise<TQuotePreview> {
      const at = now();
      const {
        id: _id,
        createdAt: _createdAt,
        ...preview
      } = (await refusalChecked((current) => quoteFrom(current, request, at))).quote;
      return preview;
    },

    /** A change this instance made to the pricing tables: the next answer checks the version. */
    invalidate: () => watch?.changed(),

    /** Prices the answers for the device and stores the quote with a snapshot of every line. */
    async createQuote(request: TCreateQuoteRequest): Promise<TQuote> {
      const cached = snapshot;
      let current = cached ?? (await reload());
      let checked = !cached;
      for (let attempt = 1; ; attempt += 1) {
        let priced: { quote: TQuote; priceTable: TPriceTable };
        try {
          priced = quoteFrom(current, request, now());
        } catch (error) {
          // Refused by a snapshot that may be old (a model just added): refuse only from current prices.
          if (checked) throw error;
          current = await checkedSnapshot();
          checked = true;
          continue;
        }
        if (await storeIfCurrent({ ...priced, version: current.version })) return priced.quote;
        if (attempt >= MAX_PRICING_ATTEMPTS) {
          throw new AppError(
            'UNAVAILABLE',
            'errors.quote.pricesChanging',
            'Prices are being updated; try again',
          );
        }
        // The prices changed after this snapshot was taken: price again from the new ones.
        current = await reload();
        checked = true;
      }
    },

    /** The stored quote while its price lock holds: 404 when unknown, 410 once expired. */
    async getValidQuote(id: string): Promise<TQuote> {
      const quote = await findQuote(id);
      if (!quote) throw new AppError('NOT_FOUND', 'errors.quote.notFound', `Quote ${id} does not exist`);
      if (new Date(quote.validUntil).getTime() <= now().getTime()) {
        throw new AppError('GONE', 'errors.quote.expired', `Quote ${id} expired at ${quote.validUntil}`);
      }
      return quote;
    },
  };
}

export type TQuotesService = ReturnType<typeof createQuotesService>;
