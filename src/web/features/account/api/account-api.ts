import { signedInApi } from '../../../lib/auth/auth-client.ts';

/** The account console's calls (decision 028). */
export const getReport = (from: string, to: string) =>
  signedInApi('GET /api/account/report', { query: { from, to } });
export const fetchReportFile = (kind: 'csv' | 'xlsx' | 'pdf', from: string, to: string) =>
  kind === 'csv'
    ? signedInApi('GET /api/account/report.csv', { query: { from, to } })
    : kind === 'xlsx'
      ? signedInApi('GET /api/account/report.xlsx', { query: { from, to } })
      : signedInApi('GET /api/account/report.pdf', { query: { from, to } });
export const fetchVatReport = (month: string) =>
  signedInApi('GET /api/account/vat-report.pdf', { query: { month } });
export const listPeriods = () => signedInApi('GET /api/account/periods', {});
export const closePeriod = (month: string) => signedInApi('POST /api/account/periods', { body: { month } });

export const accountKeys = {
  all: ['account'] as const,
  report: (from: string, to: string) => [...accountKeys.all, 'report', from, to] as const,
  periods: () => [...accountKeys.all, 'periods'] as const,
};

/** What is owed on vouchers over a period, and its CSVs (decision 044). */
export const getVoucherLiability = (from: string, to: string) =>
  signedInApi('GET /api/account/vouchers', { query: { from, to } });
export const fetchVoucherCsv = (from: string, to: string, table: 'movements' | 'outstanding') =>
  signedInApi('GET /api/account/vouchers.csv', { query: { from, to, table } });
export const voucherKeys = {
  liability: (from: string, to: string) => [...accountKeys.all, 'vouchers', from, to] as const,
};
