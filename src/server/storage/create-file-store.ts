import type { TConfig } from '../config/env.ts';
import type { TFileStore } from './file-store.ts';
import { createFsFileStore } from './fs-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

type TStorageConfig = Pick<TConfig, 'DATA_DIR'> &
  Partial<
    Pick<
      TConfig,
      | 'STORAGE_S3_BUCKET'
      | 'STORAGE_S3_ENDPOINT'
      | 'STORAGE_S3_REGION'
      | 'STORAGE_S3_ACCESS_KEY_ID'
      | 'STORAGE_S3_SECRET_ACCESS_KEY'
      | 'STORAGE_S3_FORCE_PATH_STYLE'
      | 'STORAGE_S3_PREFIX'
    >
  >;

/** The installation's file store: an S3-compatible bucket when STORAGE_S3_BUCKET is set, else folders under DATA_DIR. */
export function createFileStore(config: TStorageConfig): TFileStore {
  if (!config.STORAGE_S3_BUCKET) return createFsFileStore(config.DATA_DIR);
  return createS3FileStore({
    endpoint: config.STORAGE_S3_ENDPOINT,
    bucket: config.STORAGE_S3_BUCKET,
    region: config.STORAGE_S3_REGION ?? 'us-east-1',
    accessKeyId: config.STORAGE_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.STORAGE_S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE ?? false,
    prefix: config.STORAGE_S3_PREFIX ?? '',
  });
}
