import { boolean, integer, pgTable, serial, smallint, text, timestamp, index } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The category the brand is best known for (shown in admin); each model carries its own category. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('brands_active_sort_idx').on(table.isActive, table.sortOrder)],
);

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Sizes in GB, ascending; [0] means "not applicable". */
    storageOptions: integer('storage_options').array().notNull(),
    releaseYear: smallint('release_year').notNull(),
    /** Official Thai launch price of the smallest variant; the seed derives used prices from it. */
    launchPriceThb: integer('launch_price_thb'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('models_brand_active_sort_idx').on(table.brandId, table.isActive, table.sortOrder)],
);
