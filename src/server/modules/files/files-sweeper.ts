import type { Logger } from 'pino';
import { FILE_KINDS } from '#core/contracts/files.ts';
import { startPeriodicTask, type TPeriodicTask } from '../../jobs/periodic-task.ts';
import { sweepUploads, type TUploadSweep } from '../../jobs/sweep-uploads.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import type { TFilesRepository } from './files.repository.ts';
import { FILE_FOLDERS } from './files.service.ts';

/** Pending staff uploads older than a day, and files of their folders that no row knows (decision 029). */
export async function sweepStoredFiles(
  repository: TFilesRepository,
  files: TFileStore,
  now: Date = new Date(),
): Promise<TUploadSweep> {
  const source = {
    deletePendingBefore: (cutoff: Date) => repository.deletePendingBefore(cutoff),
    findKnown: (keys: string[]) => repository.findKnownKeys(keys),
  };
  const store = {
    remove: (key: string) => files.remove(key),
    async list() {
      const lists = await Promise.all(FILE_KINDS.map((kind) => files.list(FILE_FOLDERS[kind])));
      return lists.flat().map((file) => ({ name: file.key, modifiedAt: file.modifiedAt }));
    },
  };
  return sweepUploads(source, store, now);
}

/** Sweeps now and then every hour; the timer does not keep the process alive. */
export function startFilesSweeper(options: {
  repository: TFilesRepository;
  files: TFileStore;
  logger: Logger;
  intervalMs?: number;
}): TPeriodicTask {
  const { repository, files, logger } = options;
  return startPeriodicTask({
    name: 'file sweep',
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    logger,
    task: async () => {
      const result = await sweepStoredFiles(repository, files);
      if (result.pending + result.orphans > 0) logger.info(result, 'swept stale uploads');
    },
  });
}
