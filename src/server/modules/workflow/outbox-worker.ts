import type { Logger } from 'pino';
import type { TDb, TTx } from '../../db/client.ts';
import { createDrainLoop, drainInBatches } from '../../jobs/drain-loop.ts';
import { claimDueEvents, markFailed, markProcessed, type TOutboxEvent } from './outbox.repository.ts';

/** Reacts to one event inside the transaction that marks it processed: its writes and the mark commit together. */
export type TOutboxHandler = (tx: TTx, event: TOutboxEvent) => Promise<void>;

export interface TOutboxWorkerOptions {
  db: TDb;
  handlers: Readonly<Record<string, TOutboxHandler>>;
  logger: Logger;
  /** How often to look for work nobody announced (another instance's events, retries, after a restart). */
  pollMs?: number;
  batchSize?: number;
  /** After this many failures an event is left for a person to look at (its last error is kept). */
  maxAttempts?: number;
  /**
   * Called with the claimed batch before its handlers run, in its transaction: a reaction that reads
   * the same facts for many events reads them once (the customer messages, decision 043).
   */
  beforeBatch?: (tx: TTx, events: readonly TOutboxEvent[]) => Promise<void>;
  /** Told after a batch committed (the customer messages its handlers wrote are sent then, decision 043). */
  afterCommit?: () => void;
}

export const OUTBOX_DEFAULTS = { pollMs: 1000, batchSize: 50, maxAttempts: 10 } as const;

/** 2, 4, 8 … seconds, at most ten minutes. */
const retryDelaySeconds = (attempts: number) => Math.min(600, 2 ** (attempts + 1));

/**
 * Works the outbox (decision 016): claims due events with FOR UPDATE SKIP LOCKED, runs each handler in a
 * savepoint of the claiming transaction, and marks the events processed in it. A crash before the commit
 * leaves every event of the batch unprocessed with none of its handlers' writes, so each event's effects
 * happen exactly once. A failing handler only rolls back its own savepoint; its event is retried later.
 * Events without a handler are marked processed.
 */
export function createOutboxWorker(options: TOutboxWorkerOptions) {
  const { db, handlers, logger } = options;
  const pollMs = options.pollMs ?? OUTBOX_DEFAULTS.pollMs;
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;

  async function handle(tx: TTx, event: TOutboxEvent): Promise<boolean> {
    const handler = handlers[event.topic];
    if (!handler) return true;
    try {
      await tx.transaction((savepoint) => handler(savepoint, event));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, eventId: event.id, topic: event.topic }, 'outbox handler failed');
      await markFailed(tx, event.id, message, retryDelaySeconds(event.attempts));
      return false;
    }
  }

  /** One batch in one transaction; returns how many events were claimed. */
  async function workBatch(): Promise<number> {
    const claimed = await db.transaction(async (tx) => {
      const events = await claimDueEvents(tx, batchSize, maxAttempts);
      if (events.length > 0) await options.beforeBatch?.(tx, events);
      const processed: number[] = [];
      for (const event of events) {
        if (await handle(tx, event)) processed.push(event.id);
      }
      await markProcessed(tx, processed);
      return events.length;
    });
    if (claimed > 0) options.afterCommit?.();
    return claimed;
  }

  let stopping = false;
  const drain = () => drainInBatches(workBatch, batchSize, () => stopping);

  const loop = createDrainLoop({ name: 'outbox', pollMs, logger, drain });

  return {
    start: loop.start,
    /** Work now: called after a commit that recorded events. */
    nudge: loop.nudge,
    /** Tests and scripts: work every due event now, whether started or not. */
    drain,
    /** Ends after the batch in progress (a backlog is not worked to its end first). */
    async stop(): Promise<void> {
      stopping = true;
      await loop.stop();
    },
  };
}

export type TOutboxWorker = ReturnType<typeof createOutboxWorker>;
