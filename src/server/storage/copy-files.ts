import type { TFileStore } from './file-store.ts';

export interface TCopyResult {
  copied: number;
  /** Already in the target (a second run, or a file written there since). */
  present: number;
}

/**
 * Copies every file of these folders from one store to another (the folders under DATA_DIR into a
 * bucket, when an installation moves to S3). Files already in the target are left as they are, so the
 * copy can be run again after an interruption; nothing is deleted from the source.
 */
export async function copyFiles(
  source: TFileStore,
  target: TFileStore,
  folders: readonly string[],
  onProgress: (result: TCopyResult) => void = () => undefined,
): Promise<TCopyResult> {
  const result: TCopyResult = { copied: 0, present: 0 };
  for (const folder of folders) {
    const existing = new Set((await target.list(folder)).map((file) => file.key));
    for (const file of await source.list(folder)) {
      if (existing.has(file.key)) {
        result.present += 1;
        continue;
      }
      const data = await source.get(file.key);
      if (!data) continue; // removed meanwhile
      await target.put(file.key, data, contentTypeOf(file.key));
      result.copied += 1;
      if (result.copied % 100 === 0) onProgress(result);
    }
  }
  return result;
}

function contentTypeOf(key: string): string {
  if (key.endsWith('.jpg')) return 'image/jpeg';
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.pdf')) return 'application/pdf';
  return 'application/octet-stream';
}
