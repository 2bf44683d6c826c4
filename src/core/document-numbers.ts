/**
 * The documents that carry a number of their own (decision 029): each type counts from 1 every
 * calendar year, with no gaps (a number is taken in the transaction of the document it belongs to).
 * The prefix makes a number say what it is: `INV-2026-000123`.
 */
export const DOCUMENT_TYPES = {
  taxInvoice: 'INV',
  abbreviatedTaxInvoice: 'ABB',
  receipt: 'RCP',
  creditNote: 'CN',
  paymentVoucher: 'PV',
  erasureCertificate: 'WIPE',
} as const;
export type TDocumentType = keyof typeof DOCUMENT_TYPES;

export function formatDocumentNumber(type: TDocumentType, year: number, sequence: number): string {
  return `${DOCUMENT_TYPES[type]}-${year}-${String(sequence).padStart(6, '0')}`;
}
