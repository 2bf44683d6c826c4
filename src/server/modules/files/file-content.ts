import { fileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import type { TFileContent } from '#core/contracts/files.ts';
import { PHOTO_MAX_EDGE_PX } from '#core/constants.ts';
import { AppError } from '../../http/errors.ts';
import { MAX_PHOTO_PIXELS, PHOTO_MIME_TYPE, reencodePhoto } from '../photos/photo-image.ts';
import { lazyModule } from '../../runtime/lazy-module.ts';

const sharp = lazyModule<typeof Sharp>('sharp');

export interface TPreparedFile {
  data: Uint8Array;
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

const notDrawing = () =>
  new AppError('VALIDATION', 'errors.files.notDrawing', 'A signature must be a PNG, JPEG or WebP image');
const notImageOrPdf = () =>
  new AppError(
    'VALIDATION',
    'errors.files.notImageOrPdf',
    'Only a photo (JPEG, PNG, WebP, HEIC, AVIF) or a PDF',
  );

/** A drawn signature: kept as a PNG (its transparency and sharp lines), metadata dropped, at most 1600 px. */
async function prepareDrawing(input: Uint8Array): Promise<TPreparedFile> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !['image/png', 'image/jpeg', 'image/webp'].includes(type.mime)) throw notDrawing();
  try {
    const { data, info } = await sharp()(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .resize({
        width: PHOTO_MAX_EDGE_PX,
        height: PHOTO_MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { data, mimeType: 'image/png', extension: 'png', width: info.width, height: info.height };
  } catch {
    throw notDrawing();
  }
}

async function preparePhoto(input: Uint8Array): Promise<TPreparedFile> {
  const photo = await reencodePhoto(input);
  return {
    data: photo.data,
    mimeType: PHOTO_MIME_TYPE,
    extension: 'jpg',
    width: photo.width,
    height: photo.height,
  };
}

/**
 * Checks what the bytes really are (never the name or the declared type) and prepares them for
 * keeping: photos re-encoded without metadata (GPS included), drawings as PNG, PDFs kept as sent.
 */
export async function prepareFile(content: TFileContent, input: Uint8Array): Promise<TPreparedFile> {
  if (content === 'drawing') return prepareDrawing(input);
  if (content === 'image') return preparePhoto(input);
  const type = await fileTypeFromBuffer(input);
  if (type?.mime === 'application/pdf') {
    return { data: input, mimeType: 'application/pdf', extension: 'pdf', width: null, height: null };
  }
  if (!type?.mime.startsWith('image/')) throw notImageOrPdf();
  return preparePhoto(input);
}
