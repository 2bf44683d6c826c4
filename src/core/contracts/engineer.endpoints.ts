import { defineEndpoints, file, json, noContent } from '../api/endpoint.ts';
import {
  ZBlocklistCreateSchema,
  ZBlocklistEntrySchema,
  ZBlocklistIdParamSchema,
  ZBlocklistSchema,
  ZEngineerPhotoParamSchema,
  ZEngineerQueueQuerySchema,
  ZEngineerQueueSchema,
  ZEngineerReferenceParamSchema,
  ZEngineerRejectSchema,
  ZEngineerRequestSchema,
  ZIdentityCheckRequestSchema,
  ZIdentityCheckSchema,
  ZInspectRequestSchema,
  ZWipeVerificationSchema,
  ZWipeVerifyParamSchema,
} from './engineer.ts';
import { ZTrackRequestSchema } from './trade-ins.ts';

const tags = ['Engineer: inspection'];
const engineers = ['engineer'] as const;
const admin = ['admin'] as const;
const params = ZEngineerReferenceParamSchema;
const unknown = 'Unknown reference';
const request = json(ZEngineerRequestSchema, 'The request with its inspection');

/** Engineer console (issue 18): roles engineer and admin; the blocklist is admin's. */
export const ENGINEER_ENDPOINTS = defineEndpoints({
  'GET /api/engineer/queue': {
    policy: engineers,
    tags,
    summary: 'Received requests waiting for inspection, oldest first, with their age against the target',
    query: ZEngineerQueueQuerySchema,
    response: json(ZEngineerQueueSchema, 'One page; `nextCursor` fetches the next'),
    errors: { 400: 'Invalid filter or cursor' },
    cache: 'personal',
  },
  'GET /api/engineer/requests/:reference': {
    policy: engineers,
    tags,
    summary: "A request's device, the customer's answers, photos and offer, its claim and inspection",
    params,
    response: request,
    errors: { 404: unknown },
    cache: 'personal',
  },
  'GET /api/engineer/requests/:reference/photos/:photoId': {
    policy: engineers,
    tags,
    summary: "One of the customer's photos of the device",
    params: ZEngineerPhotoParamSchema,
    response: file('image/jpeg', 'The photo'),
    errors: { 404: 'Unknown request or photo' },
  },
  'POST /api/engineer/requests/:reference/claim': {
    policy: engineers,
    tags,
    summary: 'Claim a received request for inspection',
    params,
    response: request,
    errors: { 404: unknown, 409: 'Claimed by someone else, or no longer waiting for inspection' },
  },
  'POST /api/engineer/requests/:reference/release': {
    policy: engineers,
    tags,
    summary: 'Release a claim (the claimer, or admin for anyone)',
    params,
    response: request,
    errors: { 403: "Another engineer's claim (admin only)", 404: unknown },
  },
  'POST /api/engineer/requests/:reference/identity': {
    policy: engineers,
    tags,
    summary: 'Check an IMEI/serial: format and Luhn, other requests with it, the blocklist (nothing written)',
    params,
    body: ZIdentityCheckRequestSchema,
    response: json(ZIdentityCheckSchema, 'What the number says'),
    errors: { 400: 'Not an IMEI or serial', 404: unknown },
  },
  'POST /api/engineer/requests/:reference/inspect': {
    policy: engineers,
    tags,
    summary:
      'Record the inspection: answers priced on the quote’s price table (or an override with a reason), identity checks, evidence photos, data wipe → inspected (a lower price opens a re-quote); a blocklisted IMEI rejects the request',
    params,
    body: ZInspectRequestSchema,
    response: request,
    errors: {
      400: 'Invalid answers, IMEI, checklist, photos or wipe',
      403: 'Claimed by someone else',
      404: unknown,
      409: 'Changed meanwhile, not claimed, or no longer waiting for inspection',
    },
  },
  'POST /api/engineer/requests/:reference/reject': {
    policy: engineers,
    tags,
    summary: 'Reject a received request with a reason (a lock that cannot be removed, say)',
    params,
    body: ZEngineerRejectSchema,
    response: request,
    errors: { 400: 'Reason missing', 404: unknown, 409: 'Changed meanwhile' },
  },
  'GET /api/engineer/requests/:reference/certificate.pdf': {
    policy: engineers,
    tags,
    summary: 'The data-erasure certificate (bilingual PDF)',
    params,
    response: file('application/pdf', 'The certificate'),
    errors: { 404: 'Unknown reference or no wipe recorded' },
  },
  'GET /api/admin/imei-blocklist': {
    policy: admin,
    tags,
    summary: 'IMEIs reported lost or stolen',
    response: json(ZBlocklistSchema, 'Newest first'),
    cache: 'personal',
  },
  'POST /api/admin/imei-blocklist': {
    policy: admin,
    tags,
    summary: 'Add an IMEI to the blocklist with a note; audited IMEI_BLOCKLISTED',
    body: ZBlocklistCreateSchema,
    response: json(ZBlocklistEntrySchema, 'The entry', { status: 201 }),
    errors: { 400: 'Not an IMEI or serial, or no note', 409: 'Already on the list' },
  },
  'DELETE /api/admin/imei-blocklist/:id': {
    policy: admin,
    tags,
    summary: 'Take an IMEI off the blocklist; audited IMEI_UNBLOCKED',
    params: ZBlocklistIdParamSchema,
    response: noContent('Removed'),
    errors: { 404: 'No such entry' },
  },
  'POST /api/track/certificate': {
    policy: 'public',
    tags: ['Tracking'],
    summary: "The request's data-erasure certificate (PDF), for its reference and phone number",
    body: ZTrackRequestSchema,
    response: file('application/pdf', 'The certificate'),
    errors: {
      400: 'Malformed reference or phone number',
      404: 'No request with this reference and phone number, or no wipe recorded yet',
      429: 'Too many lookups',
    },
    cache: 'personal',
  },
  'GET /api/track/evidence/:reference/:photoId': {
    policy: 'public',
    tags: ['Tracking'],
    summary:
      "An evidence photo of a request's inspection; its id is only given to whoever passed the tracking check",
    params: ZEngineerPhotoParamSchema,
    response: file('image/jpeg', 'The photo'),
    errors: { 404: 'Unknown request or photo' },
    cache: 'personal',
  },
  'GET /api/verify/wipe/:token': {
    policy: 'public',
    tags: ['Tracking'],
    summary: "A data-erasure certificate's facts (no personal data), from the link in its QR code",
    params: ZWipeVerifyParamSchema,
    response: json(ZWipeVerificationSchema, 'The certificate'),
    errors: { 404: 'No such certificate' },
  },
});
