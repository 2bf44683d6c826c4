import type { Logger } from 'pino';

/**
 * Runs `drain` now and then every `pollMs`, one pass at a time, and at once when nudged (a nudge during
 * a pass runs another right after it). The outbox (decision 016) and the message sender (decision 043)
 * work this way. A failed pass is logged; the next one tries again. The timer does not keep Node alive.
 */
export function createDrainLoop(options: {
  name: string;
  pollMs: number;
  logger: Logger;
  drain: () => Promise<unknown>;
}) {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  function run(): void {
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    pass = options
      .drain()
      .then(
        () => undefined,
        (error: unknown) => options.logger.error({ err: error }, `${options.name} pass failed`),
      )
      .finally(() => {
        pass = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(options.pollMs);
      });
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    nudge(): void {
      if (!stopped) schedule(0);
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}

/** The event loop's turn: timers, sockets and requests waiting run before the next batch. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Works batches until one comes back short; returns how many items were claimed in all. Between batches
 * the event loop takes its turn: on the embedded database a query is no I/O, only promises, so a backlog
 * (10,000 events after a restart) would otherwise hold the process for its whole drain — /healthz and
 * every request unanswered, and the message sender, nudged after each batch, not started until the end.
 */
export async function drainInBatches(
  workBatch: () => Promise<number>,
  batchSize: number,
  /** Stopping (a shutdown): no next batch; what is left is the next start's. */
  stopping: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await workBatch();
    total += claimed;
    if (claimed < batchSize || stopping()) return total;
    await nextTurn();
  }
}
