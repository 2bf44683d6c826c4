import type { Logger } from 'pino';
import { bangkokDate } from '#core/bangkok-time.ts';
import type { TDatabase, TScrubReport } from '../../db/client.ts';
import { createDrainLoop } from '../../jobs/drain-loop.ts';
import { fileKey, type TFileStore } from '../../storage/file-store.ts';
import { FILE_FOLDERS } from '../files/files.service.ts';
import type { TPhotoStorage } from '../photos/photo-storage.ts';
import {
  dueCleanups,
  ERASED_TABLES,
  markCleaned,
  markCleanupFailed,
  replaceSlipFile,
  slipRecord,
  type TErasureCleanupEvent,
} from './erasure-cleanup.repository.ts';
import { remakeSlip, REMADE_SLIP_MIME_TYPE } from './slip-redaction.ts';

export interface TErasureCleanupReport {
  /** Erasures cleaned up in this pass. */
  erasures: number;
  failed: number;
  slipsRemade: number;
  filesRemoved: number;
  /** The database's rewrite, WAL switch and checkpoint; null when nothing was due. */
  scrub: TScrubReport | null;
  ms: number;
}

/** 2, 4, 8 … seconds, at most ten minutes: a clean-up is retried until it succeeds. */
const retryDelaySeconds = (attempts: number) => Math.min(600, 2 ** (attempts + 1));

/** The key of a slip made again: beside the original, never the same name (the store does not overwrite). */
const remadeKey = (fileId: string) => fileKey(FILE_FOLDERS.slip, `${fileId}-erased.jpg`);

/**
 * After an erasure commits (decision 049): deletes the customer's files, makes the completed payments'
 * slips again without the payee, and has the database rewrite the erased tables and drop the
 * write-ahead log that held the old rows. Every step can run twice: a pass that died (the process, the
 * store, the database) leaves its event, worked again at the next pass; nothing is ever given up.
 * One pass at a time in a process, and one instance at a time on a PostgreSQL server.
 */
export function createErasureCleaner(deps: {
  database: TDatabase;
  files: TFileStore;
  photos: TPhotoStorage;
  logger: Logger;
  /** How often to look for clean-ups left by a crash or a failure; a minute when absent. */
  pollMs?: number;
  now?: () => Date;
}) {
  const { database, files, logger } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());

  async function remakeSlipOf(slip: TErasureCleanupEvent['payload']['slips'][number]): Promise<boolean> {
    const record = await slipRecord(db, slip.paymentId, slip.fileId);
    const target = remadeKey(slip.fileId);
    if (record && record.storageKey === slip.storageKey) {
      const original = await files.get(slip.storageKey);
      const remade = await remakeSlip(original, {
        paymentReference: record.reference,
        amountSatang: record.amountSatang,
        paidOn: record.paidOn,
        bankCode: record.bankCode,
        bankReference: record.bankReference,
        payee: [record.accountName, record.accountNumber ?? record.promptPayId].filter(Boolean).join(' · '),
        erasedOn: bangkokDate(now()),
      });
      // A pass that died after the put finds the remade file there: it is replaced by this one.
      await files.remove(target);
      await files.put(target, remade.data, REMADE_SLIP_MIME_TYPE);
      await replaceSlipFile(db, slip.fileId, {
        storageKey: target,
        mimeType: REMADE_SLIP_MIME_TYPE,
        bytes: remade.data.byteLength,
        width: remade.width,
        height: remade.height,
      });
    }
    // The original goes once its row names the remade file (or no row names it any more).
    if (slip.storageKey !== target) await files.remove(slip.storageKey);
    return Boolean(record && record.storageKey === slip.storageKey);
  }

  async function filesOf(event: TErasureCleanupEvent): Promise<{ slips: number; removed: number }> {
    const { photoFiles, evidenceKeys, slips } = event.payload;
    await Promise.all([
      ...photoFiles.map((name) => deps.photos.remove(name)),
      ...evidenceKeys.map((key) => files.remove(key)),
    ]);
    let remade = 0;
    for (const slip of slips) if (await remakeSlipOf(slip)) remade += 1;
    return { slips: remade, removed: photoFiles.length + evidenceKeys.length + slips.length };
  }

  async function pass(): Promise<TErasureCleanupReport> {
    const started = performance.now();
    const report: TErasureCleanupReport = {
      erasures: 0,
      failed: 0,
      slipsRemade: 0,
      filesRemoved: 0,
      scrub: null,
      ms: 0,
    };
    const due = await dueCleanups(db);
    if (due.length === 0) return report;
    const filesDone: TErasureCleanupEvent[] = [];
    const fail = async (event: TErasureCleanupEvent, error: unknown) => {
      report.failed += 1;
      logger.error({ err: error, eventId: event.id }, 'erasure clean-up failed; it will be tried again');
      await markCleanupFailed(
        db,
        event.id,
        error instanceof Error ? error.message : String(error),
        retryDelaySeconds(event.attempts),
      );
    };
    for (const event of due) {
      try {
        const done = await filesOf(event);
        report.slipsRemade += done.slips;
        report.filesRemoved += done.removed;
        filesDone.push(event);
      } catch (error) {
        await fail(event, error);
      }
    }
    if (filesDone.length > 0) {
      try {
        // One rewrite for every erasure of the pass. The mark comes after it: a crash in between only
        // means the rewrite runs again.
        report.scrub = await database.scrub(ERASED_TABLES);
        await markCleaned(
          db,
          filesDone.map((event) => event.id),
        );
        report.erasures = filesDone.length;
        logger.info(
          { erasures: filesDone.length, scrub: report.scrub, slipsRemade: report.slipsRemade },
          'erasure cleaned up',
        );
      } catch (error) {
        for (const event of filesDone) await fail(event, error);
      }
    }
    report.ms = Math.round(performance.now() - started);
    return report;
  }

  let running: Promise<unknown> = Promise.resolve();
  /** Works every clean-up due now; passes in this process run one after another. */
  function drain(): Promise<TErasureCleanupReport> {
    const next = running.then(() => database.exclusive('trade-in-portal:erasure-cleanup', pass));
    running = next.catch(() => undefined);
    return next;
  }

  const loop = createDrainLoop({ name: 'erasure clean-up', pollMs: deps.pollMs ?? 60_000, logger, drain });
  return { drain, start: loop.start, nudge: loop.nudge, stop: loop.stop };
}

export type TErasureCleaner = ReturnType<typeof createErasureCleaner>;
