import type { Logger } from 'pino';

export interface TPeriodicTask {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now and then every `intervalMs`, one run at a time; a failed run is logged and the next
 * one tries again (a database outage must not end the process). The timer does not keep Node alive.
 */
export function startPeriodicTask(options: {
  name: string;
  intervalMs: number;
  logger: Logger;
  task: () => Promise<void>;
}): TPeriodicTask {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = options
      .task()
      .catch((error: unknown) => options.logger.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
