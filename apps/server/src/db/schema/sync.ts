import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SYNC_LOG_KINDS, SYNC_LOG_OUTCOMES, type SyncLogKind, type SyncLogOutcome } from '@vikariat/domain';
import { accounts } from './accounts.ts';

/** Migration 0003: one row per applied outbox action; also the `outbox` collection clients pull. */
export const syncOutboxLedger = pgTable('sync_outbox_ledger', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  deviceId: text('device_id').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  status: text('status').$type<'applied' | 'rejected'>().notNull(),
  code: text('code'),
  message: text('message'),
  data: jsonb('data').$type<Record<string, unknown>>(),
  result: jsonb('result').$type<Record<string, unknown>>(),
  seq: bigint('seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('change_seq')`),
});

// the codes live in domain: the web app labels each one
export { SYNC_LOG_KINDS, SYNC_LOG_OUTCOMES, type SyncLogKind, type SyncLogOutcome };

/** Migration 0003: every pull, push, stream connect/disconnect and verdict. */
export const syncLog = pgTable('sync_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  accountId: uuid('account_id'),
  schoolId: uuid('school_id'),
  erased: boolean('erased').notNull().default(false),
  deviceId: text('device_id').notNull().default(''),
  kind: text('kind').$type<SyncLogKind>().notNull(),
  collection: text('collection').notNull().default(''),
  docsIn: integer('docs_in').notNull().default(0),
  docsOut: integer('docs_out').notNull().default(0),
  checkpointBefore: bigint('checkpoint_before', { mode: 'number' }),
  checkpointAfter: bigint('checkpoint_after', { mode: 'number' }),
  durationMs: integer('duration_ms').notNull().default(0),
  outcome: text('outcome').$type<SyncLogOutcome>().notNull(),
  errorCode: text('error_code'),
  /** the device's browser and system (migration 0034), recorded at a stream connect */
  device: text('device').notNull().default(''),
});
