import type { TEndpointInput } from '#core/api/endpoint.ts';
import type { TEndpoints } from '#core/api/endpoints.ts';
import type { TTracking } from '#core/contracts/trade-ins.ts';
import type { TTrackedDelivery } from '#core/contracts/logistics.ts';
import { publicApi } from '../../../lib/api.ts';

export type TTrackDecision = 'accept' | 'decline';

/** POST /api/track: the phone goes in the body, never in the address. A wrong pair is a plain 404. */
export function trackRequest(reference: string, phone: string): Promise<TTracking> {
  return publicApi('POST /api/track', { body: { reference, phone } });
}

/** POST /api/track/decision: the customer's answer to a lower re-quote; returns the updated request. */
export function sendDecision(reference: string, phone: string, decision: TTrackDecision): Promise<TTracking> {
  return publicApi('POST /api/track/decision', { body: { reference, phone, decision } });
}

export type TPayeeBody = TEndpointInput<TEndpoints['POST /api/track/payee']>['body']['payee'];

/** POST /api/track/payee: where the customer is paid; the answer shows it masked. */
export function sendPayee(reference: string, phone: string, payee: TPayeeBody): Promise<TTracking> {
  return publicApi('POST /api/track/payee', { body: { reference, phone, payee } });
}

/** POST /api/track/delivery: a bought item's delivery, by the sale's document number and phone. */
export function trackDelivery(documentNumber: string, phone: string): Promise<TTrackedDelivery> {
  return publicApi('POST /api/track/delivery', { body: { documentNumber, phone } });
}
