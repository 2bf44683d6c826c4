import type { TEndpointInput } from '#core/api/endpoint.ts';
import type { TEndpoints } from '#core/api/endpoints.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** The sales console's calls (decision 027). `query` is the list's URL query as the API names it. */
export function listInventory(query: string) {
  return signedInApi('GET /api/sales/inventory', { query: new URLSearchParams(query) });
}

export function listDocuments(query: string) {
  return signedInApi('GET /api/sales/documents', { query: new URLSearchParams(query) });
}

export function getSale(id: number) {
  return signedInApi('GET /api/sales/:id', { params: { id } });
}

export type TRecordSaleBody = TEndpointInput<TEndpoints['POST /api/sales']>['body'];
export function recordSale(body: TRecordSaleBody) {
  return signedInApi('POST /api/sales', { body });
}

export function cancelSale(id: number, body: { version: number; reason: string }) {
  return signedInApi('POST /api/sales/:id/cancel', { params: { id }, body });
}

export type TReturnBody = TEndpointInput<TEndpoints['POST /api/sales/:id/return']>['body'];
export function returnItems(id: number, body: TReturnBody) {
  return signedInApi('POST /api/sales/:id/return', { params: { id }, body });
}

/** A document's PDF (the first print is the original, later ones say "copy"). */
export function fetchDocumentPdf(id: number, lang: 'th' | 'en'): Promise<Blob> {
  return signedInApi('GET /api/sales/documents/:id/pdf', { params: { id }, query: { lang } });
}

export const salesKeys = {
  all: ['sales'] as const,
  inventory: (query: string) => [...salesKeys.all, 'inventory', query] as const,
  documents: (query: string) => [...salesKeys.all, 'documents', query] as const,
  sale: (id: number) => [...salesKeys.all, 'sale', id] as const,
};

/** A voucher code typed or scanned at the counter: its balance, last valid day and owner masked (044). */
export function lookUpVoucher(code: string) {
  return signedInApi('GET /api/finance/vouchers/check', { query: { code } });
}

/** The voucher PDF of a voucher a return gave back (the customer is handed it). */
export function fetchVoucherPdf(id: number): Promise<Blob> {
  return signedInApi('GET /api/finance/vouchers/:id/pdf', { params: { id } });
}
