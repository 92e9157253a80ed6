import { sql } from 'drizzle-orm';
import type { DayCard } from '@vikariat/domain';
import { bigint, boolean, date, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { schools } from './schools.ts';

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey(),
  ownerId: uuid('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
  schoolId: uuid('school_id')
    .notNull()
    .references(() => schools.id),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  reason: text('reason').notNull().default(''),
  subjects: text('subjects')
    .array()
    .notNull()
    .default(sql`'{}'`),
  additionalInfo: text('additional_info').notNull().default(''),
  /** an admin notice's Finnish text (decision 039); null for every other job */
  additionalInfoFi: text('additional_info_fi'),
  files: text('files')
    .array()
    .notNull()
    .default(sql`'{}'`),
  regarding: text('regarding').notNull().default(''),
  grades: text('grades')
    .array()
    .notNull()
    .default(sql`'{}'`),
  expire: timestamp('expire', { withTimezone: true }).notNull(),
  typeOfTemp: smallint('type_of_temp').notNull(),
  otherTxt: text('other_txt').notNull().default(''),
  fromAdminType: text('from_admin_type').$type<'Tips' | 'Update'>(),
  chosenId: uuid('chosen_id').references(() => accounts.id, { onDelete: 'set null' }),
  chosenAt: timestamp('chosen_at', { withTimezone: true }),
  sos: boolean('sos').notNull().default(false),
  /** first eligible to accept gets it (migration 0027, decision 035); only on SOS jobs */
  instant: boolean('instant').notNull().default(false),
  /** taken off the market by the school (migration 0017); null: open as usual */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  /** the day card (migration 0020, decision 029): to the school and the chosen substitute only; null while empty */
  dayCard: jsonb('day_card').$type<DayCard>(),
  /** moved whenever the job's hours change (migration 0021), so its documents are pulled again */
  hoursChangedAt: timestamp('hours_changed_at', { withTimezone: true }),
  region: text('region')
    .array()
    .notNull()
    .default(sql`'{}'`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  seq: bigint('seq', { mode: 'number' })
    .notNull()
    .default(sql`nextval('change_seq')`),
  // `doc` and `school_phone` are written by the jobs_document trigger only (migration 0006, decision 017): not
  // mapped, so no insert or update here can set them and no select carries the document text along
});

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    deactivatedReason: text('deactivated_reason'),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('change_seq')`),
  },
  (t) => [unique().on(t.jobId, t.applicantId)],
);

export const jobUserState = pgTable(
  'job_user_state',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
    inactive: boolean('inactive').notNull().default(false),
    discarded: boolean('discarded').notNull().default(false),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('change_seq')`),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.accountId] })],
);

export const schoolBlocks = pgTable(
  'school_blocks',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.schoolId] })],
);
