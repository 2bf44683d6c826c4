import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { copyFiles } from '#server/storage/copy-files.ts';
import { createFileStore } from '#server/storage/create-file-store.ts';
import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { STORED_FOLDERS } from '#server/storage/stored-folders.ts';
import { describeFileStore } from '../support/file-store-contract.ts';
import { startS3Server, type TS3TestServer } from '../support/s3-server.ts';
import { makeTempDir, removeDir } from '../support/test-app.ts';

const root = makeTempDir('tradein-files-');
let s3: TS3TestServer;
beforeAll(async () => {
  s3 = await startS3Server(['tradein-files', 'tradein-shared', 'tradein-copy']);
});
afterAll(async () => {
  removeDir(root);
  await s3?.close();
});

describeFileStore('folder (DATA_DIR)', () => createFsFileStore(root));
// The store an instance makes from its settings, as configured in production.
describeFileStore('S3 bucket', () =>
  createFileStore(loadConfig({ DATA_DIR: root, ...s3.env('tradein-files') })),
);
describeFileStore('S3 bucket under a prefix', () =>
  createFileStore(loadConfig({ DATA_DIR: root, ...s3.env('tradein-shared'), STORAGE_S3_PREFIX: 'shop-a/' })),
);

describe('copyFiles (npm run storage:copy-to-s3)', () => {
  it('copies every folder into the bucket once, and a second run finds them there', async () => {
    const source = createFsFileStore(makeTempDir('tradein-copy-'));
    const keys = ['photos/a.jpg', 'photos/b.jpg', 'signatures/c.png', 'slips/d.pdf'];
    for (const key of keys) await source.put(key, new TextEncoder().encode(key), 'application/octet-stream');
    const target = createFileStore(loadConfig({ DATA_DIR: root, ...s3.env('tradein-copy') }));

    expect(await copyFiles(source, target, STORED_FOLDERS)).toEqual({ copied: 4, present: 0 });
    for (const key of keys) expect((await target.get(key))?.toString()).toBe(key);
    expect(await copyFiles(source, target, STORED_FOLDERS)).toEqual({ copied: 0, present: 4 });
  });
});
