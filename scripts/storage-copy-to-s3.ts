/**
 * Copies the files kept under DATA_DIR (photos, signatures, slips, documents) into the S3-compatible
 * bucket configured with STORAGE_S3_* (decision 029), for an installation that moves its files there:
 *
 *   npm run storage:copy-to-s3
 *
 * Files already in the bucket are left alone, so it can be run again after an interruption, and while the
 * server runs; nothing is deleted from DATA_DIR. Start the instances with the STORAGE_S3_* settings after it.
 */
import { ConfigError, loadConfig } from '#server/config/env.ts';
import { copyFiles } from '#server/storage/copy-files.ts';
import { createFileStore } from '#server/storage/create-file-store.ts';
import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { STORED_FOLDERS } from '#server/storage/stored-folders.ts';

try {
  const config = loadConfig();
  if (!config.STORAGE_S3_BUCKET) {
    console.error('Set STORAGE_S3_BUCKET and its keys (see .env.example) to say where the files go.');
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const result = await copyFiles(
      createFsFileStore(config.DATA_DIR),
      createFileStore(config),
      STORED_FOLDERS,
      (so) => console.log(`… ${so.copied} copied`),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Copied ${result.copied} files from ${config.DATA_DIR} to the bucket ${config.STORAGE_S3_BUCKET} in ${seconds} s; ${result.present} were already there.`,
    );
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
