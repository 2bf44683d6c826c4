import type { Logger } from 'pino';
import { bangkokDate, bangkokDayStart } from '#core/bangkok-time.ts';
import { EVENT_HANDLERS } from '../../../event-handlers.ts';
import { createPhotoStorage } from '../../../modules/photos/photo-storage.ts';
import type { TFileStore } from '../../../storage/file-store.ts';
import { createPhotosRepository } from '../../../modules/photos/photos.repository.ts';
import { createPhotosService } from '../../../modules/photos/photos.service.ts';
import { createQuotesRepository } from '../../../modules/quotes/quotes.repository.ts';
import { createQuotesService } from '../../../modules/quotes/quotes.service.ts';
import { createOutboxWorker } from '../../../modules/workflow/outbox-worker.ts';
import type { TDb } from '../../client.ts';
import { seedAll } from '../index.ts';
import {
  countRealRequests,
  deleteDemoRows,
  listActiveStores,
  listRealReferencesSince,
  markDemoQuotes,
  summariseDemo,
  type TDemoSummary,
} from './demo.repository.ts';
import { planAbandonedQuotes } from './abandoned-quotes.ts';
import { demoWindowStart, planDemoBusiness } from './plan.ts';
import { createPhotoRenderer } from './photos.ts';
import { uploadDemoPhotos, writeDemoRequest } from './writer.ts';
import { stockDemoItems } from './warehouse-stock.ts';
import { seedDemoDealers } from './dealers.ts';
import { seedDemoInspections } from './inspections.ts';
import { seedDemoSales } from './sales.ts';
import { seedDemoVouchers } from './vouchers.ts';
import { seedDemoExchanges } from './exchanges.ts';
import { seedDemoMessages } from './messages.ts';
import {
  closeDemoMonth,
  seedDemoExpenses,
  seedDemoPayments,
  seedDemoReceipts,
  seedDemoVoucher,
} from './finance.ts';

/** The business's fixed seed: the same day and catalogue give the same business (decision 020). */
export const DEMO_SEED = 'khumkha-demo-1';
export const DEMO_DAYS = 90;
/** Requests whose photos are prepared ahead of the one being written. */
const PHOTO_LOOKAHEAD = 6;

export interface TDemoOptions {
  requests: number;
  force: boolean;
  /** Where the demo's photos are written (the installation's file store). */
  files: TFileStore;
  logger: Logger;
  /** The clock (tests); the demo's days end when today began in Bangkok. */
  now?: Date;
}

export type TDemoResult =
  | { kind: 'refused'; realRequests: number }
  | { kind: 'done'; replaced: number; realRequests: number; summary: TDemoSummary; elapsedMs: number };

/**
 * `npm run db:seed -- --demo`: refuses a database with real requests (unless forced) before writing
 * anything; seeds the catalogue; replaces the earlier demo rows; writes the planned requests through the
 * quotes, photos and workflow modules; then works the outbox to the end, so settled requests get their
 * warehouse items from the real handler.
 */
export async function seedDemoBusiness(db: TDb, options: TDemoOptions): Promise<TDemoResult> {
  const started = performance.now();
  const realRequests = await countRealRequests(db);
  if (realRequests > 0 && !options.force) return { kind: 'refused', realRequests };

  await seedAll(db);
  const storage = createPhotoStorage(options.files);
  const removed = await db.transaction((tx) => deleteDemoRows(tx));
  for (const file of removed.photoFiles) await storage.remove(file);
  // The stored files (slips, signatures) of the rows deleted, through the file store, once committed.
  for (const key of removed.fileKeys) await options.files.remove(key);

  const today = bangkokDate(options.now ?? new Date());
  const snapshot = await createQuotesRepository(db).loadPricingSnapshot();
  const models = [...snapshot.models.values()].filter((model) => model.isActive && model.brandIsActive);
  const plans = planDemoBusiness({
    seed: DEMO_SEED,
    count: options.requests,
    today,
    days: DEMO_DAYS,
    models,
    stores: await listActiveStores(db),
    takenReferences:
      realRequests > 0 ? await listRealReferencesSince(db, demoWindowStart(today, DEMO_DAYS + 2)) : new Set(),
  });

  // The quotes service prices each request at the moment its customer asked: its clock is set before
  // each call, and the calls go one at a time, so each reads its own moment.
  let clock = new Date();
  const quotes = createQuotesService(createQuotesRepository(db), { now: () => clock });
  const photos = createPhotosService(createPhotosRepository(db), storage);
  const deps = {
    db,
    createQuoteAt: (request: Parameters<typeof quotes.createQuote>[0], at: Date) => {
      clock = at;
      return quotes.createQuote(request);
    },
    uploadPhoto: (data: Uint8Array) => photos.upload(data),
    renderPhoto: createPhotoRenderer(),
  };
  // Photos are re-encoded on sharp's threads while the database writes the requests before them.
  const uploads: Promise<string[]>[] = [];
  const uploadAhead = (index: number) => {
    if (index >= plans.length || uploads[index]) return;
    uploads[index] = uploadDemoPhotos(deps, plans[index]!);
    // Awaited below; a failure meanwhile must not surface as an unhandled rejection first.
    uploads[index].catch(() => undefined);
  };
  for (const [index, plan] of plans.entries()) {
    for (let ahead = index; ahead <= index + PHOTO_LOOKAHEAD; ahead += 1) uploadAhead(ahead);
    await writeDemoRequest(deps, plan, await uploads[index]!);
  }

  const abandoned = planAbandonedQuotes({
    seed: DEMO_SEED,
    today,
    requestTimes: plans.map((plan) => plan.createdAt),
    models,
  });
  const abandonedIds: string[] = [];
  for (const { at, device } of abandoned) {
    const { id } = await deps.createQuoteAt(
      { modelId: device.model.id, storageGb: device.storageGb, year: device.year, answers: device.answers },
      at,
    );
    abandonedIds.push(id);
  }
  await markDemoQuotes(db, abandonedIds);
  await seedDemoDealers(db, options.now ?? new Date());
  await seedDemoInspections(db, bangkokDayStart(today));

  const worker = createOutboxWorker({ db, handlers: EVENT_HANDLERS, logger: options.logger });
  // A settlement's warehouse item records an event of its own: work until nothing is left.
  while ((await worker.drain()) > 0);
  await stockDemoItems(db, options.now ?? new Date());
  while ((await worker.drain()) > 0);
  await seedDemoSales(db, options.now ?? new Date(), options.files);
  await seedDemoExpenses(db, options.now ?? new Date());
  await seedDemoPayments(db, options.now ?? new Date(), options.files);
  await seedDemoVoucher(db, options.now ?? new Date());
  await seedDemoVouchers(db, options.now ?? new Date());
  // Old for new at the counter (decision 044): two requests of the counter's own, credited to two sales.
  await seedDemoExchanges(db, {
    seed: DEMO_SEED,
    dayStart: bangkokDayStart(today),
    devices: plans.map((plan) => plan.device),
  });
  await seedDemoReceipts(db, options.now ?? new Date(), options.files);
  await closeDemoMonth(db, options.now ?? new Date());
  while ((await worker.drain()) > 0);
  // The messages its steps sent (delivered, failed with why), from the same events (decision 043).
  await seedDemoMessages(db);

  return {
    kind: 'done',
    replaced: removed.requests,
    realRequests,
    summary: await summariseDemo(db),
    elapsedMs: Math.round(performance.now() - started),
  };
}
