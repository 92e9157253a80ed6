import { sql } from 'drizzle-orm';
import { bigint, boolean, date, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@vikariat/domain';
import { schools } from './schools.ts';

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull().default(''),
  typeOfUser: text('type_of_user').$type<Role>().notNull(),
  roles: text('roles').array().$type<Role[]>().notNull(),
  siteLang: smallint('site_lang').$type<1 | 2>().notNull().default(2),
  identityVerified: boolean('identity_verified').notNull().default(false),
  identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
  // what the strong identification vouched for (migration 0023): the name and birth date, nothing else
  verifiedGivenName: text('verified_given_name'),
  verifiedFamilyName: text('verified_family_name'),
  verifiedBirthDate: date('verified_birth_date', { mode: 'string' }),
  schoolId: uuid('school_id').references(() => schools.id),
  address: text('address').notNull().default(''),
  image: text('image'),
  approved: boolean('approved').notNull().default(true),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  locked: boolean('locked').notNull().default(false),
  hasEdited: boolean('has_edited').notNull().default(false),
  defaultDescription: text('default_description').notNull().default(''),
  sendEmail: boolean('send_email').notNull().default(true),
  /** the evening "free tomorrow?" push (migration 0032, decision 037) */
  askFreeTomorrow: boolean('ask_free_tomorrow').notNull().default(true),
  // emptied by migration 0025 (the staff's favourites became the schools' preferred lists, `school_preferred`); unread
  rememberedUsers: text('remembered_users')
    .array()
    .notNull()
    .default(sql`'{}'`),
  unavailableJobs: uuid('unavailable_jobs')
    .array()
    .notNull()
    .default(sql`'{}'`),
  profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
  defaults: jsonb('defaults').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  seq: bigint('seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('change_seq')`),
});

export const principalSchools = pgTable(
  'principal_schools',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.schoolId] })],
);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent').notNull().default(''),
});

export const schoolCodes = pgTable('school_codes', {
  id: uuid('id').primaryKey(),
  schoolId: uuid('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  used: boolean('used').notNull().default(false),
  usedBy: uuid('used_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
