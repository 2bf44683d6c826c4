import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test as base } from './test.ts';

/**
 * Chromium's fake camera (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<y4m>`,
 * with `--use-fake-ui-for-media-stream` granting it): whatever picture a test puts in its worker's
 * video file is what the page's camera shows, the next time the page opens it.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 3;

/**
 * A YUV4MPEG2 video of `picture` (a PNG or any image sharp reads) standing still: a text header, then
 * per frame "FRAME\n" and the raw 4:2:0 planes — Y at full size, U and V at half width and height.
 * Labels are black on white, so the grey picture is the luma and both chroma planes are neutral (128).
 */
export async function y4mOf(picture: Buffer): Promise<Buffer> {
  const luma = await sharp(picture)
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .grayscale()
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error(`Expected one grey channel, got ${luma.length} bytes`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** What the fake camera shows from the next time a page opens it. */
export async function showToCamera(videoFile: string, picture: Buffer): Promise<void> {
  writeFileSync(videoFile, await y4mOf(picture));
}

/**
 * The suite's `test` with a fake camera: each worker has its own video file (`cameraVideo`), blank
 * until a test shows the camera something.
 */
export const test = base.extend<{ cameraVideo: string }, { workerCameraVideo: string }>({
  workerCameraVideo: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dir = path.resolve('.tmp', 'fake-camera');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `worker-${workerInfo.workerIndex}.y4m`);
      const blank = await sharp({
        create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' },
      })
        .png()
        .toBuffer();
      await showToCamera(file, blank);
      await use(file);
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, workerCameraVideo }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${workerCameraVideo}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
  cameraVideo: async ({ workerCameraVideo }, use) => use(workerCameraVideo),
});

export { expect } from './test.ts';
