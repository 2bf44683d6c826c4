import { defineEndpoints, file, json } from '../api/endpoint.ts';
import { ZDealerProfileRequestSchema, ZDealerProfileSchema } from './auth.ts';
import {
  ZActiveDealerSchema,
  ZAdminDealerCodeSchema,
  ZAdminDealerDetailSchema,
  ZAdminDealerIdParamSchema,
  ZAdminDealersQuerySchema,
  ZAdminDealersSchema,
  ZAdminDealerStatusSchema,
  ZCommissionRulesUpdateSchema,
  ZDealerCodeParamSchema,
  ZDealerFindQuerySchema,
  ZDealerFindResultSchema,
  ZDealerReferenceParamSchema,
  ZDealerRequestDetailSchema,
  ZDealerRequestsPageSchema,
  ZDealerRequestsQuerySchema,
  ZDealerSummaryQuerySchema,
  ZDealerSummarySchema,
  ZStatementQuerySchema,
} from './dealers.ts';
import { MAX_SUBMISSION_BYTES } from './trade-ins.endpoints.ts';
import { ZCreateTradeInRequestSchema, ZTradeInReceiptSchema } from './trade-ins.ts';

const tags = ['Dealers'];
const adminTags = ['Admin · Dealers'];
const notApproved = 'Not a dealer account, or the shop is not approved (suspended shops keep reading)';

/**
 * The dealer network (issue 21, decision 023). The dealer area always works on the caller's own shop
 * (the principal's id), never one named in the request; a code works only while its shop is approved.
 */
export const DEALER_ENDPOINTS = defineEndpoints({
  'GET /api/dealer/profile': {
    policy: 'dealer',
    tags,
    summary: "The signed-in dealer's shop profile",
    response: json(ZDealerProfileSchema, 'The profile'),
    errors: { 404: 'No profile yet (set it up first)' },
    cache: 'personal',
  },
  'PUT /api/dealer/profile': {
    policy: 'dealer',
    tags,
    summary:
      "Create or update the signed-in dealer's shop profile (an application, pending until an admin approves it; a rejected shop applies again)",
    body: ZDealerProfileRequestSchema,
    response: json(ZDealerProfileSchema, 'The profile'),
    errors: { 400: 'Invalid field' },
    cache: 'personal',
  },
  'GET /api/dealer-codes/:code': {
    policy: 'public',
    tags,
    summary: 'An approved shop by its code (the customer self-assessment page)',
    params: ZDealerCodeParamSchema,
    response: json(ZActiveDealerSchema, 'The shop'),
    errors: { 404: 'Unknown, pending, rejected or suspended code: "This shop code is not active"' },
    cache: 'noStore',
  },
  'GET /api/dealer/summary': {
    policy: 'dealer',
    tags,
    summary: "The shop's totals for a period, commission per month and counter accuracy",
    query: ZDealerSummaryQuerySchema,
    response: json(ZDealerSummarySchema, 'The dashboard'),
    errors: { 403: notApproved },
    cache: 'personal',
  },
  'GET /api/dealer/requests': {
    policy: 'dealer',
    tags,
    summary: "The shop's requests, newest first (keyset pages)",
    query: ZDealerRequestsQuerySchema,
    response: json(ZDealerRequestsPageSchema, 'One page'),
    errors: { 403: notApproved },
    cache: 'personal',
  },
  'GET /api/dealer/requests/:reference': {
    policy: 'dealer',
    tags,
    summary: "One of the shop's requests: its timeline (as /track shows it) and commission",
    params: ZDealerReferenceParamSchema,
    response: json(ZDealerRequestDetailSchema, 'The request'),
    errors: { 403: "Another shop's request: Access denied", 404: 'No such request' },
    cache: 'personal',
  },
  'POST /api/dealer/requests/:reference/attach': {
    policy: 'dealer',
    tags,
    summary: 'Attach an unassigned open request (found by a scan) to the shop',
    params: ZDealerReferenceParamSchema,
    response: json(ZDealerRequestDetailSchema, 'The request, now the shop’s'),
    errors: { 403: "Another shop's request, or the shop is not approved", 404: 'No such request' },
  },
  'GET /api/dealer/find': {
    policy: 'dealer',
    tags,
    summary: 'What a scanned or typed reference, tracking link, IMEI or serial finds',
    query: ZDealerFindQuerySchema,
    response: json(ZDealerFindResultSchema, 'A request, an IMEI (with its model when known), or nothing'),
    errors: { 403: notApproved },
    cache: 'personal',
  },
  'POST /api/dealer/trade-ins': {
    policy: 'dealer',
    tags,
    summary:
      'Submit a counter assessment for a walk-in customer: priced from the stored quote, carrying the shop’s own code (another shop’s code is refused)',
    body: ZCreateTradeInRequestSchema,
    maxBodyBytes: MAX_SUBMISSION_BYTES,
    response: json(ZTradeInReceiptSchema, 'The request', {
      status: 201,
      also: { status: 200, description: 'The same submission again: the request already made' },
    }),
    errors: {
      403: `${notApproved}, or the body names another shop's code`,
      404: 'Unknown quote',
      410: 'The quote expired',
    },
  },
  'GET /api/dealer/poster.pdf': {
    policy: 'dealer',
    tags,
    summary: "The shop's A4 QR poster (Thai and English) for /customer-assess/{code}",
    response: file('application/pdf', 'A4 poster'),
    errors: { 403: notApproved },
    cache: 'personal',
  },
  'GET /api/dealer/statement.pdf': {
    policy: 'dealer',
    tags,
    summary: "A month's commission statement (PDF)",
    query: ZStatementQuerySchema,
    response: file('application/pdf', 'A4 statement'),
    errors: { 403: notApproved },
    cache: 'personal',
  },
  'GET /api/dealer/statement.csv': {
    policy: 'dealer',
    tags,
    summary: "A month's commission statement (CSV, UTF-8 with BOM)",
    query: ZStatementQuerySchema,
    response: file('text/csv; charset=utf-8', 'CSV'),
    errors: { 403: notApproved },
    cache: 'personal',
  },
  'GET /api/admin/dealers': {
    policy: ['admin'],
    tags: adminTags,
    summary: 'Shops and applications, newest first, with contact, suggested code and request count',
    query: ZAdminDealersQuerySchema,
    response: json(ZAdminDealersSchema, 'The shops'),
    cache: 'personal',
  },
  'GET /api/admin/dealers/:id': {
    policy: ['admin'],
    tags: adminTags,
    summary: 'One shop: profile, contact, commission rules, history and the steps allowed now',
    params: ZAdminDealerIdParamSchema,
    response: json(ZAdminDealerDetailSchema, 'The shop'),
    errors: { 404: 'No such dealer' },
    cache: 'personal',
  },
  'PUT /api/admin/dealers/:id/code': {
    policy: ['admin'],
    tags: adminTags,
    summary: "Set a pending shop's dealer code (fixed once approved)",
    params: ZAdminDealerIdParamSchema,
    body: ZAdminDealerCodeSchema,
    response: json(ZAdminDealerDetailSchema, 'The shop'),
    errors: { 404: 'No such dealer', 409: 'Code taken, or the shop changed meanwhile' },
  },
  'POST /api/admin/dealers/:id/status': {
    policy: ['admin'],
    tags: adminTags,
    summary: 'Approve (with the code), reject (with a reason), suspend (with a reason) or reinstate a shop',
    params: ZAdminDealerIdParamSchema,
    body: ZAdminDealerStatusSchema,
    response: json(ZAdminDealerDetailSchema, 'The shop'),
    errors: { 404: 'No such dealer', 409: 'Code taken, or the shop changed meanwhile' },
  },
  'PUT /api/admin/dealers/:id/commission': {
    policy: ['admin'],
    tags: adminTags,
    summary: "Replace a shop's commission rules (per category, or '*' for every category)",
    params: ZAdminDealerIdParamSchema,
    body: ZCommissionRulesUpdateSchema,
    response: json(ZAdminDealerDetailSchema, 'The shop'),
    errors: { 404: 'No such dealer' },
  },
});
