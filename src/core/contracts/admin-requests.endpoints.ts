import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  ZAdminNotesUpdateSchema,
  ZAdminRequestDetailSchema,
  ZAdminRequestFiltersSchema,
  ZAdminRequestListQuerySchema,
  ZAdminRequestListSchema,
  ZAdminRequestPhotoParamSchema,
  ZAdminRequestReferenceParamSchema,
  ZAdminStatusChangeSchema,
  ZPriceProposalDecisionSchema,
  ZPriceProposalListSchema,
} from './admin-requests.ts';

const tags = ['Admin: trade-in requests'];
const admin = ['admin'] as const;
const params = ZAdminRequestReferenceParamSchema;
const unknown = 'Unknown reference';
const changed = 'Someone changed the request since `version`: reload it';

/** Admin › Trade-in requests (decision 009): customers' personal data and the lifecycle; admin only. */
export const ADMIN_REQUEST_ENDPOINTS = defineEndpoints({
  'GET /api/admin/requests': {
    policy: admin,
    tags,
    summary: 'Trade-in requests: filters, search, sort, keyset pages',
    query: ZAdminRequestListQuerySchema,
    response: json(ZAdminRequestListSchema, 'One page; `nextCursor` fetches the next'),
    errors: { 400: 'Invalid filter or cursor' },
  },
  'GET /api/admin/requests.csv': {
    policy: admin,
    tags,
    summary: 'CSV of every field of the requests the filters match (streamed, UTF-8 with BOM)',
    query: ZAdminRequestFiltersSchema,
    response: file('text/csv; charset=utf-8', 'CSV file, newest first'),
    errors: { 400: 'Invalid filter' },
  },
  'GET /api/admin/requests/:reference': {
    policy: admin,
    tags,
    summary: 'A request with its quote, photos, consents, history and allowed next statuses',
    params,
    response: json(ZAdminRequestDetailSchema, 'The request'),
    errors: { 404: unknown },
  },
  'POST /api/admin/requests/:reference/status': {
    policy: admin,
    tags,
    summary: 'Move a request to its next status, or reject it with a reason',
    params,
    body: ZAdminStatusChangeSchema,
    response: json(ZAdminRequestDetailSchema, 'The request after the change'),
    errors: {
      400: 'Transition not allowed, or a rejection without a reason',
      404: unknown,
      409: changed,
    },
  },
  'POST /api/admin/requests/:reference/price-proposal': {
    policy: admin,
    tags,
    summary:
      'Approve a price above the offer (the customer is told it and paid it) or refuse it with a reason (the offer stands)',
    params,
    body: ZPriceProposalDecisionSchema,
    response: json(ZAdminRequestDetailSchema, 'The request after the decision'),
    errors: {
      400: 'No proposal waiting, a refusal without a reason, or the proposer deciding their own',
      404: unknown,
      409: 'Someone decided the proposal since `version`: reload it',
    },
  },
  'GET /api/admin/price-proposals': {
    policy: admin,
    tags,
    summary: 'Prices above the offer waiting for an admin, oldest first',
    response: json(ZPriceProposalListSchema, 'The proposals waiting and their count'),
  },
  'PUT /api/admin/requests/:reference/notes': {
    policy: admin,
    tags,
    summary: "Replace a request's admin notes",
    params,
    body: ZAdminNotesUpdateSchema,
    response: json(ZAdminRequestDetailSchema, 'The request after the change'),
    errors: { 400: 'Notes too long', 404: unknown, 409: changed },
  },
  'GET /api/admin/requests/:reference/photos/:photoId': {
    policy: admin,
    tags,
    summary: 'A photo of a request (the stored JPEG, metadata stripped)',
    params: ZAdminRequestPhotoParamSchema,
    response: file('image/jpeg', 'The photo'),
    errors: { 404: 'Unknown request or photo' },
  },
});
