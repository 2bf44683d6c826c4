import { defineEndpoints, json } from '../api/endpoint.ts';
import { ZDealerProfileRequestSchema, ZDealerProfileSchema } from './auth.ts';

const tags = ['Dealers'];

/** A dealer's own shop profile: the service reads the caller's id, never one from the request. */
export const DEALER_ENDPOINTS = defineEndpoints({
  'GET /api/dealer/profile': {
    policy: 'dealer',
    tags,
    summary: "The signed-in dealer's shop profile",
    response: json(ZDealerProfileSchema, 'The profile'),
    errors: { 404: 'No profile yet (set it up first)' },
    cache: 'personal',
  },
  'PUT /api/dealer/profile': {
    policy: 'dealer',
    tags,
    summary: "Create or update the signed-in dealer's shop profile (pending until an admin approves it)",
    body: ZDealerProfileRequestSchema,
    response: json(ZDealerProfileSchema, 'The profile'),
    errors: { 400: 'Invalid field' },
    cache: 'personal',
  },
});
