import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Platform users (accounts). */
export const appUser = pgTable('app_user', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  account: text().notNull().unique(),
  name: text().notNull(),
  phone: text().notNull().unique(),
  /** Citizen ID, validated; only ever shown masked. */
  idNumber: text(),
  passwordHash: text().notNull(),
  companyId: bigint({ mode: 'number' }).notNull(),
  /** Administers its company: may update the company's information (the registering user). */
  companyAdmin: boolean().notNull().default(false),
  /** docs/product.md §4 personal-information situations 1–4. */
  situation: smallint().notNull().default(1),
  /** Existing user whose old password is needed in the personal form. */
  judge: boolean().notNull().default(false),
  /** Phone verification required in the personal form. */
  checkCode: boolean().notNull().default(false),
  /** Set by a password reset: the preset password must be changed at next login. */
  mustChangePassword: boolean().notNull().default(false),
  currentRoleId: integer(),
  currentProjectId: bigint({ mode: 'number' }),
  settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  /** The user's avatar: a stored image they uploaded (docs/domains/account.md). */
  avatarFileId: uuid(),
  introduction: text().notNull().default(''),
  failedLogins: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  status: text({ enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions: only the SHA-256 of the token is stored. */
export const session = pgTable(
  'session',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

/** One-time nonces binding an RSA-encrypted password to a single use within 5 minutes. */
export const loginNonce = pgTable('login_nonce', {
  nonce: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** SMS verification codes (hash only), one per 60 s, daily caps per phone and per IP. */
export const smsCode = pgTable(
  'sms_code',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    phone: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    ip: text(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sms_code_phone_idx').on(t.phone, t.createdAt),
    index('sms_code_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** The SMS outbox of the embedded provider: what would have been sent. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  phone: text().notNull(),
  text: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
