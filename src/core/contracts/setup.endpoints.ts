import { defineEndpoints, json } from '../api/endpoint.ts';
import {
  ZSetupCheckRequestSchema,
  ZSetupCheckResponseSchema,
  ZSetupRequestSchema,
  ZSetupResponseSchema,
} from './setup.ts';

/** First run (decision 019): the first admin, with the one-time link the server's console printed. */
export const SETUP_ENDPOINTS = defineEndpoints({
  'POST /api/setup/check': {
    policy: 'public',
    tags: ['Accounts'],
    summary: 'Whether a setup link still works, before the form is shown (nothing is used up)',
    body: ZSetupCheckRequestSchema,
    response: json(ZSetupCheckResponseSchema, 'The link works'),
    errors: {
      400: 'Invalid, used or expired link',
      409: 'A staff account exists already',
      429: 'Too many attempts from this address',
    },
    rateLimited: true,
    cache: 'noStore',
  },
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
