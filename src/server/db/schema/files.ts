import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FILE_KINDS } from '#core/contracts/files.ts';
import { users } from './auth.ts';

/**
 * Files staff uploaded (decision 029): the bytes live in the file store under `storage_key`; the row says
 * what it is and whether a record has taken it yet. Pending files (attached_at null) are swept after a
 * day with their bytes. Customers' photos keep their own table (`photos`).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a record took the file as its evidence or document; null while pending. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [index('stored_files_pending_idx').on(table.createdAt)],
);
