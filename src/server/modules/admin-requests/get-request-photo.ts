import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { TPhotoStorage } from '../photos/photo-storage.ts';
import { findPhotoFile } from './request-detail.repository.ts';

/** GET /api/admin/requests/{reference}/photos/{photoId}: the stored JPEG. */
export async function getRequestPhoto(
  db: TDb,
  photos: TPhotoStorage,
  reference: string,
  photoId: string,
): Promise<{ data: Buffer; mimeType: string }> {
  const photo = await findPhotoFile(db, reference, photoId);
  if (!photo) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such photo');
  const data = await photos.read(photo.fileName);
  if (!data) throw new AppError('NOT_FOUND', 'errors.notFound', 'The photo file is missing');
  return { data, mimeType: photo.mimeType };
}
