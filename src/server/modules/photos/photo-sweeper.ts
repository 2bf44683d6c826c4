import type { Logger } from 'pino';
import { startPeriodicTask, type TPeriodicTask } from '../../jobs/periodic-task.ts';
import { sweepUploads } from '../../jobs/sweep-uploads.ts';
import type { TPhotoStorage } from './photo-storage.ts';
import type { TPhotosRepository } from './photos.repository.ts';

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
  const source = {
    deletePendingBefore: (cutoff: Date) => repository.deletePendingBefore(cutoff),
    findKnown: (names: string[]) => repository.findKnownFileNames(names),
  };
  const { pending, orphans } = await sweepUploads(source, storage, now);
  return { pendingPhotos: pending, orphanFiles: orphans };
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
