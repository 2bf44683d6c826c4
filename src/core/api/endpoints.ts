import { ADMIN_CATALOGUE_ENDPOINTS } from '../contracts/admin-catalogue.endpoints.ts';
import { ADMIN_REQUEST_ENDPOINTS } from '../contracts/admin-requests.endpoints.ts';
import { ADMIN_USER_ENDPOINTS } from '../contracts/admin-users.endpoints.ts';
import { API_DOCS_ENDPOINTS } from '../contracts/api-docs.endpoints.ts';
import { AUTH_ENDPOINTS } from '../contracts/auth.endpoints.ts';
import { CATALOGUE_SHEET_ENDPOINTS } from '../contracts/catalogue-sheet.endpoints.ts';
import { CATALOGUE_ENDPOINTS } from '../contracts/catalogue.endpoints.ts';
import { CHAT_ENDPOINTS } from '../contracts/chat.endpoints.ts';
import { COMPANY_ENDPOINTS } from '../contracts/company.endpoints.ts';
import { DEALER_ENDPOINTS } from '../contracts/dealers.endpoints.ts';
import { ENGINEER_ENDPOINTS } from '../contracts/engineer.endpoints.ts';
import { FILE_ENDPOINTS } from '../contracts/files.endpoints.ts';
import { FINANCE_ENDPOINTS } from '../contracts/finance.endpoints.ts';
import {
  NOTIFICATION_ADMIN_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
} from '../contracts/notifications.endpoints.ts';
import { PERSONAL_DATA_ENDPOINTS } from '../contracts/personal-data.endpoints.ts';
import { QUESTIONNAIRE_ENDPOINTS } from '../contracts/questionnaire.endpoints.ts';
import { EXPENSE_ENDPOINTS } from '../contracts/expenses.endpoints.ts';
import { ACCOUNT_ENDPOINTS } from '../contracts/account.endpoints.ts';
import { INVITATION_ENDPOINTS } from '../contracts/invitations.endpoints.ts';
import { QUOTE_ENDPOINTS } from '../contracts/quotes.endpoints.ts';
import { REPORT_ENDPOINTS } from '../contracts/reports.endpoints.ts';
import { LOGISTICS_ENDPOINTS } from '../contracts/logistics.endpoints.ts';
import { SALES_ENDPOINTS } from '../contracts/sales.endpoints.ts';
import { SALE_RECEIPT_ENDPOINTS } from '../contracts/sale-receipts.endpoints.ts';
import { SETUP_ENDPOINTS } from '../contracts/setup.endpoints.ts';
import { TRADE_IN_ENDPOINTS } from '../contracts/trade-ins.endpoints.ts';
import { WAREHOUSE_ENDPOINTS } from '../contracts/warehouse.endpoints.ts';

/**
 * Every endpoint of the API, by key (decision 015). The server serves exactly these (createApp refuses
 * to start otherwise), the access table and the OpenAPI document are derived from them, and the web
 * types its calls with `TEndpoints` (by `import type`: the web never ships this object). Each domain's
 * descriptions live beside its schemas, in src/core/contracts/<domain>.endpoints.ts.
 */
export const ENDPOINTS = {
  ...CATALOGUE_ENDPOINTS,
  ...QUOTE_ENDPOINTS,
  ...TRADE_IN_ENDPOINTS,
  ...CHAT_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...SETUP_ENDPOINTS,
  ...DEALER_ENDPOINTS,
  ...ADMIN_USER_ENDPOINTS,
  ...INVITATION_ENDPOINTS,
  ...ADMIN_CATALOGUE_ENDPOINTS,
  ...CATALOGUE_SHEET_ENDPOINTS,
  ...ADMIN_REQUEST_ENDPOINTS,
  ...PERSONAL_DATA_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...NOTIFICATION_ADMIN_ENDPOINTS,
  ...REPORT_ENDPOINTS,
  ...FILE_ENDPOINTS,
  ...ENGINEER_ENDPOINTS,
  ...FINANCE_ENDPOINTS,
  ...EXPENSE_ENDPOINTS,
  ...SALE_RECEIPT_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...COMPANY_ENDPOINTS,
  ...QUESTIONNAIRE_ENDPOINTS,
  ...SALES_ENDPOINTS,
  ...LOGISTICS_ENDPOINTS,
  ...WAREHOUSE_ENDPOINTS,
  ...API_DOCS_ENDPOINTS,
};

export type TEndpoints = typeof ENDPOINTS;
export type TEndpointName = keyof TEndpoints;
/** Keys anyone may call: the only ones the landing page's fetcher accepts. */
export type TPublicEndpoint = {
  [K in TEndpointName]: TEndpoints[K]['policy'] extends 'public' ? K : never;
}[TEndpointName];
/** Keys that need a session: the signed-in fetcher's. */
export type TSignedInEndpoint = Exclude<TEndpointName, TPublicEndpoint>;
