import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { JobDoc, OutboxDoc, PullResponse } from '@vikariat/sync';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query.ts';
import type { JobsTestApp } from '../helpers/jobs-test-app.ts';
import type { TestAccount } from '../helpers/fixtures.ts';
import { createJob, createSubstitute } from '../jobs/fixtures.ts';

/**
 * What the hours tests share (issue 24, decision 030). The jobs clock reads Monday 4 March 2030 08:00 in Helsinki:
 * a job of 26-27 February has ended, one of today has not.
 */
export const PAST = { startDate: '2030-02-26', endDate: '2030-02-27', startTime: '08:00', endTime: '14:00' };

/** A past job of `schoolId` whose chosen person is a new substitute. */
export async function bookedPastJob(ctx: JobsTestApp, schoolId: string = ctx.w.schoolA, schedule = PAST): Promise<{ job: string; sub: TestAccount }> {
  const sub = await createSubstitute(ctx.t.deps, ['091']);
  const job = await createJob(ctx.t.deps, { schoolId, ownerId: schoolId === ctx.w.schoolA ? ctx.w.teacherA.id : null, ...schedule, chosenId: sub.id });
  return { job, sub };
}

export const outboxAction = (owner: TestAccount, type: string, payload: Record<string, unknown>) => ({
  id: uuidv7(),
  ownerId: owner.id,
  deviceId: 'phone-1',
  type,
  payload,
  createdAt: new Date().toISOString(),
  status: 'pending',
});

/** Pushes outbox rows as the device does; answers the verdicts. */
export async function push(ctx: JobsTestApp, token: string, rows: Array<Record<string, unknown>>): Promise<OutboxDoc[]> {
  const res = await ctx.t.request('POST', '/api/sync/outbox/push', {
    token,
    body: { deviceId: 'phone-1', rows: rows.map((newDocumentState) => ({ newDocumentState })) },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { conflicts: OutboxDoc[] }).conflicts;
}

/** The job's document as the reader's device pulls it (null: not in the reader's view). */
export async function pulledJob(ctx: JobsTestApp, token: string, jobId: string): Promise<JobDoc | null> {
  const res = await ctx.t.request('POST', '/api/sync/jobs/pull', { token, body: { checkpoint: null, limit: 500, deviceId: 'hours' } });
  expect(res.status).toBe(200);
  const doc = ((await res.json()) as PullResponse).documents.find((d) => d.id === jobId && !d._deleted);
  return (doc as unknown as JobDoc | undefined) ?? null;
}

export interface HoursRow extends Record<string, unknown> {
  day: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  lessons: number | null;
  status: string;
  late: boolean;
  note: string | null;
  submitted: Record<string, unknown> | null;
  reviewed_by_name: string | null;
}

export const storedHours = (ctx: JobsTestApp, jobId: string) =>
  queryRows<HoursRow>(
    ctx.t.deps.database.db,
    sql`SELECT day::text, start_time, end_time, break_minutes, lessons, status, late, note, submitted, reviewed_by_name FROM job_hours WHERE job_id = ${jobId} ORDER BY day`,
  );

export const hoursChanges = (ctx: JobsTestApp, jobId: string) =>
  queryRows<{ actor_name: string; before: Record<string, unknown> | null; after: Record<string, unknown>; reason: string | null }>(
    ctx.t.deps.database.db,
    sql`SELECT c.actor_name, c.before, c.after, c.reason FROM job_hours_changes c JOIN job_hours h ON h.id = c.hours_id WHERE h.job_id = ${jobId} ORDER BY c.at, c.id`,
  );

/** A day's entry as the substitute gives it. */
export const dayEntry = (job: string, day = '2030-02-26', extra: Record<string, unknown> = {}) => ({
  jobId: job,
  day,
  start: '08:10',
  end: '14:30',
  breakMinutes: 30,
  lessons: 5,
  ...extra,
});

/** The school's "ask for lessons taught" setting (migration 0029), set as its principal would. */
export const setAskLessons = (ctx: JobsTestApp, schoolId: string, on: boolean) =>
  ctx.t.deps.database.db.execute(sql`UPDATE schools SET ask_lessons = ${on} WHERE id = ${schoolId}`);

/** The deliveries recorded for an account and an event, e-mail first. */
export const deliveriesTo = (ctx: JobsTestApp, accountId: string, event: string) =>
  queryRows<{ channel: string; title: string; body: string }>(
    ctx.t.deps.database.db,
    sql`SELECT channel, COALESCE(payload->>'title', payload->>'subject', '') AS title, COALESCE(payload->>'body', payload->>'text', '') AS body
      FROM notification_deliveries WHERE account_id = ${accountId} AND event = ${event} ORDER BY created_at, channel`,
  );
