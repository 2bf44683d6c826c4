import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '#core/roles.ts';
import { users } from './auth.ts';

/**
 * Staff invitations (issue 15, decision 024): an admin names an e-mail or phone and the roles; the
 * person sets a password through a one-time link. Only the token's SHA-256 hash is kept. Pending while
 * not accepted, not revoked and not expired; accepting makes the account in the same transaction.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    phone: text('phone'),
    roles: text('roles', { enum: ROLES }).array().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('staff_invitations_token_unique').on(table.tokenHash),
    index('staff_invitations_created_idx').on(table.createdAt),
    check('staff_invitations_has_address', sql`${table.email} is not null or ${table.phone} is not null`),
    check('staff_invitations_has_roles', sql`cardinality(${table.roles}) > 0`),
  ],
);
