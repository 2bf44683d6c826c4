import { describeDevice } from '#core/device-name.ts';
import type { z } from 'zod';
import { PRIVACY_NOTICE_VERSION } from '#core/constants.ts';
import type { TQuote } from '#core/contracts/quotes.ts';
import type {
  TCreateTradeInParsed,
  TStore,
  TTradeInReceipt,
  ZCreatePickupRequestSchema,
} from '#core/contracts/trade-ins.ts';
import { bangkokToday } from '#core/bangkok-time.ts';
import { isPickupDateAllowed } from '#core/pickup-dates.ts';
import { computeRequestTotal } from '#core/pricing.ts';
import { generateReference } from '#core/reference.ts';
import type { TPayee } from '#core/finance/payee.ts';
import { AppError } from '../../http/errors.ts';
import { createReceiptToken } from '../receipts/receipt-token.ts';
import { contentHashOf } from './submission-hashes.ts';
import type {
  TCreateResult,
  TNewTradeIn,
  TSubmittedTradeIn,
  TTradeInsRepository,
} from './trade-ins.repository.ts';
import { MAX_INTEGER } from '#core/contracts/record-id.ts';

/** Fresh references tried after the submitted one is taken; a clash of four random characters is rare. */
const MAX_ATTEMPTS = 5;

type TPickupParsed = z.output<typeof ZCreatePickupRequestSchema>;

/** The request as it will be stored, less what the submission itself decides (reference, hashes). */
type TPrepared = Omit<TNewTradeIn, 'reference' | 'contentHash' | 'receiptTokenHash'>;

/** What a submission needs from the quotes module. */
export interface TQuoteSource {
  /** The stored quote while its price lock holds; throws 404 `errors.quote.notFound` / 410 `errors.quote.expired`. */
  getValidQuote(id: string): Promise<TQuote>;
}

export interface TTradeInsDeps {
  repository: TTradeInsRepository;
  quotes: TQuoteSource;
  stores: { findActiveStore(id: number): Promise<TStore | undefined> };
  publicUrl: string;
  /** Whether a dealer code works now (its shop approved); every code is refused when absent. */
  dealerCodes?: { isActive(code: string): Promise<boolean> };
  now?: () => Date;
}

const invalid = (messageKey: string, path: string, message: string) =>
  new AppError('VALIDATION', messageKey, message, [{ path, messageKey }]);
const storeNotFound = () => invalid('errors.tradeIn.storeNotFound', 'storeId', 'No such open store');
const photosInvalid = () =>
  invalid('errors.photos.invalid', 'photoIds', 'Photos must be uploaded and not used by another request');

export function createTradeInsService(deps: TTradeInsDeps) {
  const { repository, quotes, stores, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  function toReceipt(
    tradeIn: TSubmittedTradeIn,
    submittedReference: string,
    created: boolean,
    receiptToken: string,
  ): TTradeInReceipt {
    return {
      reference: tradeIn.reference,
      referenceChanged: tradeIn.reference !== submittedReference,
      created,
      status: tradeIn.status,
      receiptToken,
      trackingUrl: `${publicUrl}/track?ref=${encodeURIComponent(tradeIn.reference)}`,
      offerThb: tradeIn.offeredThb,
      lines: tradeIn.priceLines,
      createdAt: tradeIn.createdAt.toISOString(),
    };
  }

  /** A retry of a stored submission: the same request, with a new receipt token replacing the old one. */
  async function replay(tradeIn: TSubmittedTradeIn, submittedReference: string): Promise<TTradeInReceipt> {
    const token = createReceiptToken();
    await repository.replaceReceiptTokenHash(tradeIn.id, token.hash);
    return toReceipt(tradeIn, submittedReference, false, token.token);
  }

  function checkPickupDate(date: string): void {
    if (!isPickupDateAllowed(date, now())) {
      throw invalid(
        'errors.pickup.dateInvalid',
        'pickup.date',
        'Pick-up dates run from tomorrow to 30 days ahead',
      );
    }
  }

  async function checkPhotos(photoIds: readonly string[]): Promise<void> {
    const pending = await repository.findPendingPhotoIds(photoIds);
    if (pending.size !== photoIds.length) throw photosInvalid();
  }

  /**
   * The reference is the idempotency key (product decisions): the same reference with the same content
   * answers with the stored request; with other content the request is stored under a fresh reference.
   * Two submissions racing for one reference meet at its unique constraint and go round once more.
   */
  async function submit(input: {
    kind: 'tradeIn' | 'pickup';
    body: { reference: string; photoIds: string[]; marketingOptIn: boolean; payee?: TPayee | undefined };
    prepare: () => Promise<TPrepared>;
  }): Promise<TTradeInReceipt> {
    const submitted = input.body.reference;
    const contentHash = contentHashOf(input.kind, input.body);
    let prepared: TPrepared | undefined;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const existing = await repository.findByReference(submitted);
      if (existing?.contentHash === contentHash) return replay(existing, submitted);
      // The reference belongs to other content: this may be a retry of a request stored under a fresh one.
      const earlier = existing && (await repository.findByContentHash(contentHash));
      if (earlier) return replay(earlier, submitted);
      prepared ??= await input.prepare();
      const token = createReceiptToken();
      const reference = existing ? generateReference(bangkokToday(now())) : submitted;
      const result: TCreateResult = await repository.create(
        { ...prepared, reference, contentHash, receiptTokenHash: token.hash },
        {
          photoIds: input.body.photoIds,
          marketingOptIn: input.body.marketingOptIn,
          noticeVersion: PRIVACY_NOTICE_VERSION,
          payee: input.body.payee ?? null,
          checkContentHash: existing !== undefined,
        },
      );
      switch (result.kind) {
        case 'created':
          return toReceipt(result.tradeIn, submitted, true, token.token);
        case 'replay':
          return replay(result.tradeIn, submitted);
        case 'referenceTaken':
          continue;
        case 'photosUnavailable':
          throw photosInvalid();
        case 'storeGone':
          throw storeNotFound();
        case 'quoteGone':
          throw new AppError('NOT_FOUND', 'errors.quote.notFound', 'The quote no longer exists');
      }
    }
    throw new AppError('UNAVAILABLE', 'errors.tradeIn.busy', 'Could not find a free reference; try again');
  }

  return {
    /** POST /api/trade-ins: a request after a valuation, priced from the stored quote. */
    createTradeIn(body: TCreateTradeInParsed): Promise<TTradeInReceipt> {
      return submit({
        kind: 'tradeIn',
        body,
        prepare: async () => {
          const quote = await quotes.getValidQuote(body.quoteId);
          let storeId: number | null = null;
          if (body.fulfilment === 'store') {
            const id = body.storeId;
            // Store ids are PostgreSQL integers; a larger number is no store (and must not reach the query).
            if (id === undefined || id > MAX_INTEGER || !(await stores.findActiveStore(id)))
              throw storeNotFound();
            storeId = id;
          } else {
            if (!body.pickup)
              throw invalid('errors.pickup.addressRequired', 'pickup', 'Pick-up details are missing');
            checkPickupDate(body.pickup.date);
          }
          await checkPhotos(body.photoIds);
          const dealerCode = body.dealerCode?.toUpperCase() ?? null;
          // A suspended or unapproved shop's code stops working at once (decision 023).
          if (dealerCode && !(await deps.dealerCodes?.isActive(dealerCode))) {
            throw invalid('dealerArea.errors.codeInactive', 'dealerCode', 'This shop code is not active');
          }
          const total = computeRequestTotal({
            offer: quote,
            option: body.option,
            province: body.province,
            // The quote's own figures: the price lock covers the uplift and the bonus it showed.
            voucherUpliftPercent: quote.voucherUpliftPercent,
            provincialBonusThb: quote.provincialBonusThb,
          });
          const pickup = body.fulfilment === 'pickup' ? body.pickup : undefined;
          return {
            quoteId: quote.id,
            modelId: quote.modelId,
            category: quote.category,
            storageGb: quote.storageGb,
            year: quote.year,
            deviceDescription: describeDevice(quote),
            imeiSerial: body.imeiSerial ?? null,
            grade: quote.grade,
            systemPriceThb: quote.offerThb,
            offeredThb: total.totalThb,
            priceLines: total.lines,
            option: body.option,
            fulfilment: body.fulfilment,
            storeId,
            pickupAddress: pickup?.address ?? null,
            pickupDate: pickup?.date ?? null,
            pickupTimeSlot: pickup?.timeSlot ?? null,
            ...contactOf(body),
            preferredProduct: body.preferredProduct ?? null,
            promoCode: body.promoCode ?? null,
            dealerCode,
          };
        },
      });
    },

    /** POST /api/pickups: a home pick-up asked for without a valuation; staff price it on inspection. */
    createPickup(body: TPickupParsed): Promise<TTradeInReceipt> {
      return submit({
        kind: 'pickup',
        body,
        prepare: async () => {
          checkPickupDate(body.pickup.date);
          await checkPhotos(body.photoIds);
          return {
            deviceDescription: body.deviceDescription,
            fulfilment: 'pickup',
            pickupAddress: body.pickup.address,
            pickupDate: body.pickup.date,
            pickupTimeSlot: body.pickup.timeSlot,
            priceLines: [],
            ...contactOf(body),
          };
        },
      });
    },
  };
}

function contactOf(body: {
  province: string;
  fullName: string;
  phone: string;
  email?: string | undefined;
  lineId?: string | undefined;
  remarks?: string | undefined;
  locale?: string | undefined;
}) {
  return {
    province: body.province,
    fullName: body.fullName,
    phone: body.phone,
    email: body.email ?? null,
    lineId: body.lineId ?? null,
    remarks: body.remarks ?? null,
    locale: body.locale ?? 'th',
  };
}

export type TTradeInsService = ReturnType<typeof createTradeInsService>;
