import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryChannel, DeliveryStatus } from '@vikariat/domain';
import { accounts } from './accounts.ts';

/** Tables of migration 0005 (teachers, codes, settings, notifications, export, calendar). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// the codes live in domain: the web app labels each one
export type { DeliveryChannel, DeliveryStatus };

export const notificationDeliveries = pgTable('notification_deliveries', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  event: text('event').notNull(),
  /** the job it was about (migration 0032), for the job's timeline */
  jobId: uuid('job_id'),
  /** the person it names when not its recipient (migration 0042): erasing them removes it */
  aboutId: uuid('about_id').references(() => accounts.id, { onDelete: 'cascade' }),
  channel: text('channel').$type<DeliveryChannel>().notNull(),
  subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
  target: text('target').notNull(),
  payload: jsonb('payload').$type<Record<string, string>>().notNull(),
  status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const policeRecordReminders = pgTable(
  'police_record_reminders',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.expirationDate, t.daysBefore] })],
);

export const exportPasscodes = pgTable('export_passcodes', {
  id: uuid('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  label: text('label').notNull(),
  schoolIds: uuid('school_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const exportAuthFailures = pgTable('export_auth_failures', {
  clientKey: text('client_key').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const calendarFeeds = pgTable('calendar_feeds', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
