import { defineEndpoints, json } from '../api/endpoint.ts';
import {
  ZCreateQuoteRequestSchema,
  ZQuoteIdParamSchema,
  ZQuotePreviewSchema,
  ZQuoteSchema,
} from './quotes.ts';

const tags = ['Quotes'];

/** The server's price for a device (decisions 007, 013): new quotes and previews share one rate limit. */
export const QUOTE_ENDPOINTS = defineEndpoints({
  'POST /api/quotes': {
    policy: 'public',
    tags,
    summary: 'Price a device from its answers and keep the quote (the browser never sends a price)',
    body: ZCreateQuoteRequestSchema,
    response: json(ZQuoteSchema, 'The quote, with every line of the calculation and its validUntil', {
      status: 201,
    }),
    errors: {
      400: 'Malformed body, unknown model, storage not offered, year out of range, answers not fitting the category, or no price',
    },
    rateLimited: true,
    cache: 'noStore',
  },
  'POST /api/quotes/preview': {
    policy: 'public',
    tags,
    summary: 'What POST /api/quotes would answer now, storing nothing (shown while the quote is stored)',
    body: ZCreateQuoteRequestSchema,
    response: json(ZQuotePreviewSchema, 'The quote as it would be stored now, without id or createdAt'),
    errors: { 400: 'The same refusals as POST /api/quotes' },
    rateLimited: true,
    cache: 'noStore',
  },
  'GET /api/quotes/:id': {
    policy: 'public',
    tags,
    summary: 'A stored quote, exactly as it was given, while its price lock holds',
    params: ZQuoteIdParamSchema,
    response: json(ZQuoteSchema, 'The quote'),
    errors: { 400: 'Not a quote id', 404: 'No such quote', 410: 'The quote expired' },
    cache: 'noStore',
  },
});
