import { randomUUID } from 'node:crypto';
import type { TPhotoUpload } from '#core/contracts/trade-ins.ts';
import { PHOTO_MIME_TYPE, reencodePhoto } from './photo-image.ts';
import type { TPhotoStorage } from './photo-storage.ts';
import type { TPhotosRepository } from './photos.repository.ts';

export function createPhotosService(repository: TPhotosRepository, storage: TPhotoStorage) {
  return {
    /**
     * Re-encodes the upload and stores it as a pending photo. The file is written first and the row
     * second, so a row never points at a missing file; when the row cannot be written the file goes too.
     */
    async upload(input: Uint8Array): Promise<TPhotoUpload> {
      const photo = await reencodePhoto(input);
      const id = randomUUID();
      const fileName = `${id}.jpg`;
      await storage.write(fileName, photo.data);
      try {
        await repository.insertPending({
          id,
          fileName,
          mimeType: PHOTO_MIME_TYPE,
          width: photo.width,
          height: photo.height,
          bytes: photo.data.byteLength,
        });
      } catch (error) {
        // Should the removal fail too, the sweeper deletes the orphan file within the hour.
        await storage.remove(fileName).catch(() => undefined);
        throw error;
      }
      return { id, width: photo.width, height: photo.height, bytes: photo.data.byteLength };
    },
  };
}

export type TPhotosService = ReturnType<typeof createPhotosService>;
