import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The last number given per document type and year (decision 029). A number is taken by an upsert in
 * the document's own transaction: the row stays locked until that transaction ends, so numbers are
 * given one after another, and a rolled-back document gives its number back (no gaps).
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    documentType: text('document_type').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentType, table.year] })],
);

/** The company as its documents name it; one row (id = 1), edited by admin. */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: smallint('id').primaryKey().default(1),
    legalNameTh: text('legal_name_th').notNull().default(''),
    legalNameEn: text('legal_name_en').notNull().default(''),
    addressTh: text('address_th').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    branch: text('branch').notNull().default('00000'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('company_profile_single_row', sql`${table.id} = 1`)],
);
