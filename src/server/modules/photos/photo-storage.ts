import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface TStoredFile {
  name: string;
  modifiedAt: Date;
}

/** Where photos live: `<DATA_DIR>/photos`, also when the database is a PostgreSQL server. */
export function photosDirFor(dataDir: string): string {
  return path.resolve(dataDir, 'photos');
}

/** The photo files on disk, one flat folder named by photo id. */
export function createPhotoStorage(dir: string) {
  const fileOf = (name: string) => path.join(dir, path.basename(name));
  return {
    dir,

    /** Writes a new file; never overwrites one (names are fresh UUIDs). */
    async write(name: string, data: Uint8Array): Promise<void> {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(name), data, { flag: 'wx' });
    },

    async remove(name: string): Promise<void> {
      await rm(fileOf(name), { force: true });
    },

    /** Regular files with their modification time; an absent folder holds none. */
    async list(): Promise<TStoredFile[]> {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files: TStoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        try {
          files.push({ name: entry.name, modifiedAt: (await stat(fileOf(entry.name))).mtime });
        } catch {
          // removed meanwhile
        }
      }
      return files;
    },
  };
}

export type TPhotoStorage = ReturnType<typeof createPhotoStorage>;
