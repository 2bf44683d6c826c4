/**
 * Where the portal keeps files (decision 029): customers' photos, staff uploads (signatures, hand-over and
 * evidence photos, transfer slips, expense documents) and anything else that is bytes rather than rows.
 * One interface, two homes: a folder under DATA_DIR (the default) or an S3-compatible bucket. Files are
 * never public: they are read through the server, behind each route's access check.
 *
 * A key is `<folder>/<name>`: one lowercase folder per kind of file, a name made by the server (a UUID
 * and an extension). Keys are never taken from a client.
 */
export interface TFileStore {
  /** 'fs' or 's3': for logs and the health check. */
  readonly kind: string;
  /** Stores a new file. Refuses to overwrite one (names are fresh): a second put of a key throws. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the file; no error when it is already gone. */
  remove(key: string): Promise<void>;
  /** The files in one folder with their last change, for sweeping orphans. */
  list(folder: string): Promise<TStoredObject[]>;
}

export interface TStoredObject {
  key: string;
  modifiedAt: Date;
}

const FOLDER = /^[a-z][a-z0-9-]{0,39}$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The key of `name` in `folder`; throws on anything that is not a plain folder and file name. */
export function fileKey(folder: string, name: string): string {
  assertFolder(folder);
  if (!NAME.test(name) || name.includes('..')) throw new Error(`Not a stored file name: ${name}`);
  return `${folder}/${name}`;
}

export function assertFolder(folder: string): void {
  if (!FOLDER.test(folder)) throw new Error(`Not a storage folder: ${folder}`);
}

/** Splits a key made by fileKey back into its folder and name. */
export function splitKey(key: string): { folder: string; name: string } {
  const slash = key.indexOf('/');
  const folder = key.slice(0, slash);
  const name = key.slice(slash + 1);
  fileKey(folder, name);
  return { folder, name };
}
