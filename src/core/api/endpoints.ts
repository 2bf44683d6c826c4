import { CATALOGUE_ENDPOINTS } from '../contracts/catalogue.endpoints.ts';
import { TRADE_IN_ENDPOINTS } from '../contracts/trade-ins.endpoints.ts';

/**
 * Every endpoint of the API, by key (decision 015). The server serves exactly these (createApp refuses
 * to start otherwise), the access table and the OpenAPI document are derived from them, and the web
 * types its calls with `TEndpoints` (by `import type`: the web never ships this object).
 */
export const ENDPOINTS = {
  ...CATALOGUE_ENDPOINTS,
  ...TRADE_IN_ENDPOINTS,
};

export type TEndpoints = typeof ENDPOINTS;
export type TEndpointName = keyof TEndpoints;
/** Keys anyone may call: the only ones the landing page's fetcher accepts. */
export type TPublicEndpoint = {
  [K in TEndpointName]: TEndpoints[K]['policy'] extends 'public' ? K : never;
}[TEndpointName];
/** Keys that need a session: the signed-in fetcher's. */
export type TSignedInEndpoint = Exclude<TEndpointName, TPublicEndpoint>;
