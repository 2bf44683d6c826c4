import type { TCreatePickupRequest, TTradeInReceipt } from '#core/contracts/trade-ins.ts';
import { apiPost } from '../../../lib/api-post.ts';

/** POST /api/pickups: the same reference with the same content returns the same request (idempotent). */
export function createPickup(request: TCreatePickupRequest): Promise<TTradeInReceipt> {
  return apiPost<TTradeInReceipt>('/api/pickups', request);
}

/** The receipt PDF for this browser (the token is shown once, at submission). */
export function receiptPdfUrl(reference: string, receiptToken: string, lang: string): string {
  const query = new URLSearchParams({ token: receiptToken, lang });
  return `/api/trade-ins/${encodeURIComponent(reference)}/receipt.pdf?${query}`;
}
