import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  ZAccountReportQuerySchema,
  ZAccountReportSchema,
  ZClosedPeriodListSchema,
  ZClosedPeriodSchema,
  ZClosePeriodSchema,
  ZVatReportQuerySchema,
  ZVoucherCsvQuerySchema,
  ZVoucherLiabilitySchema,
} from './account.ts';

const tags = ['Account: reports and periods'];
const account = ['account'] as const;
const query = ZAccountReportQuerySchema;

/** Account console (issue 20, decision 028). */
export const ACCOUNT_ENDPOINTS = defineEndpoints({
  'GET /api/account/report': {
    policy: account,
    tags,
    summary: 'Revenue, cost, profit, expenses and VAT of a period (Bangkok days) with its transactions',
    query,
    response: json(ZAccountReportSchema, 'Totals equal the sums of the transactions'),
    cache: 'personal',
  },
  'GET /api/account/report.csv': {
    policy: account,
    tags,
    summary: "The period's transactions and totals as CSV (UTF-8 with BOM, streamed)",
    query,
    response: file('text/csv; charset=utf-8', 'CSV file'),
    cache: 'personal',
  },
  'GET /api/account/report.xlsx': {
    policy: account,
    tags,
    summary: 'The period report as a workbook: the totals are formulas over the transactions',
    query,
    response: file('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Workbook'),
    cache: 'personal',
  },
  'GET /api/account/report.pdf': {
    policy: account,
    tags,
    summary: 'The period report summary as PDF (Thai and English)',
    query,
    response: file('application/pdf', 'PDF summary'),
    errors: { 409: 'The company profile is incomplete' },
    cache: 'personal',
  },
  'GET /api/account/vat-report.pdf': {
    policy: account,
    tags,
    summary: "A month's output VAT report laid out like the Revenue Department's sales tax report",
    query: ZVatReportQuerySchema,
    response: file('application/pdf', 'Sales tax report'),
    errors: { 409: 'The company profile is incomplete' },
    cache: 'personal',
  },
  'GET /api/account/vouchers': {
    policy: account,
    tags,
    summary:
      'Vouchers of a period: owed at its start, issued, redeemed, given back, expired, cancelled, owed at its end (the liability) and the vouchers still open then',
    query,
    response: json(
      ZVoucherLiabilitySchema,
      'closing = opening + issued − redeemed + restored − expired − cancelled',
    ),
    cache: 'personal',
  },
  'GET /api/account/vouchers.csv': {
    policy: account,
    tags,
    summary:
      "The period's voucher movements with its figures (table=movements), or the vouchers open at its end (table=outstanding), as CSV",
    query: ZVoucherCsvQuerySchema,
    response: file('text/csv; charset=utf-8', 'CSV file'),
    cache: 'personal',
  },
  'GET /api/account/periods': {
    policy: ['account', 'finance'],
    tags,
    summary: 'Closed months',
    response: json(ZClosedPeriodListSchema, 'Oldest first'),
  },
  'POST /api/account/periods': {
    policy: account,
    tags,
    summary: 'Close a month that has ended: records dated in it can no longer change',
    body: ZClosePeriodSchema,
    response: json(ZClosedPeriodSchema, 'The closed month', { status: 201 }),
    errors: { 400: 'Not a month that has ended, or already closed' },
  },
});
