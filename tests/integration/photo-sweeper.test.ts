import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '#server/http/logger.ts';
import { sweepPhotos, startPhotoSweeper } from '#server/modules/photos/photo-sweeper.ts';
import { createPhotoStorage, type TPhotoStorage } from '#server/modules/photos/photo-storage.ts';
import { createPhotosRepository, type TPhotosRepository } from '#server/modules/photos/photos.repository.ts';
import { makeTempDir, removeDir } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createPendingPhoto, createTradeInRow } from '../support/trade-in-factories.ts';
import { listPhotos } from '../support/trade-in-queries.ts';

const HOUR = 60 * 60 * 1000;

const testDatabase = useTestDatabase();
let dir: string;
let repository: TPhotosRepository;
let storage: TPhotoStorage;

beforeAll(() => {
  repository = createPhotosRepository(testDatabase.db);
});
afterAll(() => {
  if (dir) removeDir(dir);
});
beforeEach(() => {
  if (dir) removeDir(dir);
  dir = makeTempDir('tradein-sweep-');
  storage = createPhotoStorage(createFsFileStore(dir));
});

/** A photo row with its file, both `ageMs` old (file first, then the row in one insert, as uploads do). */
async function photoAged(ageMs: number, tradeInId: number | null = null) {
  const id = randomUUID();
  fileAged(`${id}.jpg`, ageMs);
  return createPendingPhoto(testDatabase.db, { id, tradeInId, createdAt: new Date(Date.now() - ageMs) });
}

function fileAged(name: string, ageMs: number): void {
  mkdirSync(path.join(dir, 'photos'), { recursive: true });
  const file = path.join(dir, 'photos', name);
  writeFileSync(file, 'jpeg');
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
}

const photosDir = () => path.join(dir, 'photos');
const files = () => (existsSync(photosDir()) ? readdirSync(photosDir()).sort() : []);

describe('sweepPhotos', () => {
  it('deletes pending photos older than a day with their files, and keeps the rest', async () => {
    const stale = await photoAged(25 * HOUR);
    const recent = await photoAged(23 * HOUR);
    const attached = await photoAged(48 * HOUR, (await createTradeInRow(testDatabase.db)).id);

    const result = await sweepPhotos(repository, storage);

    expect(result).toEqual({ pendingPhotos: 1, orphanFiles: 0 });
    expect((await listPhotos(testDatabase.db)).map((photo) => photo.id).sort()).toEqual(
      [recent.id, attached.id].sort(),
    );
    expect(files()).toEqual([recent.fileName, attached.fileName].sort());
    expect(files()).not.toContain(stale.fileName);
  });

  it('deletes files without a row once they are an hour old', async () => {
    fileAged('0b7e4c44-0000-4000-8000-000000000001.jpg', 2 * HOUR);
    fileAged('0b7e4c44-0000-4000-8000-000000000002.jpg', 10 * 60 * 1000);
    const kept = await photoAged(3 * HOUR);

    const result = await sweepPhotos(repository, storage);

    expect(result).toEqual({ pendingPhotos: 0, orphanFiles: 1 });
    expect(files()).toEqual(['0b7e4c44-0000-4000-8000-000000000002.jpg', kept.fileName].sort());
  });

  it('copes with a photo folder that does not exist yet', async () => {
    removeDir(dir);

    expect(await sweepPhotos(repository, storage)).toEqual({ pendingPhotos: 0, orphanFiles: 0 });
  });
});

describe('startPhotoSweeper', () => {
  it('sweeps at once, and stop() waits for that sweep so the database can close after it', async () => {
    const stale = await photoAged(30 * HOUR);

    const sweeper = startPhotoSweeper({
      repository,
      storage,
      logger: createLogger('silent'),
      intervalMs: HOUR,
    });
    await sweeper.stop();

    expect(await listPhotos(testDatabase.db)).toEqual([]);
    expect(files()).not.toContain(stale.fileName);
  });

  it('sweeps again on its interval until stopped', async () => {
    const sweeper = startPhotoSweeper({
      repository,
      storage,
      logger: createLogger('silent'),
      intervalMs: 50,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 120));
      const stale = await photoAged(30 * HOUR);
      // Rows go first, then their files: wait for both.
      await expect
        .poll(
          async () => ({
            rows: (await listPhotos(testDatabase.db)).length,
            file: files().includes(stale.fileName),
          }),
          {
            timeout: 5000,
          },
        )
        .toEqual({ rows: 0, file: false });
    } finally {
      await sweeper.stop();
    }
    const afterStop = await photoAged(30 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await listPhotos(testDatabase.db)).map((photo) => photo.id)).toEqual([afterStop.id]);
  });
});
