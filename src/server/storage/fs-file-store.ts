import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertFolder, splitKey, type TFileStore, type TStoredObject } from './file-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under a folder on this machine's disk: `<root>/<folder>/<name>` (root is DATA_DIR). */
export function createFsFileStore(root: string): TFileStore {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    const { folder, name } = splitKey(key);
    return path.join(base, folder, name);
  };
  return {
    kind: 'fs',

    async put(key, data) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(folder) {
      assertFolder(folder);
      const dir = path.join(base, folder);
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const files: TStoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        try {
          const { mtime } = await stat(path.join(dir, entry.name));
          files.push({ key: `${folder}/${entry.name}`, modifiedAt: mtime });
        } catch (error) {
          if (!isMissing(error)) throw error; // removed meanwhile
        }
      }
      return files;
    },
  };
}
