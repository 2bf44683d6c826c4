import { Worker } from 'node:worker_threads';
import type { TCsvJob, TCsvResult, TCsvWorkerData } from './csv-worker.ts';

/**
 * Formats export chunks on one worker thread (csv-worker.ts), shared by every export of the process;
 * jobs are answered in order. Started at the first export; idle, it does not keep the process alive.
 */
export function createCsvFormatter(columns: readonly string[]) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const data: TCsvWorkerData = { columns: [...columns] };
    const thread = new Worker(new URL('./csv-worker.ts', import.meta.url), {
      workerData: data,
      // A young generation large enough for a chunk's rows to die young (less promotion, less
      // marking: about half the CPU of 16 MB), and caps that keep the thread's memory bounded.
      resourceLimits: { maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: 128 },
    });
    thread.on('message', (result: TCsvResult) => {
      const job = pending.get(result.id);
      if (!job) return;
      pending.delete(result.id);
      if (pending.size === 0) thread.unref();
      if ('bytes' in result) job.resolve(result.bytes);
      else job.reject(new Error(`CSV formatting failed: ${result.error}`));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => failAll(new Error(`CSV worker exited with code ${code}`)));
    // Idle, the thread does not keep the process alive (unref after the listeners: adding a
    // 'message' listener refs its port again); while it has work, it does.
    thread.unref();
    worker = thread;
    return thread;
  }

  return {
    /** The CSV lines of a chunk (JSON text of row arrays), with the BOM and header when `header`. */
    format(rows: string, header: boolean): Promise<Uint8Array> {
      const thread = started();
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        if (pending.size === 0) thread.ref();
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, rows, header } satisfies TCsvJob);
      });
    },

    async close(): Promise<void> {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}

export type TCsvFormatter = ReturnType<typeof createCsvFormatter>;
