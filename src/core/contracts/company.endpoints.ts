import { defineEndpoints, json } from '../api/endpoint.ts';
import { ZCompanyProfileSchema, ZCompanyProfileUpdateSchema } from './company.ts';

const tags = ['Admin › Company'] as const;

/** The company profile printed on documents (decision 029). Any staff role reads it; admin edits it. */
export const COMPANY_ENDPOINTS = defineEndpoints({
  'GET /api/company': {
    policy: 'staff',
    tags,
    summary: "The company's profile as documents print it",
    response: json(ZCompanyProfileSchema, 'The profile'),
  },
  'PUT /api/admin/company': {
    policy: ['admin'],
    tags,
    summary: "Replace the company's profile (audited)",
    body: ZCompanyProfileUpdateSchema,
    response: json(ZCompanyProfileSchema, 'The profile after the change'),
    errors: { 400: 'A field is missing or invalid (tax ID check digit, branch)', 409: 'Changed meanwhile' },
  },
});
