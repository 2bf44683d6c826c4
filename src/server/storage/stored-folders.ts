import { FILE_FOLDERS } from '../modules/files/files.service.ts';
import { PHOTOS_FOLDER } from '../modules/photos/photo-storage.ts';

/** Every folder the portal keeps files in: what a copy to a bucket must take. */
export const STORED_FOLDERS: readonly string[] = [PHOTOS_FOLDER, ...new Set(Object.values(FILE_FOLDERS))];
