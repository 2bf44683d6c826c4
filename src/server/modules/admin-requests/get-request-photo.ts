import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findPhotoFile } from './request-detail.repository.ts';

/** GET /api/admin/requests/{reference}/photos/{photoId}: the stored JPEG. */
export async function getRequestPhoto(
  db: TDb,
  photosDir: string,
  reference: string,
  photoId: string,
): Promise<{ data: Buffer; mimeType: string }> {
  const photo = await findPhotoFile(db, reference, photoId);
  if (!photo) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such photo');
  try {
    const data = await readFile(path.join(photosDir, path.basename(photo.fileName)));
    return { data, mimeType: photo.mimeType };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new AppError('NOT_FOUND', 'errors.notFound', 'The photo file is missing');
    }
    throw error;
  }
}
