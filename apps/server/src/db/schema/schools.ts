import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const schools = pgTable('schools', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  municipality: text('municipality').notNull(),
  preschool: boolean('preschool').notNull().default(false),
  isAdmin: boolean('is_admin').notNull().default(false),
  licenceUntil: date('licence_until', { mode: 'string' }),
  // added by migration 0005: principals of this school may download the statistics export
  exportAllowed: boolean('export_allowed').notNull().default(false),
  // migration 0029: the substitutes' hours name the lessons taught (issue 24)
  askLessons: boolean('ask_lessons').notNull().default(false),
  // migration 0031: minutes between offer waves (0 = every wave at once; decision 034)
  waveSosMinutes: integer('wave_sos_minutes').notNull().default(5),
  waveOtherMinutes: integer('wave_other_minutes').notNull().default(60),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
