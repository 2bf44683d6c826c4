import type { TAdminDealerStatusInput, TCommissionRuleInput, TDealerState } from '#core/contracts/dealers.ts';
import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** TanStack Query keys of Admin › Dealers (decision 017: one factory per feature). */
export const dealersAdminKeys = {
  all: ['dealers-admin'] as const,
  list: (status: string) => [...dealersAdminKeys.all, 'list', status] as const,
  detail: (id: number) => [...dealersAdminKeys.all, 'detail', id] as const,
};

export const listDealers = (status: TDealerState | '') =>
  signedInApi('GET /api/admin/dealers', { query: status ? { status } : {} });

export const getDealer = (id: number) => signedInApi('GET /api/admin/dealers/:id', { params: { id } });

export const changeDealerStatus = (id: number, body: TAdminDealerStatusInput) =>
  signedInApi('POST /api/admin/dealers/:id/status', { params: { id }, body });

export const setDealerCommission = (id: number, rules: TCommissionRuleInput[]) =>
  signedInApi('PUT /api/admin/dealers/:id/commission', { params: { id }, body: { rules } });
