import type { Logger } from 'pino';
import { startPeriodicTask, type TPeriodicTask } from '../../jobs/periodic-task.ts';
import type { TPhotoStorage } from './photo-storage.ts';
import type { TPhotosRepository } from './photos.repository.ts';

/** A photo never attached to a request is kept this long (the customer may still submit). */
export const PENDING_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** A file without a row is left alone this long (its row may be a moment behind). */
export const ORPHAN_FILE_TTL_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface TSweepResult {
  pendingPhotos: number;
  orphanFiles: number;
}

/** Deletes pending photos older than a day with their files, then files older than an hour without a row. */
export async function sweepPhotos(
  repository: TPhotosRepository,
  storage: TPhotoStorage,
  now: Date = new Date(),
): Promise<TSweepResult> {
  // Rows first: a submission that claims a photo meanwhile keeps it (the delete skips claimed rows).
  const staleFiles = await repository.deletePendingBefore(new Date(now.getTime() - PENDING_PHOTO_TTL_MS));
  for (const fileName of staleFiles) await storage.remove(fileName);

  const cutoff = now.getTime() - ORPHAN_FILE_TTL_MS;
  const oldFiles = (await storage.list()).filter((file) => file.modifiedAt.getTime() < cutoff);
  let orphanFiles = 0;
  for (let start = 0; start < oldFiles.length; start += 500) {
    const batch = oldFiles.slice(start, start + 500).map((file) => file.name);
    const known = await repository.findKnownFileNames(batch);
    for (const name of batch) {
      if (known.has(name)) continue;
      await storage.remove(name);
      orphanFiles += 1;
    }
  }
  return { pendingPhotos: staleFiles.length, orphanFiles };
}

export type TPhotoSweeper = TPeriodicTask;

/** Sweeps now and then every hour; the timer does not keep the process alive. */
export function startPhotoSweeper(options: {
  repository: TPhotosRepository;
  storage: TPhotoStorage;
  logger: Logger;
  intervalMs?: number;
}): TPhotoSweeper {
  const { repository, storage, logger } = options;
  return startPeriodicTask({
    name: 'photo sweep',
    intervalMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
    logger,
    task: async () => {
      const result = await sweepPhotos(repository, storage);
      if (result.pendingPhotos + result.orphanFiles > 0) logger.info(result, 'swept stale photos');
    },
  });
}
