import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PHOTO_MAX_EDGE_PX } from '#core/constants.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ZPhotoUploadSchema } from '#core/contracts/trade-ins.ts';
import { createPhotoStorage } from '#server/modules/photos/photo-storage.ts';
import { createPhotosRepository } from '#server/modules/photos/photos.repository.ts';
import { createPhotosService } from '#server/modules/photos/photos.service.ts';
import { PHOTO_UPLOADS_PER_WINDOW } from '#server/modules/photos/photos.routes.ts';
import { exifHasGps, makeImage, makeJpegWithGps, makePngHeader, photoForm } from '../support/photo-files.ts';
import { makeTempDir, removeDir, useTestApp } from '../support/test-app.ts';
import { listPhotos } from '../support/trade-in-queries.ts';

let dataDir: string;
let photosDir: string;
let clientNumber = 0;

beforeAll(() => {
  dataDir = makeTempDir('tradein-photos-');
  photosDir = path.join(dataDir, 'photos');
});
afterAll(() => {
  if (dataDir) removeDir(dataDir);
});
// Each test uploads from its own address (X-Forwarded-For), so the per-address limit stays per test.
const testApp = useTestApp(() => ({ env: { DATA_DIR: dataDir, TRUST_PROXY: 'true' } }));
beforeEach(() => {
  removeDir(photosDir);
  clientNumber += 1;
});

const upload = (body: FormData | string, headers: Record<string, string> = {}) =>
  testApp.app.request('/api/photos', {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': `203.0.113.${clientNumber}`, ...headers },
  });

const storedFiles = () => (existsSync(photosDir) ? readdirSync(photosDir) : []);

async function expectRefused(response: Response, status: number, messageKey: string) {
  expect(response.status).toBe(status);
  expect(ZErrorBodySchema.parse(await response.json()).error.messageKey).toBe(messageKey);
  expect(await listPhotos(testApp.db)).toEqual([]);
  expect(storedFiles()).toEqual([]);
}

describe('POST /api/photos: what is kept', () => {
  it('stores a re-encoded JPEG under DATA_DIR/photos with a pending row', async () => {
    const response = await upload(photoForm(await makeImage('png', 64, 48), 'device.png', 'image/png'));

    expect(response.status).toBe(201);
    const photo = ZPhotoUploadSchema.parse(await response.json());
    const file = path.join(photosDir, `${photo.id}.jpg`);
    expect(storedFiles()).toEqual([`${photo.id}.jpg`]);
    expect(photo).toMatchObject({ width: 64, height: 48, bytes: statSync(file).size });
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(await listPhotos(testApp.db)).toMatchObject([
      {
        id: photo.id,
        tradeInId: null,
        fileName: `${photo.id}.jpg`,
        mimeType: 'image/jpeg',
        bytes: photo.bytes,
      },
    ]);
  });

  it('turns the photo upright and drops EXIF, GPS and the colour profile', async () => {
    const original = await makeJpegWithGps(200, 100);
    const before = await sharp(original).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before).toMatchObject({ orientation: 6, width: 200, height: 100 });
    expect(before.icc).toBeDefined();

    const photo = ZPhotoUploadSchema.parse(await (await upload(photoForm(original))).json());

    const after = await sharp(path.join(photosDir, `${photo.id}.jpg`)).metadata();
    expect({ width: after.width, height: after.height }).toEqual({ width: 100, height: 200 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(photo).toMatchObject({ width: 100, height: 200 });
  });

  it('fits a large photo inside the longest-edge limit', async () => {
    const photo = ZPhotoUploadSchema.parse(
      await (await upload(photoForm(await makeImage('jpeg', 4000, 3000)))).json(),
    );

    expect(photo).toMatchObject({ width: PHOTO_MAX_EDGE_PX, height: 1200 });
    const stored = await sharp(path.join(photosDir, `${photo.id}.jpg`)).metadata();
    expect(Math.max(stored.width, stored.height)).toBe(PHOTO_MAX_EDGE_PX);
  });

  it.each(['webp', 'avif'] as const)('accepts %s and stores JPEG', async (format) => {
    const response = await upload(photoForm(await makeImage(format), `photo.${format}`, `image/${format}`));

    expect(response.status).toBe(201);
    expect(storedFiles()[0]).toMatch(/\.jpg$/);
  });
});

describe('POST /api/photos: what is refused', () => {
  it('refuses a text file named like a photo with 400 errors.photos.notImage', async () => {
    await expectRefused(
      await upload(
        photoForm(Buffer.from('just some notes, not a photo\n'.repeat(20)), 'photo.jpg', 'image/jpeg'),
      ),
      400,
      'errors.photos.notImage',
    );
  });

  it('refuses other real formats (GIF, PDF) with 400 errors.photos.notImage', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expectRefused(await upload(photoForm(gif, 'a.jpg')), 400, 'errors.photos.notImage');
    await expectRefused(
      await upload(photoForm(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'a.jpg')),
      400,
      'errors.photos.notImage',
    );
  });

  it('refuses a JPEG that cannot be decoded with 400 errors.photos.unreadable', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    await expectRefused(await upload(photoForm(broken)), 400, 'errors.photos.unreadable');
  });

  it('refuses a HEIC photo it cannot decode (HEVC) with 400 errors.photos.heicUnsupported, not "unreadable"', async () => {
    // An ISO-BMFF 'ftyp' box of brand heic: what an iPhone's HEIC file starts with; HEVC data after it.
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypheic', 4);
    ftyp.write('mif1heic', 16);
    const heic = Buffer.concat([ftyp, Buffer.alloc(4000, 0x41)]);
    await expectRefused(
      await upload(photoForm(heic, 'IMG_0001.HEIC', 'image/heic')),
      400,
      'errors.photos.heicUnsupported',
    );
  });

  it('refuses an image over 50 megapixels before decoding it, with 400 errors.photos.tooLarge', async () => {
    await expectRefused(
      await upload(photoForm(makePngHeader(10_000, 10_000), 'bomb.png', 'image/png')),
      400,
      'errors.photos.tooLarge',
    );
  });

  it('answers 413 errors.photos.tooLarge for a file over the limit, by its size or the body size', async () => {
    const justOver = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff);
    await expectRefused(await upload(photoForm(justOver)), 413, 'errors.photos.tooLarge');
    const farOver = Buffer.alloc(MAX_PHOTO_BYTES + 512 * 1024, 0xff);
    await expectRefused(await upload(photoForm(farOver)), 413, 'errors.photos.tooLarge');
    await expectRefused(
      await upload('x', {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(MAX_PHOTO_BYTES * 2),
      }),
      413,
      'errors.photos.tooLarge',
    );
  });

  it('answers 400 without a file, with another field name, or with two files', async () => {
    await expectRefused(
      await upload(photoForm(await makeImage('png'), 'a.png', 'image/png', 'photo')),
      400,
      'errors.photos.required',
    );
    await expectRefused(
      await upload('not a form', { 'Content-Type': 'text/plain' }),
      400,
      'errors.photos.required',
    );
    await expectRefused(
      await upload('--x\r\nbroken', { 'Content-Type': 'multipart/form-data; boundary=x' }),
      400,
      'errors.photos.required',
    );
    const two = photoForm(await makeImage('png'), 'a.png', 'image/png');
    two.append('file', new File([new Uint8Array(await makeImage('png'))], 'b.png', { type: 'image/png' }));
    await expectRefused(await upload(two), 400, 'errors.photos.onePerRequest');
  });

  it(`answers 429 after ${PHOTO_UPLOADS_PER_WINDOW} uploads from one address, with Retry-After`, async () => {
    const empty = () => upload(new FormData());
    for (let index = 0; index < PHOTO_UPLOADS_PER_WINDOW; index += 1)
      expect((await empty()).status).toBe(400);

    const limited = await empty();
    expect(limited.status).toBe(429);
    expect(ZErrorBodySchema.parse(await limited.json()).error.messageKey).toBe('errors.rateLimited');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const otherAddress = await upload(photoForm(await makeImage('png'), 'a.png', 'image/png'), {
      'X-Forwarded-For': '198.51.100.7',
    });
    expect(otherAddress.status).toBe(201);
  });
});

describe('photos service', () => {
  it('removes the written file when the row cannot be stored', async () => {
    const repository = createPhotosRepository(testApp.db);
    const failing = {
      ...repository,
      insertPending: async () => {
        throw new Error('database went away');
      },
    };
    const service = createPhotosService(failing, createPhotoStorage(createFsFileStore(dataDir)));

    await expect(service.upload(await makeImage('png'))).rejects.toThrow('database went away');

    expect(storedFiles()).toEqual([]);
    expect(await listPhotos(testApp.db)).toEqual([]);
  });
});
