import { defineEndpoints, json } from '../api/endpoint.ts';
import {
  ZListBrandsQuerySchema,
  ZListBrandsResponseSchema,
  ZListModelsQuerySchema,
  ZListModelsResponseSchema,
} from './catalogue.ts';

const tags = ['Catalogue'];

/** The public catalogue the estimate form and the wizard choose from. */
export const CATALOGUE_ENDPOINTS = defineEndpoints({
  'GET /api/brands': {
    policy: 'public',
    tags,
    summary: 'Active brands, ordered by sort_order ascending',
    query: ZListBrandsQuerySchema,
    response: json(ZListBrandsResponseSchema, 'Brands'),
    errors: { 400: 'Invalid query' },
    cache: 'catalogue',
  },
  'GET /api/models': {
    policy: 'public',
    tags,
    summary: 'Active models of a brand, ordered by sort_order ascending',
    query: ZListModelsQuerySchema,
    response: json(ZListModelsResponseSchema, 'Models'),
    errors: { 400: 'Missing or invalid brandId', 404: 'Unknown or inactive brand' },
    cache: 'catalogue',
  },
});
