/** A pending upload nobody attached is kept this long (the form it belongs to may still be sent). */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A stored file without a row is left alone this long (its row may be a moment behind). */
export const ORPHAN_FILE_TTL_MS = 60 * 60 * 1000;

/** Uploads kept as a row and a stored file: what a sweep needs of them. */
export interface TUploadSource<TName extends string = string> {
  /** Deletes pending rows made before `cutoff` (never one attached meanwhile); returns their files. */
  deletePendingBefore(cutoff: Date): Promise<TName[]>;
  /** Which of these files belong to a row. */
  findKnown(names: TName[]): Promise<Set<TName>>;
}

export interface TUploadFiles<TName extends string = string> {
  remove(name: TName): Promise<void>;
  list(): Promise<{ name: TName; modifiedAt: Date }[]>;
}

export interface TUploadSweep {
  pending: number;
  orphans: number;
}

/**
 * Deletes pending uploads older than a day with their files, then files older than an hour that no row
 * knows (a crash between writing the file and its row). Rows first: an upload attached meanwhile stays.
 */
export async function sweepUploads<TName extends string>(
  source: TUploadSource<TName>,
  files: TUploadFiles<TName>,
  now: Date = new Date(),
): Promise<TUploadSweep> {
  const stale = await source.deletePendingBefore(new Date(now.getTime() - PENDING_UPLOAD_TTL_MS));
  for (const name of stale) await files.remove(name);

  const cutoff = now.getTime() - ORPHAN_FILE_TTL_MS;
  const old = (await files.list()).filter((file) => file.modifiedAt.getTime() < cutoff);
  let orphans = 0;
  for (let start = 0; start < old.length; start += 500) {
    const batch = old.slice(start, start + 500).map((file) => file.name);
    const known = await source.findKnown(batch);
    for (const name of batch) {
      if (known.has(name)) continue;
      await files.remove(name);
      orphans += 1;
    }
  }
  return { pending: stale.length, orphans };
}
