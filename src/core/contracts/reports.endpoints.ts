import { defineEndpoints, file, json } from '../api/endpoint.ts';
import { ROLES } from '../roles.ts';
import { ZReportCsvQuerySchema, ZReportQuerySchema, ZReportSummarySchema } from './reports.ts';

const tags = ['Reports'];
const invalidPeriod = 'Invalid date, `to` before `from`, or a period over 366 days';

/**
 * Dashboard and reports (/dashboard, /reports; decision 012): business figures, no personal data; any
 * staff role, as the web's guard for STAFF_PAGES (a staff account without roles opens no console).
 */
export const REPORT_ENDPOINTS = defineEndpoints({
  'GET /api/reports/summary': {
    policy: ROLES,
    tags,
    summary: 'Dashboard figures for a period of Bangkok days (default: the last 30)',
    query: ZReportQuerySchema,
    response: json(ZReportSummarySchema, 'The figures'),
    errors: { 400: invalidPeriod },
    cache: 'personal',
  },
  'GET /api/reports/summary.csv': {
    policy: ROLES,
    tags,
    summary: 'One table of the summary as CSV (UTF-8 with BOM)',
    query: ZReportCsvQuerySchema,
    response: file('text/csv; charset=utf-8', 'CSV file'),
    errors: { 400: invalidPeriod },
    cache: 'personal',
  },
});
