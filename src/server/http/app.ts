import { Hono } from 'hono';
import type { Logger } from 'pino';
import { randomBytes } from 'node:crypto';
import type { TConfig } from '../config/env.ts';
import type { TDatabase } from '../db/client.ts';
import { registerAdminCatalogue } from '../modules/admin-catalogue/admin-catalogue-module.ts';
import { registerAdminRequests } from '../modules/admin-requests/admin-requests-module.ts';
import { registerNotifications } from '../modules/notifications/notifications-module.ts';
import { registerPersonalData } from '../modules/personal-data/personal-data-module.ts';
import type { TErasureCleaner } from '../modules/personal-data/erasure-cleanup.ts';
import { registerWarehouse } from '../modules/warehouse/warehouse-module.ts';
import { createCatalogueModule } from '../modules/catalogue/catalogue-module.ts';
import type { TCatalogueCache } from '../modules/catalogue/catalogue-cache.ts';
import { registerCatalogueSheet } from '../modules/catalogue-sheet/catalogue-sheet-module.ts';
import { registerChat, type TChatDeps } from '../modules/chat/chat-module.ts';
import { registerCompany } from '../modules/company/company-module.ts';
import { createAuthModule } from '../modules/auth/auth-module.ts';
import { registerDealers } from '../modules/dealers/dealers-module.ts';
import { registerEngineer } from '../modules/engineer/engineer-module.ts';
import { createFilesModule } from '../modules/files/files-module.ts';
import { registerFinance } from '../modules/finance/finance-module.ts';
import { registerHealthRoutes } from '../modules/health/health.routes.ts';
import { registerQuestionnaire } from '../modules/questionnaire/questionnaire-module.ts';
import { createQuotesModule } from '../modules/quotes/quotes-module.ts';
import { registerReceipts } from '../modules/receipts/receipts-module.ts';
import { registerReports } from '../modules/reports/reports-module.ts';
import { registerLogistics } from '../modules/logistics/logistics-module.ts';
import { registerSales } from '../modules/sales/sales-module.ts';
import { registerSetup } from '../modules/setup/setup-module.ts';
import { registerSubmissionRoutes } from '../modules/trade-ins/submission-module.ts';
import { createTrackingLimits } from '../modules/tracking/tracking-limits.ts';
import { registerTracking } from '../modules/tracking/tracking-module.ts';
import { createWorkflow } from '../modules/workflow/workflow.ts';
import { accessControl, assertEveryEndpointServed, assertEveryRouteHasPolicy } from './access-policy.ts';
import { createApiApp } from './api-app.ts';
import { mountApiDocs } from './api-docs.ts';
import type { TAppEnv } from './context.ts';
import { requestBodyLimit } from './body-limit.ts';
import { corsFor } from './cors.ts';
import { AppError, errorBody, toAppError } from './errors.ts';
import { createFastPath } from './fast-path.ts';
import { createRequestFront } from './request-front.ts';
import { mountWebApp } from './web-static.ts';
import { createFileStore } from '../storage/create-file-store.ts';
import type { TFileStore } from '../storage/file-store.ts';
import type { TNotificationsRuntime } from '../modules/notifications/notifications-runtime.ts';
import { createSharedState } from '../shared-state/create-shared-state.ts';
import type { TSharedState } from '../shared-state/shared-state.ts';

export interface TAppDeps {
  config: TConfig;
  database: TDatabase;
  logger: Logger;
  /** Set once shutdown begins, so /readyz turns 503 and load balancers stop sending work. */
  isShuttingDown?: () => boolean;
  /** Where files are kept (decision 029); folders under DATA_DIR when absent. */
  files?: TFileStore;
  /** Tests: the chat's pacing (built-in pause between pieces, keep-alive interval). */
  chat?: Pick<TChatDeps, 'chunkDelayMs' | 'keepAliveMs'>;
  /**
   * Key of access tokens and two-factor secrets: from resolveAuthSecret (config/auth-secret.ts). Falls
   * back to AUTH_SECRET; outside production a random one lives as long as the app (tests).
   */
  authSecret?: string;
  /** Tests: the accounts module's clock (session lifetimes, tokens, codes). */
  auth?: { now?: () => Date };
  /** Rate limits, throttles, budgets and previews every instance sees (decision 025); from the database when absent. */
  shared?: TSharedState;
  /** The public catalogue in memory (decision 025); made from the database when absent. */
  catalogue?: TCatalogueCache;
  /** The clean-up after personal-data erasures (decision 049); the app makes its own when absent. */
  erasureCleaner?: TErasureCleaner;
  /** The outbox worker, woken after every commit that recorded workflow events (decision 016). */
  outbox?: { nudge(): void };
  /** Customer messages (decision 043): the channels that are on and the sender; none when absent. */
  notifications?: TNotificationsRuntime;
}

export function createApp(deps: TAppDeps) {
  const { config, database, logger } = deps;
  const isShuttingDown = deps.isShuttingDown ?? (() => false);
  const workflow = createWorkflow({ db: database.db, outbox: deps.outbox });
  const files = deps.files ?? createFileStore(config);
  const shared = deps.shared ?? createSharedState(database);
  const app = new Hono<TAppEnv>();

  const https = config.publicUrl.startsWith('https://');
  // The request id, security headers, shutdown's Connection: close and the log line (request-front.ts).
  const front = createRequestFront({ logger, https, isShuttingDown });
  app.use(front.middleware);
  app.use(requestBodyLimit());

  registerHealthRoutes(app, database, isShuttingDown);

  const api = createApiApp();
  const cors = corsFor(config.CORS_ORIGINS);
  if (cors) api.use('*', cors);
  const auth = createAuthModule({
    db: database.db,
    config,
    authSecret: authSecretFor(deps),
    shared,
    ...(deps.auth?.now ? { now: deps.auth.now } : {}),
  });
  // Before every route, so no route's own middleware (validation, rate limits, bodies) runs first.
  api.use('*', accessControl({ authenticate: auth.sessions.authenticate }));
  // A change an admin made here is served by the next read at once; other instances learn of it from
  // the database's notification (decision 025). The quotes' pricing snapshot shares the cache's watch
  // (db/version-watch.ts), so it checks again too.
  const catalogue = createCatalogueModule({ database, cache: deps.catalogue });
  api.use('/admin/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') catalogue.cache.invalidate();
  });
  auth.register(api);
  registerSetup(api, { db: database.db, config, shared });
  catalogue.register(api);
  registerAdminCatalogue(api, { db: database.db, config });
  // One quotes service for the app: the submission and the chat price with its rules cache too.
  const quotes = createQuotesModule({ db: database.db, config, shared, changes: database.changes });
  quotes.register(api);
  registerQuestionnaire(api, { db: database.db, config, quotesService: quotes.service });
  const tradeIns = registerSubmissionRoutes(api, {
    db: database.db,
    config,
    quotes: quotes.service,
    files,
    shared,
  });
  registerDealers(api, { db: database.db, config, workflow, tradeIns, now: deps.auth?.now });
  registerReceipts(api, { db: database.db, config });
  // One set of tracking limits for /track and the chat's status look-ups (F6).
  const clock = deps.auth?.now;
  const trackingLimits = createTrackingLimits({
    trustProxy: config.TRUST_PROXY,
    shared,
    ...(clock ? { now: () => clock().getTime() } : {}),
  });
  registerTracking(api, { db: database.db, limits: trackingLimits, workflow });
  registerAdminRequests(api, { db: database.db, config, workflow, files });
  registerPersonalData(api, { database, config, files, logger, cleaner: deps.erasureCleaner });
  registerNotifications(api, { db: database.db, config, logger, runtime: deps.notifications });
  registerCatalogueSheet(api, { db: database.db, config, shared });
  registerReports(api, { db: database.db });
  registerCompany(api, { db: database.db, config });
  registerSales(api, { db: database.db, config, workflow, tradeIns });
  registerWarehouse(api, {
    db: database.db,
    workflow,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.publicUrl,
  });
  // Staff uploads; the consoles' modules attach them (attachFiles) and may read them (files.service).
  const staffFiles = createFilesModule({ db: database.db, files });
  staffFiles.register(api);
  registerLogistics(api, {
    db: database.db,
    config,
    workflow,
    files: staffFiles.service,
    limits: trackingLimits,
  });
  registerEngineer(api, {
    db: database.db,
    config,
    workflow,
    files,
    filesService: staffFiles.service,
    trackingLimits,
  });
  registerFinance(api, { db: database.db, config, workflow, files: staffFiles.service });
  registerChat(api, {
    db: database.db,
    config,
    quotesService: quotes.service,
    trackingLimits,
    shared,
    ...deps.chat,
  });
  mountApiDocs(api);
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'errors.notFound', 'No such API endpoint');
  });
  app.route('/', api);
  assertEveryRouteHasPolicy(app.routes);
  assertEveryEndpointServed(app.routes);

  const assets = mountWebApp(app, config.WEB_DIST_DIR);

  app.onError((error, c) => {
    const appError = toAppError(error);
    const id = c.get('requestId');
    if (appError.code === 'INTERNAL') logger.error({ err: error, requestId: id }, 'unhandled error');
    else if (appError.code === 'UNAVAILABLE')
      logger.warn({ err: error, requestId: id }, 'database unavailable');
    if (appError.retryAfterSeconds) c.header('Retry-After', String(appError.retryAfterSeconds));
    return c.json(errorBody(appError, id), appError.status);
  });

  // The node:http listener answers the catalogue lists and hashed assets from memory before Hono (issue 15).
  const fastPath = createFastPath({
    catalogue: catalogue.cache,
    assets,
    logger,
    securityHeaders: front.securityHeaders,
    cors: cors !== undefined,
    isShuttingDown,
  });
  return Object.assign(app, { fastPath, front });
}

function authSecretFor(deps: TAppDeps): string {
  const secret = deps.authSecret ?? deps.config.AUTH_SECRET;
  if (secret) return secret;
  if (deps.config.NODE_ENV === 'production') {
    throw new Error('AUTH_SECRET is required when NODE_ENV=production (see .env.example)');
  }
  return randomBytes(48).toString('base64url');
}
