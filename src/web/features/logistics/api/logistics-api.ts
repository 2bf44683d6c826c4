import type { TEndpointInput } from '#core/api/endpoint.ts';
import type { TEndpoints } from '#core/api/endpoints.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** The logistics console's calls (decision 030). `query` is the list's URL query as the API names it. */
export function listDeliveries(query: string) {
  return signedInApi('GET /api/logistics/deliveries', { query: new URLSearchParams(query) });
}

export function getDelivery(id: number) {
  return signedInApi('GET /api/logistics/deliveries/:id', { params: { id } });
}

export type TDeliveryStepBody = TEndpointInput<
  TEndpoints['POST /api/logistics/deliveries/:id/status']
>['body'];
export function stepDelivery(id: number, body: TDeliveryStepBody) {
  return signedInApi('POST /api/logistics/deliveries/:id/status', { params: { id }, body });
}

export type TDeliveryEditBody = TEndpointInput<TEndpoints['PATCH /api/logistics/deliveries/:id']>['body'];
export function editDelivery(id: number, body: TDeliveryEditBody) {
  return signedInApi('PATCH /api/logistics/deliveries/:id', { params: { id }, body });
}

export function listCarriers() {
  return signedInApi('GET /api/logistics/carriers');
}

export function saveCarriers(carriers: { name: string; trackingUrl: string; active: boolean }[]) {
  return signedInApi('PUT /api/logistics/carriers', { body: { carriers } });
}

/** The proof of delivery with the recipient's signature (Thai or English). */
export function fetchProofOfDelivery(id: number, lang: 'th' | 'en'): Promise<Blob> {
  return signedInApi('GET /api/logistics/deliveries/:id/pod', { params: { id }, query: { lang } });
}

export const logisticsKeys = {
  all: ['logistics'] as const,
  deliveries: (query: string) => [...logisticsKeys.all, 'deliveries', query] as const,
  delivery: (id: number) => [...logisticsKeys.all, 'delivery', id] as const,
  carriers: () => [...logisticsKeys.all, 'carriers'] as const,
  pickups: (query: string) => [...logisticsKeys.all, 'pickups', query] as const,
};

export function listPickups(query: string) {
  return signedInApi('GET /api/logistics/pickups', { query: new URLSearchParams(query) });
}

export function bookPickup(id: number, version: number) {
  return signedInApi('POST /api/logistics/pickups/:id/book', { params: { id }, body: { version } });
}

export type TPickupHandoverBody = TEndpointInput<
  TEndpoints['POST /api/logistics/pickups/:id/handover']
>['body'];
export function recordHandover(id: number, body: TPickupHandoverBody) {
  return signedInApi('POST /api/logistics/pickups/:id/handover', { params: { id }, body });
}

/** A day's run sheet: its booked pick-ups by area, Thai and English together. */
export function fetchRunSheet(date: string): Promise<Blob> {
  return signedInApi('GET /api/logistics/pickups/run-sheet.pdf', { query: { date } });
}
