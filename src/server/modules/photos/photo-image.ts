import { fileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import { PHOTO_MAX_EDGE_PX } from '#core/constants.ts';
import { AppError } from '../../http/errors.ts';
import { lazyModule } from '../../runtime/lazy-module.ts';

const sharp = lazyModule<typeof Sharp>('sharp');

/** What phones and cameras produce; anything else (PDF, SVG, text, GIF…) is refused by its magic bytes. */
const ACCEPTED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
]);

/** Larger images are refused before decoding: a 50-megapixel photo is already beyond any phone camera's default. */
export const MAX_PHOTO_PIXELS = 50_000_000;

export const PHOTO_MIME_TYPE = 'image/jpeg';
const JPEG_QUALITY = 80;

export interface TReencodedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

const notImage = () =>
  new AppError('VALIDATION', 'errors.photos.notImage', 'Only JPEG, PNG, WebP, HEIC or AVIF photos');
const unreadable = () =>
  new AppError('VALIDATION', 'errors.photos.unreadable', 'The image could not be decoded');
/** HEIC photos are HEVC inside; the bundled libvips decodes AVIF-in-HEIF only, not HEVC (patent-encumbered). */
const heicUnsupported = () =>
  new AppError('VALIDATION', 'errors.photos.heicUnsupported', 'HEIC (HEVC) photos cannot be decoded here');
const isHeif = (mime: string) => mime === 'image/heic' || mime === 'image/heif';
const tooManyPixels = () =>
  new AppError('VALIDATION', 'errors.photos.tooLarge', `Images over ${MAX_PHOTO_PIXELS} pixels are refused`);

/**
 * Checks what the bytes really are, then decodes and re-encodes: turned upright by its EXIF orientation,
 * fitted inside PHOTO_MAX_EDGE_PX, baseline JPEG (mozjpeg). sharp writes no metadata unless asked, so
 * EXIF (GPS included), XMP, IPTC and ICC profiles are all dropped (PDPA: photos are stripped).
 */
export async function reencodePhoto(input: Uint8Array): Promise<TReencodedPhoto> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw notImage();

  // The header alone gives the dimensions, so a decompression bomb is refused before it is decoded.
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp()(input, { limitInputPixels: false }).metadata());
  } catch {
    throw isHeif(type.mime) ? heicUnsupported() : unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PHOTO_PIXELS) throw tooManyPixels();

  try {
    const { data, info } = await sharp()(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({
        width: PHOTO_MAX_EDGE_PX,
        height: PHOTO_MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw isHeif(type.mime) ? heicUnsupported() : unreadable();
  }
}
