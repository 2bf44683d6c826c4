import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { photos } from '../../db/schema/index.ts';

export type TNewPhotoRow = Pick<
  typeof photos.$inferInsert,
  'id' | 'fileName' | 'mimeType' | 'width' | 'height' | 'bytes'
>;

export function createPhotosRepository(db: TDb) {
  return {
    /** A photo not yet attached to a request (trade_in_id null). */
    async insertPending(row: TNewPhotoRow): Promise<void> {
      await db.insert(photos).values({ ...row, tradeInId: null });
    },

    /** Deletes pending photos created before `cutoff`; returns their file names. */
    async deletePendingBefore(cutoff: Date): Promise<string[]> {
      const rows = await db
        .delete(photos)
        .where(and(isNull(photos.tradeInId), lt(photos.createdAt, cutoff)))
        .returning({ fileName: photos.fileName });
      return rows.map((row) => row.fileName);
    },

    /** Which of these file names belong to a stored photo. */
    async findKnownFileNames(fileNames: string[]): Promise<Set<string>> {
      if (fileNames.length === 0) return new Set();
      const rows = await db
        .select({ fileName: photos.fileName })
        .from(photos)
        .where(inArray(photos.fileName, fileNames));
      return new Set(rows.map((row) => row.fileName));
    },
  };
}

export type TPhotosRepository = ReturnType<typeof createPhotosRepository>;
