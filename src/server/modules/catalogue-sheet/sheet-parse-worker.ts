import { parentPort, workerData } from 'node:worker_threads';
import type { AppError } from '../../http/errors.ts';
import type { TRawSheets } from './sheet-read.ts';
import { assertSafeXlsxZip, ZipRejectedError, type TZipProblem } from './zip-guard.ts';

/**
 * The parse worker (sheet-parser.ts starts one per upload). The guard first, with nothing else loaded
 * (the worker starts in about a tenth of a second, so a hostile file is refused at once); only a file it
 * passed loads exceljs and is read. Refusals cross back as plain data.
 */
export type TParseMessage =
  | { ok: true; sheets: TRawSheets }
  | { ok: false; rejected: { problem: TZipProblem; detail: string } }
  | { ok: false; refusal: Pick<AppError, 'code' | 'messageKey' | 'message' | 'details'> };

const post = (message: TParseMessage) => parentPort!.postMessage(message);
const { data } = workerData as { data: Uint8Array };
const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);

let passed = false;
try {
  assertSafeXlsxZip(buffer);
  passed = true;
} catch (error) {
  if (!(error instanceof ZipRejectedError)) throw error;
  post({ ok: false, rejected: { problem: error.problem, detail: error.message } });
}
if (passed) {
  const { AppError } = await import('../../http/errors.ts');
  const { parseCheckedWorkbook } = await import('./sheet-parse.ts');
  try {
    post({ ok: true, sheets: await parseCheckedWorkbook(buffer) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { code, messageKey, message, details } = error;
    post({ ok: false, refusal: { code, messageKey, message, details } });
  }
}
