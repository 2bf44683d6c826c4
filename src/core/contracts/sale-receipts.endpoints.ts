import { defineEndpoints, json } from '../api/endpoint.ts';
import { ZReverseSchema } from './finance.ts';
import {
  ZOutstandingListSchema,
  ZReceiptIdParamSchema,
  ZReceiptInputSchema,
  ZReceiptLineSchema,
  ZReceiptListQuerySchema,
  ZReceiptListSchema,
} from './sale-receipts.ts';

const tags = ['Finance: receipts from sales'];

/** Receipts from sales and outstanding wholesale amounts (issue 20 item 2, decision 031). */
export const SALE_RECEIPT_ENDPOINTS = defineEndpoints({
  'GET /api/finance/receipts': {
    policy: ['finance', 'account'],
    tags,
    summary: 'Money received from sales in a period (counter sales, refunds, recorded receipts), by method',
    query: ZReceiptListQuerySchema,
    response: json(ZReceiptListSchema, 'Oldest first'),
    cache: 'personal',
  },
  'GET /api/finance/receipts/outstanding': {
    policy: ['finance', 'account'],
    tags,
    summary: 'Wholesale sales not yet fully paid: buyer, document, since when, how much',
    response: json(ZOutstandingListSchema, 'Oldest first'),
    cache: 'personal',
  },
  'POST /api/finance/receipts': {
    policy: ['finance'],
    tags,
    summary: "Record money received for a wholesale sale (its slip uploaded first as a 'slip')",
    body: ZReceiptInputSchema,
    response: json(ZReceiptLineSchema, 'The receipt', { status: 201 }),
    errors: {
      400: 'A retail sale, more than is owed, a future day, or a closed month',
      404: 'Unknown sale',
    },
  },
  'POST /api/finance/receipts/:id/reverse': {
    policy: ['finance'],
    tags,
    summary: 'Reverse a recorded receipt with a reason (dated in an open month)',
    params: ZReceiptIdParamSchema,
    body: ZReverseSchema,
    response: json(ZReceiptLineSchema, 'The reversing receipt', { status: 201 }),
    errors: { 400: 'Already reversed, or a reversal', 404: 'Unknown receipt' },
  },
});
