import { sql, type SQL } from 'drizzle-orm';
import {
  canChoose,
  cancellationTiming,
  conflictsWithin2h,
  extractCovers,
  hasValidPoliceRecord,
  helsinkiDateOf,
  jobMsg,
  schoolJobAccess,
  type JobSchedule,
  type Locale,
} from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { conflict } from '../../http/errors.ts';
import { choiceNotice, JOB_FACTS_COLUMNS, scheduleDeliveries, type JobFacts } from '../notifications/index.ts';
import { jobNotFound } from './job-access.ts';
import { notifyWithChange, recordWithChange } from './job-notifications.ts';
import { inTransaction } from '../../db/transaction.ts';
import { overlapReason, releaseBooking } from './booking-release.ts';
import { extractValidThroughSql } from '../feedback/criminal-record-check.ts';

/** Codes of a refused choice (spec 02 §8); the client shows the message and, for chosen_elsewhere, redirects. */
export const CHOOSE_ERRORS = {
  chosenElsewhere: 'chosen_elsewhere',
  alreadyChosen: 'already_chosen',
  policeRecordRequired: 'police_record_required',
  notAnApplicant: 'not_an_applicant',
  jobClosed: 'job_closed',
  notBooked: 'not_booked',
  jobStarted: 'job_started',
} as const;

export interface LockedSubstitute extends Record<string, unknown> {
  id: string;
  phone: string;
  profile: Record<string, unknown>;
}
export interface LockedJob extends JobSchedule, Record<string, unknown> {
  id: string;
  school_id: string;
  owner_id: string | null;
  chosen_id: string | null;
  expire: Date | string;
  deleted_at: Date | string | null;
  /** an SOS job, and one the first eligible accept books (decision 035) */
  sos: boolean;
  instant: boolean;
  /** what a notification about the job says: the substitute's notice is planned from it (decision 041) */
  facts: JobFacts;
}
interface ScheduledRow extends JobSchedule, Record<string, unknown> {
  id: string;
  school_id: string;
}

const SCHEDULE = sql`j.start_date::text AS "startDate", j.end_date::text AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime"`;

/**
 * Locks in one order everywhere, before any write (decision 019): the substitute's account row, then the job row. Two
 * principals choosing on one job serialise on the job; two jobs choosing one substitute serialise on the account, so
 * the 2-hour check always sees the other choice. One statement (decision 041): the job's scan waits on the account's
 * lock (its one-time filter reads the locked account first), so the order holds within it. What is read under the
 * lock must be read by a LATER statement (`choiceFacts`): this one's snapshot was taken before its lock waits.
 * `mayAct` decides, on the locked job, whether the caller may act on it at all — if not, the job is not found, as one
 * that is not there (domain `schoolJobAccess`, decision 043) — before anything is said of the person (a school learns
 * nothing of an e-mail it may not choose on).
 */
export async function lockPair(tx: Tx, email: string, jobId: string, locale: Locale, mayAct: (job: LockedJob) => boolean = () => true) {
  const [row] = await queryRows<{ substitute: LockedSubstitute | null; job: LockedJob | null }>(
    tx,
    sql`WITH substitute AS MATERIALIZED (
          SELECT id, phone, profile FROM accounts WHERE email = ${email} AND type_of_user = 'user' FOR NO KEY UPDATE
        ), job AS MATERIALIZED (
          SELECT j.id, j.school_id, j.owner_id, j.chosen_id, j.expire, j.deleted_at, j.sos, j.instant, ${SCHEDULE},
                 (SELECT row_to_json(f) FROM (SELECT ${JOB_FACTS_COLUMNS}) f) AS facts
          FROM jobs j JOIN schools s ON s.id = j.school_id
          WHERE j.id = ${jobId} AND (SELECT count(*) FROM substitute) >= 0
          FOR NO KEY UPDATE OF j
        )
        SELECT (SELECT row_to_json(job) FROM job) AS job, (SELECT row_to_json(substitute) FROM substitute) AS substitute`,
  );
  const job = row?.job ?? null;
  if (job === null || job.deleted_at !== null || !mayAct(job)) throw jobNotFound(locale);
  return { substitute: row?.substitute ?? null, job };
}

/**
 * Who an e-mail without a substitute account is to a school's choice, unchoice or cancellation: a person with no tie to
 * the job. The answers then follow the same path as for an account that never applied, so a school learns nothing of
 * which e-mails have an account. Its id matches no row, so no write is reached with it.
 */
export const stranger = (substitute: LockedSubstitute | null): LockedSubstitute => substitute ?? { id: '00000000-0000-0000-0000-000000000000', phone: '', profile: {} };

/** Whether the caller may choose (and unchoose, and cancel the booking) on the locked job: `canChoose`; else not found. */
export const mayChoose =
  (user: AuthUser) =>
  (job: LockedJob): boolean =>
    schoolJobAccess(user, { schoolId: job.school_id, ownerId: job.owner_id, chosenId: job.chosen_id, isNotice: job.facts.isNotice }, canChoose) === 'allowed';

interface RelatedJob extends ScheduledRow {
  chosen_id: string | null;
  application_active: boolean | null;
}

export interface ChoiceFacts {
  related: RelatedJob[];
  extractUntil: string | null;
}

/** A substitute's id by e-mail, inside a statement: the facts go out with the locks, before the id is known. */
const substituteIdOf = (email: string): SQL => sql`(SELECT id FROM accounts WHERE email = ${email} AND type_of_user = 'user')`;

/**
 * In one read, after lockPair: the jobs the substitute is chosen for and the jobs they applied to (with the
 * application state), and the last day a school's recorded view of their police record extract covers. The jobs are
 * found from the person's side (the chosen and applicant indexes) and each read by its key (the LIMIT keeps the planner
 * from joining them by a pass over all jobs): "chosen for, or applied to" as one condition over a join read every job
 * of the service while the pair's locks were held.
 */
export const choiceFactsSql = (substitute: string | SQL): SQL =>
  sql`WITH person AS MATERIALIZED (SELECT ${substitute}::uuid AS id)
        SELECT (SELECT json_agg(r) FROM (
              SELECT j.id, j.school_id, j.chosen_id, ${SCHEDULE},
                     (SELECT ap.active FROM applications ap WHERE ap.job_id = j.id AND ap.applicant_id = (SELECT id FROM person)) AS application_active
              FROM (SELECT c.id FROM jobs c WHERE c.chosen_id = (SELECT id FROM person)
                    UNION SELECT a.job_id FROM applications a WHERE a.applicant_id = (SELECT id FROM person)) mine
              CROSS JOIN LATERAL (SELECT id, school_id, chosen_id, start_date, end_date, start_time, end_time
                                  FROM jobs WHERE id = mine.id AND deleted_at IS NULL LIMIT 1) j) r) AS related,
            (${extractValidThroughSql(substitute)}) AS extract_until`;

async function choiceFacts(tx: Tx, substitute: string | SQL): Promise<ChoiceFacts> {
  const [row] = await queryRows<{ related: RelatedJob[] | null; extract_until: string | null }>(tx, choiceFactsSql(substitute));
  return { related: row?.related ?? [], extractUntil: row?.extract_until ?? null };
}

/**
 * lockPair with the choice's facts read in the statement sent right after it (one round trip, decision 044): Postgres
 * runs a connection's statements in order, so the facts' snapshot is taken once the locks are held (decision 041).
 * Both are plain statements started in this order through the same calls, so they reach the driver in this order
 * (the 2-hour race tests and the bench's race trials fail if the facts ever went first).
 */
async function lockPairWithFacts(tx: Tx, email: string, jobId: string, locale: Locale, mayAct: (job: LockedJob) => boolean) {
  const [pair, facts] = await Promise.all([lockPair(tx, email, jobId, locale, mayAct), choiceFacts(tx, substituteIdOf(email))]);
  return { ...pair, facts };
}

export interface ChoiceResult {
  jobId: string;
  substituteId: string;
  /** the school's own jobs whose application by the substitute was deactivated (overlap) */
  deactivated: string[];
  /** the school booked the person: it may call them now (domain `personAccess`) */
  phone: string;
}

/**
 * The choice itself on the locked pair (lockPair): the one place of its rules, shared by the school's choice and an
 * instant SOS accept (decision 035). Exactly one substitute per job; never two jobs less than 2 hours apart for one
 * substitute; an active application; a valid police record (or a recorded view of the extract). The substitute's
 * overlapping applications are deactivated in the same transaction.
 */
export async function bookLocked(deps: AppDeps, tx: Tx, substitute: LockedSubstitute, job: LockedJob, now: Date, locale: Locale, facts?: ChoiceFacts) {
  if (job.chosen_id === substitute.id) return { substituteId: substitute.id, phone: substitute.phone, schoolId: job.school_id, deactivated: [] as ScheduledRow[] };
  if (job.chosen_id !== null) throw conflict(CHOOSE_ERRORS.alreadyChosen, jobMsg('alreadyChosenOther', locale));
  if (new Date(job.expire).getTime() <= now.getTime()) throw conflict(CHOOSE_ERRORS.jobClosed, jobMsg('jobClosed', locale));
  // read with the locks (lockPairWithFacts) or now, after what the caller wrote (an instant accept's application)
  const { related, extractUntil } = facts ?? (await choiceFacts(tx, substitute.id));
  if (related.some((other) => other.id !== job.id && other.chosen_id === substitute.id && conflictsWithin2h(job, other))) {
    throw conflict(CHOOSE_ERRORS.chosenElsewhere, jobMsg('chosenElsewhere', locale));
  }
  if (related.find((r) => r.id === job.id)?.application_active !== true) {
    throw conflict(CHOOSE_ERRORS.notAnApplicant, jobMsg('notAnApplicant', locale));
  }
  // the person's own valid entry, or a school's recorded view of the extract valid through the job's last day (decision 031)
  if (!hasValidPoliceRecord(substitute.profile, helsinkiDateOf(now)) && !extractCovers(extractUntil, job.endDate)) {
    throw conflict(CHOOSE_ERRORS.policeRecordRequired, jobMsg('chooseNeedsPoliceRecord', locale));
  }
  // the substitute's other open applications that now collide are deactivated (spec 02 §1)
  const colliding = related.filter((other) => other.id !== job.id && other.chosen_id === null && other.application_active === true && conflictsWithin2h(job, other));
  // the writes come last, the choice and the applications it costs in one statement (decision 041); the ids are uuids
  // from the database, safe as an array literal
  const collidingIds = `{${colliding.map((o) => o.id).join(',')}}`;
  await tx.execute(
    sql`WITH deactivated AS (
          UPDATE applications SET active = false, deactivated_reason = ${overlapReason(job.id)}
          WHERE applicant_id = ${substitute.id} AND job_id = ANY(${collidingIds}::uuid[]) RETURNING 1
        ), chosen AS (
          UPDATE jobs SET chosen_id = ${substitute.id}, chosen_at = ${now.toISOString()}, updated_at = ${now.toISOString()} WHERE id = ${job.id} RETURNING 1
        ) SELECT 1`,
  );
  // the substitute hears of the choice, and of the applications it cost them, with the same commit. Not sent beside
  // the write: a savepoint's SAVEPOINT goes out at once, and a statement sent beside it could land inside it
  await recordWithChange(deps, tx, choiceNotice('chosen', job.facts, { id: substitute.id }));
  if (colliding.length > 0) {
    await notifyWithChange(deps, tx, { type: 'applicationsDeactivated', substituteId: substitute.id, jobIds: colliding.map((o) => o.id) });
  }
  return { substituteId: substitute.id, phone: substitute.phone, schoolId: job.school_id, deactivated: colliding };
}

/**
 * addChosen (POST /api/teachers/addchosen): the authoritative choice. Exactly one substitute per job; never
 * two jobs less than 2 hours apart for one substitute; a valid police record (or a recorded view of the extract); the substitute's overlapping
 * applications are deactivated in the same transaction.
 */
export async function chooseSubstitute(deps: AppDeps, user: AuthUser, email: string, jobId: string, locale: Locale): Promise<ChoiceResult> {
  const now = deps.now();
  const result = await inTransaction(deps.database.db, async (tx) => {
    const { substitute, job, facts } = await lockPairWithFacts(tx, email, jobId, locale, mayChoose(user));
    return bookLocked(deps, tx, stranger(substitute), job, now, locale, facts);
  });
  scheduleDeliveries(deps);
  // the school hears of its own jobs only: another school's job, and who applied to it, is none of its business
  const deactivated = result.deactivated.filter((o) => o.school_id === result.schoolId).map((o) => o.id);
  return { jobId, substituteId: result.substituteId, deactivated, phone: result.phone };
}

/**
 * POST /api/teachers/remove/chosen: clears the choice. The applications this choice had deactivated come
 * back, unless they collide with another job the substitute is still chosen for.
 */
export async function removeChosen(deps: AppDeps, user: AuthUser, email: string, jobId: string, locale: Locale): Promise<void> {
  const now = deps.now();
  const result = await inTransaction(deps.database.db, async (tx) => {
    const { substitute: locked, job } = await lockPair(tx, email, jobId, locale, mayChoose(user));
    const substitute = stranger(locked);
    if (job.chosen_id === null) return null;
    if (job.chosen_id !== substitute.id) throw conflict(CHOOSE_ERRORS.alreadyChosen, jobMsg('alreadyChosenOther', locale));
    // a booking under way is not undone in silence: it ends only as a cancellation would (none after the start)
    if (cancellationTiming(job, now) === 'started') throw conflict(CHOOSE_ERRORS.jobStarted, jobMsg('jobStarted', locale));
    await releaseBooking(tx, substitute.id, jobId, now);
    await notifyWithChange(deps, tx, { type: 'unchosen', jobId, substituteId: substitute.id });
    return { substituteId: substitute.id, schoolId: job.school_id };
  });
  if (result === null) return;
  scheduleDeliveries(deps);
}
