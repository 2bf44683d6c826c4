import { afterAll } from 'vitest';
import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { describeFileStore } from '../support/file-store-contract.ts';
import { makeTempDir, removeDir } from '../support/test-app.ts';

const root = makeTempDir('tradein-files-');
afterAll(() => removeDir(root));

describeFileStore('folder (DATA_DIR)', () => createFsFileStore(root));
