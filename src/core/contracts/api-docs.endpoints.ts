import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoints, file } from '../api/endpoint.ts';

const tags = ['API reference'];

/** The API's own reference: the OpenAPI document and a self-hosted Swagger UI (no third-party CDN). */
export const API_DOCS_ENDPOINTS = defineEndpoints({
  'GET /api/openapi.json': {
    policy: 'public',
    tags,
    summary: 'This document: every endpoint, derived from its description (OpenAPI 3.1)',
    response: file('application/json', 'The OpenAPI document'),
  },
  'GET /api/docs': {
    policy: 'public',
    tags,
    summary: 'The API reference as a page (Swagger UI)',
    response: file('text/html; charset=utf-8', 'The page'),
  },
  'GET /api/docs/init.js': {
    policy: 'public',
    tags,
    summary: 'The script that points the page at /api/openapi.json',
    response: file('text/javascript; charset=utf-8', 'The script'),
  },
  'GET /api/docs/:asset': {
    policy: 'public',
    tags,
    summary: "The page's stylesheet and script (swagger-ui-dist)",
    params: z.object({ asset: text().max(100) }),
    response: file('text/plain', 'The asset, with its own content type'),
    errors: { 404: 'No such asset' },
    cache: 'daily',
  },
});
