import { defineEndpoints, file, json } from '../api/endpoint.ts';
import { COST_READERS } from '../cost-readers.ts';
import {
  ZCancelSaleSchema,
  ZDocumentListQuerySchema,
  ZDocumentListSchema,
  ZDocumentPdfQuerySchema,
  ZInventoryListSchema,
  ZInventoryQuerySchema,
  ZRecordSaleSchema,
  ZReturnSaleSchema,
  ZSaleIdParamSchema,
  ZSaleSchema,
  ZSalesMarginsSchema,
} from './sales.ts';
import {
  ZCounterAnswerSchema,
  ZCounterInspectSchema,
  ZCounterReferenceParamSchema,
  ZCounterTradeInSchema,
  ZCreateUpgradeBonusSchema,
  ZEndUpgradeBonusSchema,
  ZUpgradeBonusIdParamSchema,
  ZUpgradeBonusListSchema,
  ZUpgradeBonusSchema,
} from './counter-trade-ins.ts';
import { ZCreateTradeInRequestSchema, ZTradeInReceiptSchema } from './trade-ins.ts';
import { MAX_SUBMISSION_BYTES } from './trade-ins.endpoints.ts';

const tags = ['Sales'] as const;
const sales = ['sales'] as const;
/** Finance and account read the documents for receipts and VAT reports. */
const documentReaders = ['sales', 'finance', 'account'] as const;

/** The sales console (issue 19, decision 027): stock for sale, sales, their documents, returns. */
export const SALES_ENDPOINTS = defineEndpoints({
  'GET /api/sales/inventory': {
    policy: sales,
    tags,
    summary:
      'Available items: model, storage, grade, IMEI last 4, days in stock, suggested price, VAT scheme',
    description:
      'Cost is given only to admin, finance and account; `q` matches the description, the IMEI or the item number.',
    query: ZInventoryQuerySchema,
    response: json(ZInventoryListSchema, 'One page'),
    cache: 'personal',
  },
  'GET /api/sales/margins': {
    // With the suggested price of an item, its margin tells its cost: only for those who may see cost.
    policy: COST_READERS,
    tags,
    summary: "Admin's margins over cost for suggested retail prices (per grade, `*` for the rest)",
    response: json(ZSalesMarginsSchema, 'The margins'),
  },
  'PUT /api/sales/margins': {
    policy: ['admin'],
    tags,
    summary: 'Replace the margins over cost (audited)',
    body: ZSalesMarginsSchema,
    response: json(ZSalesMarginsSchema, 'The margins after the change'),
    errors: { 400: 'A margin is missing or out of range' },
  },
  'POST /api/sales': {
    policy: sales,
    tags,
    summary:
      'Record a sale of one item (retail) or many (wholesale): the items sold and its document numbered',
    body: ZRecordSaleSchema,
    response: json(ZSaleSchema, 'The sale with its document', { status: 201 }),
    errors: {
      400: 'A required field is missing ("Please fill all required fields") or invalid',
      404: 'An item does not exist',
      409: 'An item is no longer available, a price is below cost without confirmation, or the company profile is incomplete',
    },
  },
  'GET /api/sales/documents': {
    policy: documentReaders,
    tags,
    summary: 'Documents issued by sales, credit notes included, newest first',
    query: ZDocumentListQuerySchema,
    response: json(ZDocumentListSchema, 'One page'),
    cache: 'personal',
  },
  'GET /api/sales/documents/:id/pdf': {
    policy: documentReaders,
    tags,
    summary: 'A document as PDF (Thai or English); every print after the first says "copy"',
    params: ZSaleIdParamSchema,
    query: ZDocumentPdfQuerySchema,
    response: file('application/pdf', 'The document'),
    errors: { 404: 'No such document' },
    cache: 'personal',
  },
  'GET /api/sales/:id': {
    policy: documentReaders,
    tags,
    summary: 'A sale with its items, documents, delivery and history',
    params: ZSaleIdParamSchema,
    response: json(ZSaleSchema, 'The sale'),
    errors: { 404: 'No such sale' },
    cache: 'personal',
  },
  'POST /api/sales/:id/cancel': {
    policy: sales,
    tags,
    summary: 'Cancel a sale: its document keeps its number, a credit note reverses it, the items come back',
    params: ZSaleIdParamSchema,
    body: ZCancelSaleSchema,
    response: json(ZSaleSchema, 'The sale after the change'),
    errors: {
      400: 'No reason, or not possible from its state',
      404: 'No such sale',
      409: 'Changed meanwhile',
    },
  },
  'POST /api/sales/:id/return': {
    policy: sales,
    tags,
    summary:
      'Take items back within the warranty: a credit note, the items returned (restocked or written off)',
    params: ZSaleIdParamSchema,
    body: ZReturnSaleSchema,
    response: json(ZSaleSchema, 'The sale after the return'),
    errors: {
      400: 'No reason or item, an item not of this sale or already back, or the warranty is over',
      404: 'No such sale',
      409: 'Changed meanwhile',
    },
  },
  'POST /api/sales/trade-ins': {
    policy: sales,
    tags,
    summary:
      'Old for new at the counter: the customer’s valuation (consent ticked on the screen) becomes a request taken in at the counter (received), waiting for its inspection',
    body: ZCreateTradeInRequestSchema,
    maxBodyBytes: MAX_SUBMISSION_BYTES,
    response: json(ZTradeInReceiptSchema, 'The request', {
      status: 201,
      also: { status: 200, description: 'The same submission again: the request already made' },
    }),
    errors: { 400: 'Invalid', 404: 'Unknown quote', 410: 'The quote expired' },
  },
  'GET /api/sales/trade-ins/:reference': {
    policy: sales,
    tags,
    summary:
      'A counter request as the sale’s form shows it: state, prices, upgrade bonus, what it credits and whether it can now',
    params: ZCounterReferenceParamSchema,
    response: json(ZCounterTradeInSchema, 'The request'),
    errors: { 404: 'No request made at the counter has this reference' },
    cache: 'personal',
  },
  'POST /api/sales/trade-ins/:reference/inspect': {
    policy: sales,
    tags,
    summary:
      'The sales person’s inspection of a counter request (the engineer’s checklist, priced on the quote’s table); a lower price waits for the customer’s answer',
    params: ZCounterReferenceParamSchema,
    body: ZCounterInspectSchema,
    response: json(ZCounterTradeInSchema, 'The request after the inspection'),
    errors: {
      400: 'An answer, the IMEI, a lock or the wipe is missing or invalid',
      404: 'No request made at the counter has this reference',
      409: 'Not waiting for inspection, or changed meanwhile',
    },
  },
  'POST /api/sales/trade-ins/:reference/answer': {
    policy: sales,
    tags,
    summary:
      'The customer’s answer on the counter’s screen to a price below the offer: accepted, or declined (the request rejected, the device handed back)',
    params: ZCounterReferenceParamSchema,
    body: ZCounterAnswerSchema,
    response: json(ZCounterTradeInSchema, 'The request after the answer'),
    errors: { 404: 'No request made at the counter has this reference', 409: 'No lower price waits' },
  },
  'GET /api/sales/upgrade-bonuses': {
    policy: ['sales', 'admin'],
    tags,
    summary: 'Admin’s upgrade bonuses per category (percent or fixed, dated), newest first',
    response: json(ZUpgradeBonusListSchema, 'The rules'),
    cache: 'personal',
  },
  'POST /api/sales/upgrade-bonuses': {
    policy: ['admin'],
    tags,
    summary:
      'Add an upgrade bonus for a category from a day (to a day, or open): on a day several cover, the latest start wins',
    body: ZCreateUpgradeBonusSchema,
    response: json(ZUpgradeBonusSchema, 'The rule', { status: 201 }),
    errors: { 400: 'Invalid' },
  },
  'POST /api/sales/upgrade-bonuses/:id/end': {
    policy: ['admin'],
    tags,
    summary:
      'End an upgrade bonus on a last day (today or later, not before its first day, not later than the last day it has)',
    params: ZUpgradeBonusIdParamSchema,
    body: ZEndUpgradeBonusSchema,
    response: json(ZUpgradeBonusSchema, 'The rule with its last day'),
    errors: { 400: 'A day in the past, before its first day or after its last', 404: 'No such rule' },
  },
});
