import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The questionnaire mapping (decision 026): one row per option offered to a category's devices, for
 * every brand (`brands` empty) or only the brands listed by slug. A question is asked when at least one
 * of its options is offered. Defaults are inserted by the migration; admin edits them (Admin ›
 * Questionnaire). Changes move pricing_version (statement trigger), and a renamed brand slug is renamed
 * here too (trigger on brands).
 */
export const questionnaireOptions = pgTable(
  'questionnaire_options',
  {
    category: text('category').notNull(),
    question: text('question').notNull(),
    option: text('option').notNull(),
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.category, table.question, table.option] })],
);
