import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  ZCompletePaymentSchema,
  ZFinanceSettingsInputSchema,
  ZFinanceSettingsSchema,
  ZIssueVoucherSchema,
  ZPayeeInputSchema,
  ZPayeeReferenceParamSchema,
  ZPayeeSchema,
  ZPaymentDetailSchema,
  ZPaymentIdParamSchema,
  ZPaymentListQuerySchema,
  ZPaymentListSchema,
  ZPaymentTransferSchema,
  ZPreparePaymentSchema,
  ZReverseSchema,
  ZSettlementQueueSchema,
  ZVersionSchema,
  ZCancelVoucherSchema,
  ZVoucherCheckQuerySchema,
  ZVoucherIdParamSchema,
  ZVoucherCheckSchema,
  ZVoucherListSchema,
  ZVoucherSchema,
} from './finance.ts';

const tags = ['Finance: payments and vouchers'];
const finance = ['finance'] as const;
const params = ZPaymentIdParamSchema;

/** Finance console (issue 20, decision 028): settling requests by payment or voucher. */
export const FINANCE_ENDPOINTS = defineEndpoints({
  'GET /api/finance/queue': {
    policy: finance,
    tags,
    summary: 'Requests ready to settle: inspected, no open re-quote, nothing live paid or issued',
    response: json(ZSettlementQueueSchema, 'Oldest first'),
    cache: 'personal',
  },
  'PUT /api/finance/payee/:reference': {
    policy: finance,
    tags,
    summary: "Record or correct a request's payee details (PromptPay ID or bank account)",
    params: ZPayeeReferenceParamSchema,
    body: ZPayeeInputSchema,
    response: json(ZPayeeSchema, 'The payee as stored'),
    errors: { 400: 'Invalid PromptPay ID, bank or account number', 404: 'Unknown reference' },
  },
  'GET /api/finance/payments': {
    policy: finance,
    tags,
    summary: 'Payments, newest first, payees masked',
    query: ZPaymentListQuerySchema,
    response: json(ZPaymentListSchema, 'The payments'),
    cache: 'personal',
  },
  'POST /api/finance/payments': {
    policy: finance,
    tags,
    summary: 'Prepare a payment for a request ready to settle (amount from the request, never typed)',
    body: ZPreparePaymentSchema,
    response: json(ZPaymentDetailSchema, 'The pending payment', { status: 201 }),
    errors: { 400: 'Not ready to settle, no payee, or a voucher request', 404: 'Unknown reference' },
  },
  'GET /api/finance/payments/:id': {
    policy: finance,
    tags,
    summary: 'A payment with its payee (number masked), approval, slip, bank reference, reversal and history',
    params,
    response: json(ZPaymentDetailSchema, 'The payment'),
    errors: { 404: 'Unknown payment' },
    cache: 'personal',
  },
  'GET /api/finance/payments/:id/transfer': {
    policy: finance,
    tags,
    summary:
      "What moves the money: the payee's full details and, while pending, the PromptPay payload and QR with " +
      'the amount. Refused while a payment above the four-eyes limit waits for its second approval',
    params,
    response: json(ZPaymentTransferSchema, 'The transfer details'),
    errors: { 404: 'Unknown payment', 409: 'Waiting for the second approval' },
    cache: 'personal',
  },
  'POST /api/finance/payments/:id/approve': {
    policy: finance,
    tags,
    summary: 'Four-eyes: a second finance user approves a payment above the threshold',
    params,
    body: ZVersionSchema,
    response: json(ZPaymentDetailSchema, 'The approved payment'),
    errors: { 400: 'No approval needed, or the preparer approving', 404: 'Unknown payment', 409: 'Changed' },
  },
  'POST /api/finance/payments/:id/complete': {
    policy: finance,
    tags,
    summary: 'Complete a payment with its transfer slip: settles the request (and stocks the device)',
    params,
    body: ZCompletePaymentSchema,
    response: json(ZPaymentDetailSchema, 'The completed payment'),
    errors: {
      400: 'No slip, approval missing, or the period is closed',
      404: 'Unknown payment',
      409: 'Changed',
    },
  },
  'POST /api/finance/payments/:id/reverse': {
    policy: finance,
    tags,
    summary: 'Reverse a completed payment with a reason (dated in an open period)',
    params,
    body: ZReverseSchema,
    response: json(ZPaymentDetailSchema, 'The reversed payment'),
    errors: { 400: 'Not completed, or no reason', 404: 'Unknown payment' },
  },
  'GET /api/finance/payments/:id/voucher.pdf': {
    policy: finance,
    tags,
    summary: 'The payment voucher (Thai and English) with the amount in Thai words and the slip',
    params,
    response: file('application/pdf', 'The payment voucher'),
    errors: { 404: 'Unknown payment', 409: 'The company profile is incomplete' },
    cache: 'personal',
  },
  'GET /api/finance/vouchers': {
    policy: finance,
    tags,
    summary: 'Voucher codes issued, newest first',
    response: json(ZVoucherListSchema, 'The vouchers'),
    cache: 'personal',
  },
  'POST /api/finance/vouchers': {
    policy: finance,
    tags,
    summary:
      'Issue a voucher code for a voucher request ready to settle: settles it. Above the four-eyes threshold ' +
      'the voucher waits for a second finance user, without a code, and the request stays unsettled',
    body: ZIssueVoucherSchema,
    response: json(ZVoucherSchema, 'The voucher (its code null while it waits for approval)', {
      status: 201,
    }),
    errors: { 400: 'Not ready to settle, or not a voucher request', 404: 'Unknown reference' },
  },
  'POST /api/finance/vouchers/:id/approve': {
    policy: finance,
    tags,
    summary:
      'Four-eyes: a finance user other than the one who asked for it approves a voucher above the ' +
      'threshold; its code is made and the request settled',
    params: ZVoucherIdParamSchema,
    response: json(ZVoucherSchema, 'The issued voucher with its code'),
    errors: { 400: 'No approval needed, or the requester approving', 404: 'Unknown voucher' },
  },
  'POST /api/finance/vouchers/:id/cancel': {
    policy: finance,
    tags,
    summary: 'Cancel a voucher with a reason: what is left of it leaves the liability today (decision 044)',
    params: ZVoucherIdParamSchema,
    body: ZCancelVoucherSchema,
    response: json(ZVoucherSchema, 'The cancelled voucher'),
    errors: { 400: 'No reason, or not active', 404: 'Unknown voucher', 409: 'Changed meanwhile' },
  },
  'GET /api/finance/vouchers/:id/pdf': {
    policy: ['finance', 'sales'],
    tags,
    summary:
      'The voucher for its owner (Thai and English): code, QR the sales console scans, balance, last valid day',
    params: ZVoucherIdParamSchema,
    response: file('application/pdf', 'The voucher'),
    errors: { 404: 'Unknown voucher, or not issued yet', 409: 'The company profile is incomplete' },
    cache: 'personal',
  },
  'GET /api/finance/vouchers/check': {
    policy: ['finance', 'sales', 'account'],
    tags,
    summary:
      'Look a voucher code up (typed, or scanned from its PDF): its shape and check character, and when issued its balance, last valid day, whether it may be spent now and its owner masked',
    query: ZVoucherCheckQuerySchema,
    response: json(ZVoucherCheckSchema, 'The verdict'),
    cache: 'personal',
  },
  'GET /api/finance/settings': {
    policy: ['finance', 'account'],
    tags,
    summary: 'Finance settings (four-eyes threshold)',
    response: json(ZFinanceSettingsSchema, 'The settings'),
  },
  'PUT /api/finance/settings': {
    policy: ['admin'],
    tags,
    summary: 'Change the four-eyes setting (admin)',
    body: ZFinanceSettingsInputSchema,
    response: json(ZFinanceSettingsSchema, 'The settings'),
  },
});
