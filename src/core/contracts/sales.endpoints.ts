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
});
