import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  ZLabelsQuerySchema,
  ZReceiveItemsSchema,
  ZReceiveResultSchema,
  ZWarehouseItemParamSchema,
  ZWarehouseListQuerySchema,
  ZWarehouseListSchema,
  ZWarehouseLookupQuerySchema,
  ZWarehouseLookupSchema,
  ZWarehousePassportSchema,
  ZWarehouseSettingsSchema,
} from './warehouse.ts';

const tags = ['Warehouse'] as const;
const warehouse = ['warehouse'] as const;

/** The warehouse console (decision 022): warehouse staff and admin; the device passport any staff. */
export const WAREHOUSE_ENDPOINTS = defineEndpoints({
  'GET /api/warehouse/items': {
    policy: warehouse,
    tags,
    summary: 'Stock by status, VAT scheme and search, newest first, keyset pages, with totals of the filter',
    query: ZWarehouseListQuerySchema,
    response: json(ZWarehouseListSchema, 'One page; `nextCursor` fetches the next; totals of every match'),
    errors: { 400: 'Invalid filter or cursor' },
  },
  'POST /api/warehouse/items/receive': {
    policy: warehouse,
    tags,
    summary: 'Receive many pending items onto a location/bin in one step (each received whole or not at all)',
    body: ZReceiveItemsSchema,
    response: json(ZReceiveResultSchema, 'The items received and, for each one that was not, why'),
    errors: { 400: 'No items, too many, or no location' },
  },
  'GET /api/warehouse/lookup': {
    policy: warehouse,
    tags,
    summary: 'The item a scanned or typed code names: IMEI/serial, label code or passport link',
    query: ZWarehouseLookupQuerySchema,
    response: json(ZWarehouseLookupSchema, 'The item'),
    errors: { 400: 'No code', 404: 'No item has that code' },
  },
  'GET /api/warehouse/items/:id': {
    policy: 'staff',
    tags,
    summary: "An item's device passport: the device, its inspection, wipe, grade, cost and whole history",
    params: ZWarehouseItemParamSchema,
    response: json(ZWarehousePassportSchema, 'The passport'),
    errors: { 404: 'Unknown item' },
  },
  'GET /api/warehouse/labels.pdf': {
    policy: warehouse,
    tags,
    summary:
      'Labels of the items (A4 sheet or single 50×30 mm): model, storage, grade, IMEI Code 128, passport QR',
    query: ZLabelsQuerySchema,
    response: file('application/pdf', 'The labels'),
    errors: { 400: 'No items or too many', 404: 'An item is unknown' },
  },
  'GET /api/warehouse/settings': {
    policy: warehouse,
    tags,
    summary: 'The VAT rule of new stock',
    response: json(ZWarehouseSettingsSchema, 'The settings'),
  },
  'PUT /api/warehouse/settings': {
    policy: ['admin'],
    tags,
    summary:
      'Set the VAT scheme of devices bought from individuals (audited; applies to items stocked later)',
    body: ZWarehouseSettingsSchema,
    response: json(ZWarehouseSettingsSchema, 'The settings after the change'),
    errors: { 400: 'Unknown scheme' },
  },
});
