import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  dayIssue,
  hoursReviewIsNews,
  isLeaderRole,
  lessonsAsked,
  localise,
  schoolJobAccess,
  shiftIssue,
  type HoursApprovePayload,
  type HoursCorrectPayload,
  type HoursEntry,
  type HoursNoShowPayload,
  type HoursStatus,
  type Locale,
  type WorkedTime,
} from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { scheduleDeliveries } from '../notifications/index.ts';
import { notifyWithChange } from './job-notifications.ts';
import { lockHoursJob, lockStoredHours, workedTimeOf, type HoursJob, type StoredHours } from './hours-store.ts';

/**
 * The school's review of a day's hours (issue 24, decision 030): its principals and leaders approve the substitute's
 * entry, correct it (their figures and why: the substitute sees both, and what they had given is kept) or mark a
 * no-show, and may mark a late arrival. Each review is logged (who, when, before, after); a reviewed day is locked for
 * the substitute, and changing it again is the school leaders' only.
 */

const M = {
  invalid: 'Ogiltiga uppgifter|Virheelliset tiedot',
  noJob: 'Vikariatet finns inte.|Sijaisuutta ei löydy.',
  nobody: 'Ingen är vald till vikariatet.|Sijaisuuteen ei ole valittu ketään.',
  nothingToApprove: 'Vikarien har inte angett timmar för dagen. Rätta dem i stället.|Sijainen ei ole ilmoittanut päivän tunteja. Korjaa ne sen sijaan.',
  alreadyApproved: 'Timmarna var redan godkända.|Tunnit oli jo hyväksytty.',
} as const;

interface Review {
  status: HoursStatus;
  late: boolean;
  note: string | null;
  /** the school's figures; undefined keeps the substitute's */
  times?: WorkedTime;
}

interface Target {
  job: HoursJob | undefined;
  stored: StoredHours | undefined;
  schoolId: string;
}

/**
 * The job and the day's entry, locked, when the caller leads the job's school and the day is the job's and has started
 * (domain `dayIssue`: nothing is reviewed ahead, nor locked for the substitute or told them before the day): 403 for a
 * role that reviews no hours, 404 for a job that is not there or another school's (one answer, decision 043), 400.
 */
async function lockTarget(tx: Tx, user: AuthUser, jobId: string, day: string, now: Date, locale: Locale): Promise<Target> {
  if (!isLeaderRole(user.role)) throw forbidden();
  const job = await lockHoursJob(tx, jobId);
  const stored = await lockStoredHours(tx, jobId, day);
  // a purged job leaves its hours: the school reviews them by the copy
  const schoolId = job?.school_id ?? stored?.school_id;
  const facts = schoolId === undefined ? undefined : { schoolId, ownerId: null, chosenId: job?.chosen_id ?? null, isNotice: job?.notice === true };
  if (schoolId === undefined || schoolJobAccess(user, facts) === 'notFound') throw notFound(localise(M.noJob, locale));
  // a purged job's day is judged by the schedule copied onto its hours
  const schedule = job ?? (stored === undefined ? undefined : { startDate: day, endDate: day, startTime: stored.scheduled_start, endTime: stored.scheduled_end });
  const issue = schedule === undefined ? null : dayIssue(schedule, day, now, false);
  if (issue !== null) throw badRequest(localise(M.invalid, locale), { day: localise(issue, locale) });
  return { job, stored, schoolId };
}

const actorName = async (tx: Tx, id: string): Promise<string> =>
  (await queryRows<{ name: string }>(tx, sql`SELECT trim(first_name || ' ' || last_name) AS name FROM accounts WHERE id = ${id}`))[0]?.name ?? '';

async function writeReview(deps: AppDeps, tx: Tx, user: AuthUser, t: Target, day: string, review: Review, locale: Locale): Promise<HoursEntry> {
  const now = deps.now().toISOString();
  const name = await actorName(tx, user.id);
  const before = t.stored?.entry ?? null;
  let id = t.stored?.id;
  if (id === undefined) {
    // the school enters a day the substitute never gave (a correction or a no-show): only on the job, for its chosen person
    const job = t.job;
    if (job === undefined || job.chosen_id === null) throw badRequest(localise(M.invalid, locale), { day: localise(M.nobody, locale) });
    const times = review.times ?? { start: job.startTime, end: job.endTime, breakMinutes: 0, lessons: null };
    id = randomUUID();
    await tx.execute(sql`INSERT INTO job_hours (id, job_id, school_id, substitute_id, day, type_of_temp, other_txt, scheduled_start, scheduled_end,
        start_time, end_time, break_minutes, lessons, status, updated_at)
      VALUES (${id}, ${job.id}, ${job.school_id}, ${job.chosen_id}, ${day}, ${job.type_of_temp}, ${job.other_txt}, ${job.startTime}, ${job.endTime},
        ${times.start}, ${times.end}, ${times.breakMinutes}, ${times.lessons}, 'pending', ${now})`);
  }
  const times = review.times;
  // what the substitute gave is kept once, the first time the school changes the figures
  const keep =
    times !== undefined && before !== null && before.submitted === null && (before.status === 'pending' || before.status === 'approved')
      ? JSON.stringify(workedTimeOf(before))
      : null;
  const [after] = await queryRows<{ entry: HoursEntry }>(
    tx,
    sql`UPDATE job_hours h SET status = ${review.status}, late = ${review.late}, note = ${review.note},
        start_time = COALESCE(${times?.start ?? null}, h.start_time), end_time = COALESCE(${times?.end ?? null}, h.end_time),
        break_minutes = COALESCE(${times?.breakMinutes ?? null}::int, h.break_minutes),
        lessons = CASE WHEN ${times !== undefined} THEN ${times?.lessons ?? null}::int ELSE h.lessons END,
        submitted = COALESCE(h.submitted, ${keep}::jsonb),
        reviewed_by = ${user.id}, reviewed_by_name = ${name}, reviewed_at = ${now}, updated_at = ${now}
      WHERE h.id = ${id}
      RETURNING json_build_object('jobId', h.job_id, 'day', h.day::text, 'start', h.start_time, 'end', h.end_time,
        'breakMinutes', h.break_minutes, 'lessons', h.lessons, 'status', h.status, 'late', h.late, 'note', h.note,
        'reviewedBy', h.reviewed_by_name, 'reviewedAt', h.reviewed_at, 'submitted', h.submitted) AS entry`,
  );
  if (after === undefined) throw new Error('hours row vanished under its lock');
  await tellSubstitute(deps, tx, t, before, after.entry);
  // a time-ordered id: changes in the same instant still list in the order they were made
  await tx.execute(sql`INSERT INTO job_hours_changes (id, hours_id, actor_id, actor_name, at, before, after, reason)
    VALUES (${uuidv7()}, ${id}, ${user.id}, ${name}, ${now}, ${before === null ? null : JSON.stringify(before)}::jsonb, ${JSON.stringify(after.entry)}::jsonb, ${review.note})`);
  return after.entry;
}

const sameReview = (a: HoursEntry, b: HoursEntry): boolean =>
  a.status === b.status &&
  a.late === b.late &&
  a.note === b.note &&
  a.start === b.start &&
  a.end === b.end &&
  a.breakMinutes === b.breakMinutes &&
  a.lessons === b.lessons;

/**
 * A correction, a no-show or a late arrival is told to the substitute (push and e-mail, their language), once per
 * change: saving the same review again tells nothing new.
 */
async function tellSubstitute(deps: AppDeps, tx: Tx, t: Target, before: HoursEntry | null, after: HoursEntry): Promise<void> {
  if (!hoursReviewIsNews(after) || (before !== null && sameReview(before, after))) return;
  const substituteId = t.stored?.substitute_id ?? t.job?.chosen_id;
  if (substituteId == null) return;
  await notifyWithChange(deps, tx, { type: 'hoursReviewed', jobId: after.jobId, substituteId, schoolId: t.schoolId, entry: after });
}

/** The schedule the day's times are judged by: the job's, or the copy on the hours when the job is gone. */
const scheduleOf = (t: Target) => t.job ?? (t.stored === undefined ? undefined : { startTime: t.stored.scheduled_start, endTime: t.stored.scheduled_end });

/** An approval's answer: the entry, and whether it already stood as asked (then with a message saying so). */
export interface ApproveResult {
  entry: HoursEntry;
  alreadyApproved: boolean;
  message?: string;
}

/**
 * POST /api/principals/hours/approve: the substitute's figures stand (a day they gave). Idempotent: a day already
 * approved (or corrected) with the same late mark is answered as it stands, with no new review, log row or message to
 * the substitute — a second tap, or two leaders approving at once, is not a change. A changed late mark is one.
 */
export async function approveHours(deps: AppDeps, user: AuthUser, p: HoursApprovePayload, locale: Locale): Promise<ApproveResult> {
  const result = await inTransaction(deps.database.db, async (tx): Promise<ApproveResult> => {
    const target = await lockTarget(tx, user, p.id, p.day, deps.now(), locale);
    if (target.stored === undefined) throw badRequest(localise(M.invalid, locale), { day: localise(M.nothingToApprove, locale) });
    const stored = target.stored.entry;
    if ((stored.status === 'approved' || stored.status === 'corrected') && stored.late === p.late) {
      return { entry: stored, alreadyApproved: true, message: localise(M.alreadyApproved, locale) };
    }
    // approving again after a correction keeps the school's figures and its reason
    const status = target.stored.status === 'corrected' ? 'corrected' : 'approved';
    const entry = await writeReview(deps, tx, user, target, p.day, { status, late: p.late, note: status === 'corrected' ? stored.note : null }, locale);
    return { entry, alreadyApproved: false };
  });
  scheduleDeliveries(deps);
  return result;
}

/** POST /api/principals/hours/correct: the school's figures, and why. */
export async function correctHours(deps: AppDeps, user: AuthUser, p: HoursCorrectPayload, locale: Locale): Promise<HoursEntry> {
  const entry = await inTransaction(deps.database.db, async (tx) => {
    const target = await lockTarget(tx, user, p.id, p.day, deps.now(), locale);
    const schedule = scheduleOf(target);
    const shift = schedule === undefined ? null : shiftIssue(schedule, p);
    if (shift !== null) throw badRequest(localise(M.invalid, locale), { end: localise(shift, locale) });
    const asks = target.job?.ask_lessons ?? target.stored?.ask_lessons ?? false;
    const times = { start: p.start, end: p.end, breakMinutes: p.breakMinutes, lessons: lessonsAsked(p.lessons, asks) };
    return writeReview(deps, tx, user, target, p.day, { status: 'corrected', late: p.late, note: p.reason, times }, locale);
  });
  scheduleDeliveries(deps);
  return entry;
}

/** POST /api/principals/hours/noshow: the person did not come (no hours paid). */
export async function markNoShow(deps: AppDeps, user: AuthUser, p: HoursNoShowPayload, locale: Locale): Promise<HoursEntry> {
  const entry = await inTransaction(deps.database.db, async (tx) => {
    const target = await lockTarget(tx, user, p.id, p.day, deps.now(), locale);
    return writeReview(deps, tx, user, target, p.day, { status: 'noShow', late: false, note: p.reason }, locale);
  });
  scheduleDeliveries(deps);
  return entry;
}
