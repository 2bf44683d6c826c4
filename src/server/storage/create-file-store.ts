import type { TConfig } from '../config/env.ts';
import type { TFileStore } from './file-store.ts';
import { createFsFileStore } from './fs-file-store.ts';

/** The installation's file store: folders under DATA_DIR (an S3-compatible bucket when configured). */
export function createFileStore(config: Pick<TConfig, 'DATA_DIR'>): TFileStore {
  return createFsFileStore(config.DATA_DIR);
}
