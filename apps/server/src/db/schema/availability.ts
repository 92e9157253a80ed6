import { sql } from 'drizzle-orm';
import { bigint, boolean, date, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Migration 0024 (issue 23, decision 023): a substitute's weekly patterns and day entries; the `availability` collection. */
const common = {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  morning: boolean('morning'),
  afternoon: boolean('afternoon'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  seq: bigint('seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('change_seq')`),
};

export const availabilityPatterns = pgTable('availability_patterns', { ...common, weekday: smallint('weekday').notNull() });

export const availabilityDays = pgTable('availability_days', {
  ...common,
  date: date('date', { mode: 'string' }).notNull(),
  answered: boolean('answered').notNull().default(false),
});
