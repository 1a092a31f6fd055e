// Accounts: users, roles, sign-ins (sessions, refresh tokens), codes and OAuth.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const accountStatus = pgEnum('account_status', [
  'active',
  'inactive',
  'suspended',
  'deleted',
]);
export const userType = pgEnum('user_type', ['regular', 'test', 'beta']);
export const sex = pgEnum('sex', ['MALE', 'FEMALE']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the user typed it; `emailNormalized` (lower-cased) is what is unique and looked up. */
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    /** argon2id; null for accounts that only sign in with a provider. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    sex: sex('sex'),
    birthDate: date('birth_date'),
    country: text('country'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    status: accountStatus('status').notNull().default('active'),
    userType: userType('user_type').notNull().default('regular'),
    locale: text('locale').notNull().default('ar'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Set by "delete my account"; the purge job removes the account 24 hours later. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * `lastLoginAt` with "never" as 1970-01-01: the NOT NULL column the admin list sorts by
     * (its cursor compares values, which a NULL would not).
     */
    lastLoginSort: timestamp('last_login_sort', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(last_login_at, '1970-01-01T00:00:00Z'::timestamptz)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_normalized_key').on(t.emailNormalized),
    index('users_last_login_sort_idx').on(t.lastLoginSort),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    index('users_invited_by_idx').on(t.invitedBy),
    index('users_deletion_requested_idx').on(t.deletionRequestedAt),
    // Admin lists (newest first) and the sign-ups-per-day figure.
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;

/** A role groups permission strings (`view_shop`, `create_shop`, …). */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_key').on(t.name)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * A sign-in: one family of refresh tokens. Revoking it ends every token of the family and the
 * access tokens that name it (`sid`). `expiresAt` is the absolute lifetime.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256; each is used once (`usedAt`) and replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** 5-digit email verification codes, stored hashed; one live code per user. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Password-reset tokens (in the mailed link), stored as SHA-256, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

export const oauthProvider = pgEnum('oauth_provider', ['google', 'apple', 'facebook']);

/** A provider identity linked to a user (matched by provider + subject). */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: oauthProvider('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_subject_key').on(t.provider, t.subject)],
);

/** Pending authorization requests: `state` (hashed) → PKCE verifier and nonce. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: oauthProvider('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  locale: text('locale'),
  /** Hash of the browser-binding cookie set when the flow started (see issueLoginSession). */
  bindingHash: text('binding_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One-time ids the callback hands to the site; `GET /auth/oauth-session/{id}` redeems one.
 * `bindingHash`: the browser that started the OAuth flow (its cookie's hash); null for a
 * mobile handoff id, which the app redeems without a browser.
 */
export const oauthLoginSessions = pgTable('oauth_login_sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bindingHash: text('binding_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
