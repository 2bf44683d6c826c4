import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS, ROLES } from '#core/roles.ts';
import { DEALER_STATES } from '#core/workflow/dealer-machine.ts';

/**
 * Staff and dealer accounts. Sign-in by email or phone on the account's own screen; each unique per
 * kind, so a dealer sign-up can never tell that a staff account uses an address (F9).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    email: text('email'),
    phone: text('phone'),
    displayName: text('display_name').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_kind_email_unique').on(table.kind, table.email),
    uniqueIndex('users_kind_phone_unique').on(table.kind, table.phone),
    check('users_has_identifier', sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);

/** Spec §3 user_roles: a staff account holds any set of the seven roles. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/**
 * A signed-in browser. The refresh token (kept only in a cookie) is stored as a hash and rotates on
 * every use; the one before stays valid for a short grace window so two tabs refreshing at once both
 * succeed. Any other old token ends the session (reuse detection).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    previousRefreshHash: text('previous_refresh_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    aal: text('aal', { enum: ['aal1', 'aal2'] })
      .notNull()
      .default('aal1'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last request the person made (not counting automatic refreshes): the idle timeout's clock. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', {
      enum: ['signedOut', 'refreshReuse', 'disabled', 'endedByAdmin', 'passwordChanged', 'idle', 'expired'],
    }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** TOTP authenticators (spec §3 factors). The secret is encrypted with a key from AUTH_SECRET. */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    status: text('status', { enum: ['unverified', 'verified'] })
      .notNull()
      .default('unverified'),
    /** The last accepted time step: a code is never accepted twice. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mfa_factors_user_idx').on(table.userId)],
);

/** One row (id = 1): which roles must use two-factor sign-in. */
export const authSettings = pgTable(
  'auth_settings',
  {
    id: smallint('id').primaryKey().default(1),
    mfaRequiredRoles: text('mfa_required_roles', { enum: ROLES })
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('auth_settings_single_row', sql`${table.id} = 1`)],
);

/** One-time password recovery links made by an admin; stored as hashes. */
export const recoveryTokens = pgTable('recovery_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Partner shops (product decisions: dealers; decision 023). The state is the workflow's (dealer machine):
 * pending until an admin approves the shop with its code, rejected with a reason, suspended and
 * reinstated. The code is set (and may be changed) while the shop is pending and is fixed once approved.
 */
export const dealers = pgTable(
  'dealers',
  {
    /** The workflow's id of the shop (history, events); the account stays the primary key. */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    address: text('address').notNull(),
    /** Written by the workflow module only (decision 016). */
    status: text('status', { enum: DEALER_STATES }).notNull().default('pending'),
    code: text('code'),
    /** The last rejection's or suspension's reason, shown to the dealer. */
    statusReason: text('status_reason'),
    version: integer('version').notNull().default(1),
    /** Made up by `npm run db:seed -- --demo` (decision 020), which replaces only these rows. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dealers_code_unique').on(table.code),
    uniqueIndex('dealers_id_unique').on(table.id),
    index('dealers_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** Who did what, when: sign-ins, refresh reuse, role and MFA changes, admin edits. Never secrets. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_action_at_idx').on(table.action, table.at),
  ],
);

/**
 * One row (id = 1): what every instance of this installation must share. `auth_secret` is the key
 * material of sessions and two-factor secrets when AUTH_SECRET is not set, made once at the first start.
 */
export const installation = pgTable(
  'installation',
  {
    id: smallint('id').primaryKey().default(1),
    authSecret: text('auth_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('installation_single_row', sql`${table.id} = 1`)],
);

/**
 * One-time links of a start without any staff account (/setup?token=…), stored as hashes; each start
 * prints its own. The first admin made through one uses every one of them up.
 */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
