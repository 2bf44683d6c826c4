import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { TFileKind } from '#core/contracts/files.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

export type TStoredFileRow = typeof storedFiles.$inferSelect;
export type TNewStoredFile = Omit<typeof storedFiles.$inferInsert, 'createdAt' | 'attachedAt'>;

export function createFilesRepository(db: TDb) {
  return {
    async insertPending(row: TNewStoredFile): Promise<TStoredFileRow> {
      const [stored] = await db.insert(storedFiles).values(row).returning();
      return stored!;
    },

    async find(id: string): Promise<TStoredFileRow | undefined> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      return row;
    },

    /** Deletes pending files made before `cutoff`; returns their storage keys. */
    async deletePendingBefore(cutoff: Date): Promise<string[]> {
      const rows = await db
        .delete(storedFiles)
        .where(and(isNull(storedFiles.attachedAt), lt(storedFiles.createdAt, cutoff)))
        .returning({ key: storedFiles.storageKey });
      return rows.map((row) => row.key);
    },

    /** Which of these storage keys belong to a row. */
    async findKnownKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(inArray(storedFiles.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },
  };
}

/**
 * Marks pending files of one kind as taken by a record, in the record's transaction; returns the ids it
 * took (a file that is unknown, of another kind or already taken is not among them).
 */
export async function markFilesAttached(
  tx: TExecutor,
  ids: readonly string[],
  kind: TFileKind,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(storedFiles)
    .set({ attachedAt: new Date() })
    .where(and(inArray(storedFiles.id, [...ids]), eq(storedFiles.kind, kind), isNull(storedFiles.attachedAt)))
    .returning({ id: storedFiles.id });
  return rows.map((row) => row.id);
}

export type TFilesRepository = ReturnType<typeof createFilesRepository>;
