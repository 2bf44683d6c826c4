import { fileKey, splitKey, type TFileStore } from '../../storage/file-store.ts';

/** Customers' photos: the `photos` folder of the file store, one file per photo id (`<uuid>.jpg`). */
export const PHOTOS_FOLDER = 'photos';

export interface TStoredFile {
  name: string;
  modifiedAt: Date;
}

export function createPhotoStorage(files: TFileStore) {
  const keyOf = (name: string) => fileKey(PHOTOS_FOLDER, name);
  return {
    /** Writes a new file; never overwrites one (names are fresh UUIDs). */
    write: (name: string, data: Uint8Array) => files.put(keyOf(name), data, 'image/jpeg'),
    /** The photo's bytes, or null when its file is missing. */
    read: (name: string) => files.get(keyOf(name)),
    remove: (name: string) => files.remove(keyOf(name)),
    async list(): Promise<TStoredFile[]> {
      return (await files.list(PHOTOS_FOLDER)).map((file) => ({
        name: splitKey(file.key).name,
        modifiedAt: file.modifiedAt,
      }));
    },
  };
}

export type TPhotoStorage = ReturnType<typeof createPhotoStorage>;
