import { defineEndpoints, json } from '../api/endpoint.ts';
import { ZSetupRequestSchema, ZSetupResponseSchema } from './setup.ts';

/** First run (decision 019): the first admin, with the one-time link the server's console printed. */
export const SETUP_ENDPOINTS = defineEndpoints({
  'POST /api/setup': {
    policy: 'public',
    tags: ['Accounts'],
    summary: "The first admin, with the one-time link the server's console printed (no staff account yet)",
    body: ZSetupRequestSchema,
    response: json(ZSetupResponseSchema, 'The admin exists: sign in at /auth', { status: 201 }),
    errors: {
      400: 'Invalid, used or expired link, or a password the policy refuses',
      409: 'A staff account exists already',
      429: 'Too many attempts from this address',
    },
    rateLimited: true,
    cache: 'noStore',
  },
});
