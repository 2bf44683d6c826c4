import type { TEndpointInput } from '#core/api/endpoint.ts';
import type { TEndpoints } from '#core/api/endpoints.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** The finance console's calls (decision 028). */
export const getQueue = () => signedInApi('GET /api/finance/queue', {});
export const listPayments = (query: string) =>
  signedInApi('GET /api/finance/payments', { query: new URLSearchParams(query) });
export const getPayment = (id: number) => signedInApi('GET /api/finance/payments/:id', { params: { id } });
export const getPaymentTransfer = (id: number) =>
  signedInApi('GET /api/finance/payments/:id/transfer', { params: { id } });
export type TPrepareBody = TEndpointInput<TEndpoints['POST /api/finance/payments']>['body'];
export const preparePayment = (body: TPrepareBody) => signedInApi('POST /api/finance/payments', { body });
export const approvePayment = (id: number, version: number) =>
  signedInApi('POST /api/finance/payments/:id/approve', { params: { id }, body: { version } });
export type TCompleteBody = TEndpointInput<TEndpoints['POST /api/finance/payments/:id/complete']>['body'];
export const completePayment = (id: number, body: TCompleteBody) =>
  signedInApi('POST /api/finance/payments/:id/complete', { params: { id }, body });
export const reversePayment = (id: number, reason: string) =>
  signedInApi('POST /api/finance/payments/:id/reverse', { params: { id }, body: { reason } });
export const fetchVoucherPdf = (id: number) =>
  signedInApi('GET /api/finance/payments/:id/voucher.pdf', { params: { id } });
export const listVouchers = () => signedInApi('GET /api/finance/vouchers', {});
export const issueVoucher = (tradeInReference: string) =>
  signedInApi('POST /api/finance/vouchers', { body: { tradeInReference } });
export const approveVoucher = (id: number) =>
  signedInApi('POST /api/finance/vouchers/:id/approve', { params: { id } });
export const cancelVoucher = (id: number, version: number, reason: string) =>
  signedInApi('POST /api/finance/vouchers/:id/cancel', { params: { id }, body: { version, reason } });
export const fetchVoucherCardPdf = (id: number) =>
  signedInApi('GET /api/finance/vouchers/:id/pdf', { params: { id } });
export const checkVoucher = (code: string) =>
  signedInApi('GET /api/finance/vouchers/check', { query: { code } });
export const getFinanceSettings = () => signedInApi('GET /api/finance/settings', {});
export type TFinanceSettingsBody = TEndpointInput<TEndpoints['PUT /api/finance/settings']>['body'];
export const saveFinanceSettings = (body: TFinanceSettingsBody) =>
  signedInApi('PUT /api/finance/settings', { body });
export const listExpenseCategories = () => signedInApi('GET /api/finance/expense-categories', {});
export const listExpenses = (query: string) =>
  signedInApi('GET /api/finance/expenses', { query: new URLSearchParams(query) });
export type TExpenseBody = TEndpointInput<TEndpoints['POST /api/finance/expenses']>['body'];
export const createExpense = (body: TExpenseBody) => signedInApi('POST /api/finance/expenses', { body });
export const updateExpense = (id: number, body: TExpenseBody & { version: number }) =>
  signedInApi('PUT /api/finance/expenses/:id', { params: { id }, body });
export const deleteExpense = (id: number) =>
  signedInApi('DELETE /api/finance/expenses/:id', { params: { id } });
export const reverseExpense = (id: number, reason: string) =>
  signedInApi('POST /api/finance/expenses/:id/reverse', { params: { id }, body: { reason } });

export const financeKeys = {
  all: ['finance'] as const,
  queue: () => [...financeKeys.all, 'queue'] as const,
  payments: (query: string) => [...financeKeys.all, 'payments', query] as const,
  payment: (id: number) => [...financeKeys.all, 'payment', id] as const,
  vouchers: () => [...financeKeys.all, 'vouchers'] as const,
  settings: () => [...financeKeys.all, 'settings'] as const,
  categories: () => [...financeKeys.all, 'categories'] as const,
  expenses: (query: string) => [...financeKeys.all, 'expenses', query] as const,
};

/** Opens a PDF in a new tab. */
export function openBlob(blob: Blob, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([blob], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const listReceipts = (query: string) =>
  signedInApi('GET /api/finance/receipts', { query: new URLSearchParams(query) });
export const listOutstanding = () => signedInApi('GET /api/finance/receipts/outstanding', {});
export type TReceiptBody = TEndpointInput<TEndpoints['POST /api/finance/receipts']>['body'];
export const recordReceipt = (body: TReceiptBody) => signedInApi('POST /api/finance/receipts', { body });
export const reverseReceipt = (id: number, reason: string) =>
  signedInApi('POST /api/finance/receipts/:id/reverse', { params: { id }, body: { reason } });
export const receiptKeys = {
  receipts: (query: string) => [...financeKeys.all, 'receipts', query] as const,
  outstanding: () => [...financeKeys.all, 'outstanding'] as const,
};
