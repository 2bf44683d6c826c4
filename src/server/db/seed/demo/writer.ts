import { createHash } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '#core/constants.ts';
import { BANK_CODES, normalizePromptPayId, type TPayee } from '#core/finance/payee.ts';
import type { TCreateQuoteRequest, TQuote } from '#core/contracts/quotes.ts';
import { computeRequestTotal } from '#core/pricing.ts';
import { REASON_CUSTOMER_DECLINED } from '#core/trade-in-lifecycle.ts';
import { createReceiptToken } from '../../../modules/receipts/receipt-token.ts';
import { contentHashOf } from '../../../modules/trade-ins/submission-hashes.ts';
import { decidePriceProposal, moveTradeIn } from '../../../modules/trade-ins/trade-in-steps.ts';
import { describeDevice } from '#core/device-name.ts';
import { applyTransition } from '../../../modules/workflow/apply-transition.ts';
import { createRecord } from '../../../modules/workflow/create-record.ts';
import { CUSTOMER_ACTOR, type TActorContext } from '../../../modules/workflow/workflow-actor.ts';
import type { TDb, TTx } from '../../client.ts';
import {
  attachDemoPhotos,
  insertDemoConsents,
  insertDemoPayee,
  insertDemoTradeIn,
  markDemoQuotes,
  type TNewDemoTradeIn,
} from './demo.repository.ts';
import type { TDemoRequestPlan, TDemoStep } from './plan.ts';
import type { TPhotoFormat, TPhotoSpec } from './photos.ts';
import { whoTakes } from './scenarios.ts';

/** What writing a request needs: the real quotes and photos modules, and the photos drawn. */
export interface TDemoWriterDeps {
  db: TDb;
  /** The quotes service priced at a moment of the past (its clock set to `at`). */
  createQuoteAt(request: TCreateQuoteRequest, at: Date): Promise<TQuote>;
  /** The photos service's upload: re-encoded, stored as a file and a pending row. */
  uploadPhoto(data: Uint8Array): Promise<{ id: string }>;
  renderPhoto(spec: TPhotoSpec, format: TPhotoFormat): Promise<Buffer>;
}

/** The actor a step is taken as: a staff role without an account (the demo creates none), or the customer. */
function actorOf(plan: TDemoRequestPlan, step: TDemoStep): TActorContext {
  const who = whoTakes(step.kind, plan.steps.indexOf(step), plan.fulfilment);
  return who === 'customer' ? CUSTOMER_ACTOR : { kind: 'staff', userId: null, roles: [who] };
}

/** The request's row as the submission would store it, at its time and marked as the demo's. */
async function requestValues(deps: TDemoWriterDeps, plan: TDemoRequestPlan): Promise<TNewDemoTradeIn> {
  const { customer, device, pickup } = plan;
  const common = {
    reference: plan.reference,
    fulfilment: plan.fulfilment,
    storeId: plan.storeId,
    pickupAddress: pickup?.address ?? null,
    pickupDate: pickup?.date ?? null,
    pickupTimeSlot: pickup?.timeSlot ?? null,
    province: plan.province,
    fullName: customer.fullName,
    phone: customer.phone,
    email: customer.email,
    lineId: customer.lineId,
    remarks: plan.remarks,
    locale: customer.locale,
    contentHash: contentHashOf('tradeIn', { demo: plan.reference }),
    // Nobody holds the token: the receipt of a demo request is not downloadable by a browser.
    receiptTokenHash: createReceiptToken().hash,
    createdAt: plan.createdAt,
    updatedAt: plan.createdAt,
  };
  if (!plan.quotedAt || plan.option === null) {
    return { ...common, deviceDescription: plan.freeText ?? device.model.name, priceLines: [] };
  }
  const quote = await deps.createQuoteAt(
    { modelId: device.model.id, storageGb: device.storageGb, year: device.year, answers: device.answers },
    plan.quotedAt,
  );
  const total = computeRequestTotal({
    offer: quote,
    option: plan.option,
    province: plan.province,
    voucherUpliftPercent: quote.voucherUpliftPercent,
    provincialBonusThb: quote.provincialBonusThb,
  });
  return {
    ...common,
    quoteId: quote.id,
    modelId: quote.modelId,
    category: quote.category,
    storageGb: quote.storageGb,
    year: quote.year,
    deviceDescription: describeDevice(quote),
    imeiSerial: device.imeiSerial,
    grade: quote.grade,
    systemPriceThb: quote.offerThb,
    offeredThb: total.totalThb,
    priceLines: total.lines,
    option: plan.option,
  };
}

/**
 * Where the customer asked to be paid on the request form (decision 036): half of those paid in money
 * give it, by PromptPay on their mobile number or a bank account, drawn from the reference (the plan's
 * random stream stays as it was).
 */
export function formPayee(plan: Pick<TDemoRequestPlan, 'reference' | 'option' | 'customer'>): TPayee | null {
  if (plan.option !== 'sale' && plan.option !== 'tradeIn') return null;
  const digits = BigInt(`0x${createHash('sha256').update(plan.reference).digest('hex').slice(0, 15)}`);
  if (digits % 2n === 1n) return null;
  const promptPayId = normalizePromptPayId(plan.customer.phone);
  if (promptPayId && digits % 4n === 0n) {
    return {
      method: 'promptpay',
      promptPayId,
      bankCode: null,
      accountNumber: null,
      accountName: plan.customer.fullName,
    };
  }
  return {
    method: 'bank',
    promptPayId: null,
    bankCode: BANK_CODES[Number((digits / 4n) % 5n)]!,
    accountNumber: String(digits % 10_000_000_000n).padStart(10, '0'),
    accountName: plan.customer.fullName,
  };
}

/** The inspection's price: a share of the offer, in whole tens of baht; the estimate without an offer. */
function actualPrice(step: TDemoStep, offeredThb: number | null | undefined, estimateThb: number): number {
  if (offeredThb === null || offeredThb === undefined) return estimateThb;
  const actual = Math.floor((offeredThb * (step.priceFactor ?? 1)) / 10) * 10;
  if (step.kind === 'inspectLower' && !(actual < offeredThb)) {
    throw new Error(`A lower inspection needs an offer to lower (offer ${offeredThb})`);
  }
  return step.kind === 'inspect' && step.priceFactor === 1 ? offeredThb : actual;
}

/** One step through the workflow, at its time, by whoever takes it in the shop. */
async function takeStep(
  tx: TTx,
  id: number,
  plan: TDemoRequestPlan,
  step: TDemoStep,
  offeredThb: number | null,
) {
  const { at } = step;
  const note = step.note ?? undefined;
  const actor = actorOf(plan, step);
  switch (step.kind) {
    case 'book':
      return moveTradeIn(tx, { id, to: 'booked', at, note, actor });
    case 'receive':
      return moveTradeIn(tx, { id, to: 'received', at, note, actor });
    case 'inspect':
    case 'inspectLower': {
      const actualPriceThb = actualPrice(step, offeredThb, plan.estimateThb);
      const moved = await moveTradeIn(tx, { id, to: 'inspected', at, note, actor, actualPriceThb });
      // A price found above the offer is a proposal (decision 040): the shop's admin approved these.
      if (offeredThb !== null && actualPriceThb > offeredThb) {
        await decidePriceProposal(tx, {
          tradeInId: id,
          decision: 'approve',
          version: 1,
          reason: 'Checked against the photos',
          at,
          actor: { kind: 'staff', userId: null, roles: ['admin'] },
        });
      }
      return moved;
    }
    case 'accept':
      return applyTransition(tx, { entity: 'requote', id, to: 'accepted', at, actor });
    case 'decline':
      // As on /track: the request is rejected while the re-quote still waits, then the re-quote closes.
      await moveTradeIn(tx, { id, to: 'rejected', at, actor, reason: REASON_CUSTOMER_DECLINED });
      return applyTransition(tx, { entity: 'requote', id, to: 'declined', at, actor });
    case 'settle':
      return moveTradeIn(tx, { id, to: 'settled', at, note, actor });
    case 'reject':
      return moveTradeIn(tx, { id, to: 'rejected', at, note, actor, reason: step.reason ?? undefined });
  }
}

/** The request's photos, drawn and uploaded through the photos module before it is submitted. */
export async function uploadDemoPhotos(deps: TDemoWriterDeps, plan: TDemoRequestPlan): Promise<string[]> {
  return Promise.all(
    plan.photos.map(
      async (photo) => (await deps.uploadPhoto(await deps.renderPhoto(photo.spec, photo.format))).id,
    ),
  );
}

/**
 * Writes one planned request the way the portal would have: priced by the quotes service, with its
 * uploaded photos, created by the customer through the workflow, then every step through the workflow
 * at its own time — in one transaction, so a request is there whole or not at all.
 */
export async function writeDemoRequest(
  deps: TDemoWriterDeps,
  plan: TDemoRequestPlan,
  photoIds: readonly string[],
): Promise<number> {
  const values = await requestValues(deps, plan);
  return deps.db.transaction(async (tx) => {
    const id = await createRecord(tx, {
      entity: 'tradeIn',
      actor: CUSTOMER_ACTOR,
      at: plan.createdAt,
      insert: (inner) => insertDemoTradeIn(inner, values),
    });
    await insertDemoConsents(tx, id, {
      marketing: plan.marketingOptIn,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      at: plan.createdAt,
    });
    const payee = formPayee(plan);
    if (payee) await insertDemoPayee(tx, id, payee, plan.createdAt);
    await attachDemoPhotos(tx, id, photoIds);
    if (values.quoteId) await markDemoQuotes(tx, [values.quoteId]);
    for (const step of plan.steps) await takeStep(tx, id, plan, step, values.offeredThb ?? null);
    return id;
  });
}
