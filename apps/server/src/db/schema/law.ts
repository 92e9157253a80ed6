import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Tables of migration 0019 (issue 25, the law's other duties). */

export const accessibilityFeedback = pgTable(
  'accessibility_feedback',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    page: text('page').notNull().default(''),
    message: text('message').notNull(),
    lang: text('lang').$type<'sv' | 'fi'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('accessibility_feedback_account_idx').on(t.accountId)],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id').notNull(),
    action: text('action').notNull(),
    subjectId: uuid('subject_id'),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_audit_log_at_idx').on(t.at)],
);
