import { defineEndpoints, file, json } from '../api/endpoint.ts';
import { MAX_PHOTO_BYTES } from '../constants.ts';
import {
  ZCreatePickupRequestSchema,
  ZCreateTradeInRequestSchema,
  ZListStoresResponseSchema,
  ZPhotoUploadSchema,
  ZReceiptParamSchema,
  ZReceiptQuerySchema,
  ZReferenceParamSchema,
  ZTrackDecisionRequestSchema,
  ZTrackPayeeRequestSchema,
  ZTrackingSchema,
  ZTrackRequestSchema,
  ZTrackVoucherRequestSchema,
  ZTradeInReceiptSchema,
} from './trade-ins.ts';

/** A submission is a few hundred bytes of JSON; anything near this is not one. */
export const MAX_SUBMISSION_BYTES = 64 * 1024;

const tags = ['Trade-ins'];

const receipt = json(
  ZTradeInReceiptSchema,
  'Stored; `referenceChanged` tells when the server issued a new reference',
  {
    status: 201,
    also: {
      status: 200,
      description: 'A retry of a stored submission (same reference and content): `created` is false',
    },
  },
);
const submissionRefusal = 'Invalid field, unknown store, pick-up date out of range, or unusable photos';
const trackingErrors = {
  400: 'Malformed reference or phone number',
  404: 'No request with this reference and phone number (the same for either wrong)',
  429: 'Too many lookups from this address, or too many wrong phone numbers for this reference',
};

/** The customer's side after the offer: stores, photos, the request itself, its receipt and tracking. */
export const TRADE_IN_ENDPOINTS = defineEndpoints({
  'GET /api/stores': {
    policy: 'public',
    tags,
    summary: 'Active drop-off stores, ordered by sort order',
    response: json(ZListStoresResponseSchema, 'Stores'),
    cache: 'catalogue',
  },
  'POST /api/photos': {
    policy: 'public',
    tags,
    summary: 'Upload one photo of the device (re-encoded to JPEG, metadata removed); pending until submitted',
    body: {
      kind: 'file',
      mediaTypes: ['multipart/form-data'],
      maxBytes: MAX_PHOTO_BYTES,
      tooLargeKey: 'errors.photos.tooLarge',
      description: 'The photo as the multipart field "file"',
    },
    response: json(ZPhotoUploadSchema, 'The stored photo', { status: 201 }),
    errors: { 400: 'Not an image, unreadable, too many pixels, or no file' },
    rateLimited: true,
  },
  'POST /api/trade-ins': {
    policy: 'public',
    tags,
    summary: 'Submit a trade-in request for a stored quote (idempotent by reference)',
    body: ZCreateTradeInRequestSchema,
    maxBodyBytes: MAX_SUBMISSION_BYTES,
    response: receipt,
    errors: { 400: submissionRefusal, 404: 'Unknown quote', 410: 'The quote expired' },
    rateLimited: true,
  },
  'POST /api/pickups': {
    policy: 'public',
    tags,
    summary: 'Ask for a home pick-up without a valuation (idempotent by reference)',
    body: ZCreatePickupRequestSchema,
    maxBodyBytes: MAX_SUBMISSION_BYTES,
    response: receipt,
    errors: { 400: submissionRefusal },
    rateLimited: true,
  },
  // Receipts carry their own token; the QR code holds only the reference.
  'GET /api/trade-ins/:reference/receipt.pdf': {
    policy: 'public',
    tags: ['Receipts'],
    summary: 'The PDF receipt of a request, for the browser that submitted it (receipt token)',
    params: ZReceiptParamSchema,
    query: ZReceiptQuerySchema,
    response: file('application/pdf', 'A4 receipt'),
    errors: {
      400: 'Unknown language',
      404: 'Unknown reference, or a missing or wrong token (the same answer)',
    },
    cache: 'personal',
  },
  'GET /api/trade-ins/:reference/qr.svg': {
    policy: 'public',
    tags: ['Receipts'],
    summary: "QR code of the request's tracking link (it holds only the reference)",
    params: ZReferenceParamSchema,
    response: file('image/svg+xml; charset=utf-8', 'SVG image'),
    errors: { 400: 'Malformed reference' },
    cache: 'daily',
  },
  'POST /api/track': {
    policy: 'public',
    tags: ['Tracking'],
    summary: "A request's status and timeline, for its reference and the phone number given with it",
    body: ZTrackRequestSchema,
    response: json(ZTrackingSchema, 'The request'),
    errors: trackingErrors,
    cache: 'personal',
  },
  'POST /api/track/decision': {
    policy: 'public',
    tags: ['Tracking'],
    summary: "Accept or decline the engineer's lower price (declining returns the device free)",
    body: ZTrackDecisionRequestSchema,
    response: json(ZTrackingSchema, 'The request after the decision'),
    errors: { ...trackingErrors, 409: 'No re-quote is waiting for an answer' },
    cache: 'personal',
  },
  'POST /api/track/voucher': {
    policy: 'public',
    tags: ['Tracking'],
    summary:
      "One of the request's vouchers as PDF (code, QR the counter scans, balance, last valid day), for its reference and phone number",
    body: ZTrackVoucherRequestSchema,
    response: file('application/pdf', 'The voucher'),
    errors: {
      ...trackingErrors,
      404: 'No request with this reference and phone number, or no such voucher of it',
    },
    cache: 'personal',
  },
  'POST /api/track/payee': {
    policy: 'public',
    tags: ['Tracking'],
    summary:
      'Give or change where the customer is paid (PromptPay ID or bank account); answered masked, like /api/track',
    body: ZTrackPayeeRequestSchema,
    response: json(ZTrackingSchema, 'The request, with the payee masked'),
    errors: { ...trackingErrors, 409: 'Already paid, rejected, or a voucher request' },
    cache: 'personal',
  },
});
