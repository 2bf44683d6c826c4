import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  ZPersonalDataErasureSchema,
  ZPersonalDataKeyBodySchema,
  ZPersonalDataSummarySchema,
} from './personal-data.ts';

const tags = ['Admin: personal data (PDPA)'];
const admin = ['admin'] as const;
const badKey = 'Not a Thai phone number, an e-mail, a request reference or a 13-digit national ID';

/**
 * Admin › Personal data (decision 038): one customer's data found, exported and erased on request. The
 * key travels in a POST body so it never lands in a URL or an access log.
 */
export const PERSONAL_DATA_ENDPOINTS = defineEndpoints({
  'POST /api/admin/personal-data/search': {
    policy: admin,
    tags,
    summary: "What the portal holds of one customer: counts per kind and the customer's requests",
    body: ZPersonalDataKeyBodySchema,
    response: json(ZPersonalDataSummarySchema, 'The summary (empty when nothing matches)'),
    errors: { 400: badKey },
    cache: 'personal',
  },
  'POST /api/admin/personal-data/export': {
    policy: admin,
    tags,
    summary: 'Everything held of one customer as one JSON file (UTF-8), photos included; audited',
    body: ZPersonalDataKeyBodySchema,
    response: file('application/json; charset=utf-8', 'The export, as an attachment'),
    errors: { 400: badKey },
    cache: 'personal',
  },
  'POST /api/admin/personal-data/erase': {
    policy: admin,
    tags,
    summary: "Anonymise one customer's personal data, keeping the books' records; audited, repeatable",
    body: ZPersonalDataKeyBodySchema,
    response: json(ZPersonalDataErasureSchema, 'What was erased, and the summary after it'),
    errors: {
      400: badKey,
      409: 'A request of the customer (or its re-quote, payment or delivery) is still open: nothing erased',
    },
    cache: 'personal',
  },
});
