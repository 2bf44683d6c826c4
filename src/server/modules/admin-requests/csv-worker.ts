/**
 * The CSV export's formatter, on a worker thread (csv-format.ts starts it). Formatting is the export's
 * heaviest work; here it runs beside the database reads and the HTTP writes instead of between them.
 * Gets a chunk as the JSON text PostgreSQL built (an array of cells per row), answers its CSV lines as
 * UTF-8 bytes (transferred, not copied).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { stringify } from 'csv-stringify/sync';

export interface TCsvWorkerData {
  /** Header labels. */
  columns: string[];
}

export interface TCsvJob {
  id: number;
  /** JSON array of row arrays. */
  rows: string;
  /** Start with the byte order mark and the header row. */
  header: boolean;
}

export type TCsvResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

const { columns } = workerData as TCsvWorkerData;
const encoder = new TextEncoder();
const port = parentPort;
if (!port) throw new Error('csv-worker.ts runs as a worker thread');

port.on('message', (job: TCsvJob) => {
  try {
    let text = job.header ? stringify([columns], { bom: true }) : '';
    const rows = JSON.parse(job.rows) as unknown[][];
    // Cells a spreadsheet would run as formulas (=, +, -, @ …) get a leading apostrophe.
    if (rows.length > 0) text += stringify(rows, { escape_formulas: true });
    const bytes = encoder.encode(text);
    port.postMessage({ id: job.id, bytes } satisfies TCsvResult, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id: job.id, error: String(error) } satisfies TCsvResult);
  }
});
