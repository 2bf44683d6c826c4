import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/errors.ts';
import type { TParseMessage } from './sheet-parse-worker.ts';
import { guardRefusal, tooComplex } from './sheet-refusals.ts';
import type { TRawSheets } from './sheet-read.ts';

/**
 * Every upload is read in a worker thread of its own (issue 28, F1/F2): whatever a file makes exceljs
 * do, the server's event loop keeps answering, a heap the file blows up is the worker's (its old space is
 * capped, and the worker dies alone), and a parse that takes too long is stopped. The guard runs there
 * too, so not even its inflating blocks the server. One file at a time: two uploads wait for each other
 * instead of doubling the peak.
 */
export interface TParseLimits {
  /**
   * The worker's old-space heap. Measured (decision 041): 5,000 price rows read within 48 MB, 20,000
   * rows of 8 columns within 96 MB, the guard's most (20,000 rows of 14 columns) within 128 MB.
   */
  heapMb: number;
  /** Wall time from the worker's start: those took 3–12 s near their heap limit on a busy machine. */
  timeMs: number;
}

export const PARSE_LIMITS: TParseLimits = { heapMb: 256, timeMs: 30_000 };

const WORKER = new URL('./sheet-parse-worker.ts', import.meta.url);

function parseInWorker(data: Uint8Array, limits: TParseLimits): Promise<TRawSheets> {
  // A copy the worker owns (moved, not copied again): the request's bytes may be a view on a larger or
  // shared buffer (a small Buffer lives in Node's pool), which must not be taken from its other users.
  const copy = new Uint8Array(data.byteLength);
  copy.set(data);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: { data: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(tooComplex(`The workbook took more than ${limits.timeMs / 1000} s to read`))),
      limits.timeMs,
    );
    worker.once('message', (message: TParseMessage) =>
      settle(() => {
        if (message.ok) return resolve(message.sheets);
        if ('rejected' in message)
          return reject(guardRefusal(message.rejected.problem, message.rejected.detail));
        const { code, messageKey, message: text, details } = message.refusal;
        reject(new AppError(code, messageKey, text, details));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooComplex(`The workbook needs more than ${limits.heapMb} MB to read`)
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the workbook parser exited with code ${code}`))),
    );
  });
}

/** Reads uploads one at a time, each in its own worker within the limits. */
export function createSheetParser(limits: TParseLimits = PARSE_LIMITS) {
  let turn: Promise<unknown> = Promise.resolve();
  return (data: Uint8Array): Promise<TRawSheets> => {
    const parsed = turn.then(() => parseInWorker(data, limits));
    turn = parsed.catch(() => undefined);
    return parsed;
  };
}
