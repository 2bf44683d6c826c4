import { defineEndpoints, file, json } from '../api/endpoint.ts';
import {
  ZCarriersSchema,
  ZCarriersUpdateSchema,
  ZDeliveryDetailSchema,
  ZDeliveryIdParamSchema,
  ZDeliveryListQuerySchema,
  ZDeliveryListSchema,
  ZDeliveryStepSchema,
} from './logistics.ts';

const tags = ['Logistics'] as const;
const logistics = ['logistics'] as const;

/** The logistics console (issue 19, decision 027): outbound deliveries of sales, carriers. */
export const LOGISTICS_ENDPOINTS = defineEndpoints({
  'GET /api/logistics/carriers': {
    policy: ['logistics', 'sales'],
    tags,
    summary: 'Carriers and their tracking pages',
    response: json(ZCarriersSchema, 'The carriers'),
  },
  'PUT /api/logistics/carriers': {
    policy: logistics,
    tags,
    summary: 'Replace the carriers (names kept: a carrier in use is renamed, not removed)',
    body: ZCarriersUpdateSchema,
    response: json(ZCarriersSchema, 'The carriers after the change'),
    errors: { 400: 'A name is missing or a tracking page is not https' },
  },
  'GET /api/logistics/deliveries': {
    policy: logistics,
    tags,
    summary: 'Outbound deliveries, oldest open first',
    query: ZDeliveryListQuerySchema,
    response: json(ZDeliveryListSchema, 'One page'),
    cache: 'personal',
  },
  'GET /api/logistics/deliveries/:id': {
    policy: logistics,
    tags,
    summary: 'A delivery with its history and next steps',
    params: ZDeliveryIdParamSchema,
    response: json(ZDeliveryDetailSchema, 'The delivery'),
    errors: { 404: 'No such delivery' },
    cache: 'personal',
  },
  'POST /api/logistics/deliveries/:id/status': {
    policy: logistics,
    tags,
    summary: 'In transit (tracking number), delivered (signature, recipient), failed or returned (reason)',
    params: ZDeliveryIdParamSchema,
    body: ZDeliveryStepSchema,
    response: json(ZDeliveryDetailSchema, 'The delivery after the step'),
    errors: {
      400: '"Please enter tracking number", a missing signature or name, or not allowed',
      404: 'No such delivery',
      409: 'Changed meanwhile',
    },
  },
  'GET /api/logistics/deliveries/:id/pod': {
    policy: logistics,
    tags,
    summary: 'Proof of delivery (PDF) with the recipient’s signature',
    params: ZDeliveryIdParamSchema,
    response: file('application/pdf', 'The proof of delivery'),
    errors: { 404: 'No such delivery, or not delivered' },
    cache: 'personal',
  },
});
