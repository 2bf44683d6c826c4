import { PHOTO_MAX_EDGE_PX } from '#core/constants.ts';

const JPEG_QUALITY = 0.85;

function scaledSize(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.jpg`;
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A phone photo (often 4–12 MB) made into a JPEG of at most PHOTO_MAX_EDGE_PX on its longest edge
 * before upload: fast on mobile data, and re-encoding drops the EXIF data (GPS included) on the device.
 * A file the browser cannot decode is sent as it is and the server converts it — except HEVC-coded HEIC
 * (Safari and iOS turn those into JPEG here or in the picker; elsewhere the server explains that it cannot).
 */
export async function downscaleImage(file: File, maxEdge = PHOTO_MAX_EDGE_PX): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = scaledSize(bitmap.width, bitmap.height, maxEdge);
    const blob = await encode(bitmap, size.width, size.height);
    if (!blob) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
