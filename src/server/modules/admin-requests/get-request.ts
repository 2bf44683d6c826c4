import type {
  TAdminRequestDetail,
  TPriceExplanation,
  TRequestPrices,
} from '#core/contracts/admin-requests.ts';
import type { TCategoryKey } from '#core/constants.ts';
import type { TRole } from '#core/roles.ts';
import type { TTradeInStatus } from '#core/trade-in-lifecycle.ts';
import { allowedTransitions } from '#core/workflow/decide-transition.ts';
import { TRADE_IN_MACHINE } from '#core/workflow/trade-in-machine.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findPriceFacts, findRelated, findRequest } from './request-detail.repository.ts';

export const requestNotFound = () =>
  new AppError('NOT_FOUND', 'errors.admin.requestNotFound', 'No such request');

const iso = (date: Date) => date.toISOString();

type TPriceFacts = Awaited<ReturnType<typeof findPriceFacts>>;

function explain(
  offerThb: number | null,
  inspectedThb: number | null,
  requote: string | null,
  proposal: string | null,
): TPriceExplanation {
  if (proposal === 'pending') return 'higherWaiting';
  if (proposal === 'approved') return 'higherApproved';
  if (proposal === 'refused') return 'higherRefused';
  if (requote === 'pending') return 'lowerWaiting';
  if (requote === 'accepted') return 'lowerAccepted';
  if (requote === 'declined') return 'lowerDeclined';
  if (inspectedThb === null) return 'notInspected';
  return offerThb === null ? 'noOffer' : 'asOffered';
}

/**
 * Offer, inspected price and paid amount together, and why they differ (decision 040). The inspected
 * price is the request's price in force: what the customer is shown and paid.
 */
function pricesOf(
  request: { status: string; offeredThb: number | null; engineerActualPriceThb: number | null },
  requote: string | null,
  facts: TPriceFacts,
  viewerId: string | null,
): TRequestPrices {
  const inspectedThb = request.engineerActualPriceThb;
  const { proposal } = facts;
  const paid = facts.payment
    ? {
        kind: 'payment' as const,
        reference: facts.payment.reference,
        amountSatang: facts.payment.amountSatang,
      }
    : facts.voucher
      ? { kind: 'voucher' as const, reference: facts.voucher.code, amountSatang: facts.voucher.amountSatang }
      : null;
  return {
    offerThb: request.offeredThb,
    inspectedThb,
    engineerThb: facts.engineerThb !== null && facts.engineerThb !== inspectedThb ? facts.engineerThb : null,
    paid,
    explanation: explain(request.offeredThb, inspectedThb, requote, proposal?.row.status ?? null),
    proposal: proposal
      ? {
          status: proposal.row.status,
          offeredThb: proposal.row.offeredThb,
          proposedThb: proposal.row.proposedThb,
          reason: proposal.row.reason,
          proposedBy: proposal.proposedByLabel,
          proposedAt: iso(proposal.row.createdAt),
          decidedBy: proposal.decidedByLabel,
          decidedAt: proposal.row.decidedAt ? iso(proposal.row.decidedAt) : null,
          decisionReason: proposal.row.decisionReason,
          version: proposal.row.version,
          mayDecide:
            proposal.row.status === 'pending' &&
            request.status === 'inspected' &&
            (proposal.row.proposedBy === null || proposal.row.proposedBy !== viewerId),
        }
      : null,
  };
}

/**
 * GET /api/admin/requests/{reference}: every field, what goes with it, its history and the steps the
 * workflow's table lets the viewer take now.
 */
export async function getRequest(
  db: TDb,
  reference: string,
  viewerRoles: readonly TRole[],
  viewerId: string | null = null,
): Promise<TAdminRequestDetail> {
  const found = await findRequest(db, reference);
  if (!found) throw requestNotFound();
  const { request } = found;
  const [related, priceFacts] = await Promise.all([
    findRelated(db, request.id, request.quoteId),
    findPriceFacts(db, request.id),
  ]);
  const encodedReference = encodeURIComponent(request.reference);
  const quote = related.quote;
  const transitions = allowedTransitions(
    TRADE_IN_MACHINE,
    request.status,
    { kind: 'staff', roles: viewerRoles },
    {
      fulfilment: request.fulfilment,
      requote: found.requote,
      priceProposal: priceFacts.proposal?.row.status ?? null,
    },
  );
  return {
    reference: request.reference,
    status: request.status,
    version: request.version,
    createdAt: iso(request.createdAt),
    updatedAt: iso(request.updatedAt),
    device: {
      description: request.deviceDescription,
      modelId: request.modelId,
      brandId: request.brandId,
      brandName: found.brandName,
      category: request.category as TCategoryKey | null,
      storageGb: request.storageGb,
      year: request.year,
      imeiSerial: request.imeiSerial,
      grade: request.grade,
    },
    customer: {
      fullName: request.fullName,
      phone: request.phone,
      email: request.email,
      lineId: request.lineId,
      province: request.province,
      locale: request.locale,
    },
    option: request.option,
    fulfilment: request.fulfilment,
    store:
      request.storeId === null
        ? null
        : { id: request.storeId, name: { th: found.storeNameTh ?? '', en: found.storeNameEn ?? '' } },
    pickup:
      request.fulfilment === 'pickup'
        ? { address: request.pickupAddress, date: request.pickupDate, timeSlot: request.pickupTimeSlot }
        : null,
    systemPriceThb: request.systemPriceThb,
    offeredThb: request.offeredThb,
    priceLines: request.priceLines,
    engineerActualPriceThb: request.engineerActualPriceThb,
    requoteDecision: found.requote === 'pending' ? null : found.requote,
    prices: pricesOf(request, found.requote, priceFacts, viewerId),
    preferredProduct: request.preferredProduct,
    promoCode: request.promoCode,
    dealerCode: request.dealerCode,
    remarks: request.remarks,
    adminNotes: request.adminNotes,
    rejectionReason: request.rejectionReason,
    quote: quote
      ? {
          id: quote.id,
          modelId: quote.modelId,
          modelName: quote.modelName,
          brandName: quote.brandName,
          category: quote.category as TCategoryKey,
          storageGb: quote.storageGb,
          year: quote.year,
          answers: quote.answers,
          grade: quote.grade,
          lines: quote.lines,
          offerThb: quote.offerThb,
          voucherOfferThb: quote.voucherOfferThb,
          voucherUpliftPercent: quote.voucherUpliftPercent,
          provincialBonusThb: quote.provincialBonusThb,
          validUntil: iso(quote.validUntil),
          createdAt: iso(quote.createdAt),
        }
      : null,
    photos: related.photos.map((photo) => ({
      ...photo,
      url: `/api/admin/requests/${encodedReference}/photos/${photo.id}`,
    })),
    consents: related.consents.map((consent) => ({ ...consent, recordedAt: iso(consent.recordedAt) })),
    history: related.history.map((entry) => ({
      entity: entry.entity,
      fromStatus: entry.fromState,
      toStatus: entry.toState,
      actor: entry.actorLabel,
      // A rejection's reason leads the note; the staff member's own note follows it.
      note: [entry.evidence.reason, entry.note].filter(Boolean).join('\n') || null,
      evidence: entry.evidence,
      at: iso(entry.createdAt),
    })),
    allowedNextStatuses: transitions.map((step) => step.to as TTradeInStatus),
    allowedTransitions: transitions.map((step) => ({
      to: step.to as TTradeInStatus,
      evidence: step.evidence,
    })),
  };
}
