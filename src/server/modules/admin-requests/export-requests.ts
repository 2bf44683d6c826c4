import { stringify } from 'csv-stringify/sync';
import { bangkokFileStamp } from '#core/bangkok-time.ts';
import type { TAdminRequestFilters } from '#core/contracts/admin-requests.ts';
import type { TDb } from '../../db/client.ts';
import type { TKeyValues } from '../../db/keyset.ts';
import { conditionsOf } from './list-requests.ts';
import { EXPORT_COLUMNS, readExportChunk, type TExportChunk } from './request-list.repository.ts';

/**
 * The CSV export reads this many rows per query (few queries: each costs the database ~2 ms beyond its
 * rows), as pieces of EXPORT_PIECE_ROWS formatted one at a time. A piece's text (~30 KB of UTF-8, up
 * to twice that as a string with Thai) stays below V8's large-object size (128 KB), so it is an
 * ordinary young-generation string that the next scavenge frees: with 250 rows a piece, pieces became
 * large objects that wait for full collections, and the server grew by 140–170 MB during a 1,000,000
 * row export instead of under 10 MB.
 */
export const EXPORT_READ_ROWS = 2000;
const EXPORT_PIECE_ROWS = 100;
/** Reads in flight or waiting beyond the one being sent: the database works while this thread formats. */
const EXPORT_READS_AHEAD = 2;

const EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);

/** "trade-in-requests-2026-11-22-1930.csv": Bangkok time, a name that sorts by date. */
export function exportFileName(now: Date): string {
  return `trade-in-requests-${bangkokFileStamp(now)}.csv`;
}

/**
 * GET /api/admin/requests.csv: every field of every request matching the filters, newest first.
 * The database reads ahead (each read starts after the previous one's last key, up to
 * EXPORT_READS_AHEAD reads beyond what the client took) while this thread formats the pieces
 * the client asks for, one per pull: a slow client slows the reading and memory stays flat.
 * UTF-8 with a byte order mark so Excel reads Thai; cells a spreadsheet would run as formulas
 * (= + - @ …) get a leading apostrophe (csv-stringify's escape_formulas).
 */
export function exportRequestsCsv(
  db: TDb,
  filters: TAdminRequestFilters,
  exportReadRows: number = EXPORT_READ_ROWS,
): ReadableStream<Uint8Array> {
  const conditions = conditionsOf(filters);
  const encoder = new TextEncoder();
  const END = Symbol('end');
  /** Where the next read starts: after the previous read's last key, or END after the last one. */
  let nextStart: Promise<TKeyValues | undefined | typeof END> = Promise.resolve(undefined);
  const reads: Promise<TExportChunk | undefined>[] = [];
  let pieces: string[] = [];
  let cancelled = false;
  let header = true;

  function readAhead(): void {
    while (reads.length < EXPORT_READS_AHEAD) {
      const read = nextStart.then((after) =>
        after === END || cancelled
          ? undefined
          : readExportChunk(db, conditions, after, exportReadRows, EXPORT_PIECE_ROWS),
      );
      nextStart = read.then((chunk) =>
        chunk && chunk.count === exportReadRows && chunk.lastKey !== undefined ? chunk.lastKey : END,
      );
      // A failure reaches the client through pull; reads nobody waits for (client gone) are dropped.
      nextStart.catch(() => undefined);
      read.catch(() => undefined);
      reads.push(read);
    }
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (pieces.length === 0) {
        readAhead();
        const chunk = await reads.shift();
        if (!chunk) {
          // Past the end (an empty export still has its header).
          if (header) controller.enqueue(encoder.encode(stringify([EXPORT_HEADERS], { bom: true })));
          controller.close();
          return;
        }
        pieces = chunk.pieces;
      }
      let text = header ? stringify([EXPORT_HEADERS], { bom: true }) : '';
      header = false;
      text += stringify(JSON.parse(pieces.shift()!) as unknown[][], { escape_formulas: true });
      controller.enqueue(encoder.encode(text));
    },
    cancel() {
      cancelled = true;
    },
  });
}
