import { eq, sql } from 'drizzle-orm';
import { conflictsWithin2h, jobExpire, jobMsg, localise, startMovedIntoPast, type JobSchedule, type Locale, type UpdateTempPayload } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { jobs } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { CHOOSE_ERRORS } from './choose-substitute.ts';
import { inTransaction } from '../../db/transaction.ts';
import { loadManagedJob } from './job-access.ts';
import { publishFilesChanged } from '../../realtime/named-events.ts';
import { assertOwnUploads } from './job-files.ts';
import { endBookingOfRemovedJob } from './cancel-booking.ts';
import { scheduleDeliveries } from '../notifications/index.ts';

const isLeader = (user: AuthUser) => user.role === 'principal' || user.role === 'ledare';

/**
 * POST /api/teachers/updatetemp: the school's leaders edit any job of their school, a teacher only their
 * own. The reason is the principal's: a teacher's edit keeps it unchanged (a teacher never sees it).
 */
export async function updateTemp(deps: AppDeps, user: AuthUser, payload: UpdateTempPayload, locale: Locale): Promise<void> {
  const db = deps.database.db;
  const job = await loadManagedJob(db, user, payload.id, locale);
  const moved = startMovedIntoPast({ startDate: job.start_date, startTime: job.start_time, sos: job.sos }, payload, deps.now());
  if (moved !== null) throw badRequest(localise(moved.message, locale), { [moved.field]: localise(moved.message, locale) });
  await assertOwnUploads(db, user.id, payload.files, locale, job.files);
  await inTransaction(db, async (tx) => {
    await assertStillFits(tx, job.id, payload, locale);
    await tx
      .update(jobs)
      .set({
        startDate: payload.startDate,
        endDate: payload.endDate,
        startTime: payload.startTime,
        endTime: payload.endTime,
        reason: isLeader(user) ? payload.reason : job.reason,
        subjects: [...new Set(payload.subjects)],
        additionalInfo: payload.additionalInfo,
        files: payload.files,
        grades: [...new Set(payload.grades)].sort((a, b) => a.localeCompare(b, 'sv', { numeric: true })),
        expire: jobExpire(payload),
        typeOfTemp: payload.typeOfTemp,
        otherTxt: payload.otherTxt,
        updatedAt: deps.now(),
      })
      .where(eq(jobs.id, job.id));
  });
}

/**
 * A chosen job's new schedule must still keep 2 hours from the substitute's other chosen jobs. Same lock
 * order as a choice (the substitute's account row, then the job row), so a concurrent choice waits; the
 * chosen one is re-read under the job lock (a choice that landed meanwhile is locked in turn).
 */
async function assertStillFits(tx: Tx, jobId: string, schedule: JobSchedule, locale: Locale): Promise<void> {
  const [seen] = await queryRows<{ chosen_id: string | null }>(tx, sql`SELECT chosen_id FROM jobs WHERE id = ${jobId}`);
  if (seen?.chosen_id != null) await tx.execute(sql`SELECT 1 FROM accounts WHERE id = ${seen.chosen_id} FOR NO KEY UPDATE`);
  const [locked] = await queryRows<{ chosen_id: string | null }>(tx, sql`SELECT chosen_id FROM jobs WHERE id = ${jobId} FOR NO KEY UPDATE`);
  const substituteId = locked?.chosen_id ?? null;
  if (substituteId === null) return;
  if (substituteId !== seen?.chosen_id) await tx.execute(sql`SELECT 1 FROM accounts WHERE id = ${substituteId} FOR NO KEY UPDATE`);
  const others = await queryRows<JobSchedule & Record<string, unknown>>(
    tx,
    sql`SELECT start_date::text AS "startDate", end_date::text AS "endDate", start_time AS "startTime", end_time AS "endTime"
        FROM jobs WHERE chosen_id = ${substituteId} AND id <> ${jobId} AND deleted_at IS NULL`,
  );
  if (others.some((other) => conflictsWithin2h(schedule, other))) {
    throw conflict(CHOOSE_ERRORS.chosenElsewhere, jobMsg('chosenElsewhere', locale));
  }
}

/**
 * POST /api/teachers/deletetemp: a tombstone (deleted_at) so every device learns of the deletion; the
 * expiry task purges the row and its attachments later. A booking of a job that has not started ends first, as a
 * cancellation by the school (the person is told and gets their other applications back).
 */
export async function deleteTemp(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale): Promise<void> {
  const db = deps.database.db;
  const job = await loadManagedJob(db, user, jobId, locale);
  const now = deps.now();
  await inTransaction(db, async (tx) => {
    await endBookingOfRemovedJob(deps, tx, user, job.id, now);
    await tx.update(jobs).set({ deletedAt: now, updatedAt: now }).where(eq(jobs.id, job.id));
  });
  scheduleDeliveries(deps);
}

/** POST /api/teachers/update/job/files: replaces the job's attachment list; announces updateFilesMT. */
export async function updateJobFiles(deps: AppDeps, user: AuthUser, jobId: string, files: string[], locale: Locale): Promise<void> {
  const db = deps.database.db;
  const job = await loadManagedJob(db, user, jobId, locale);
  await assertOwnUploads(db, user.id, files, locale, job.files);
  await inTransaction(db, (tx) =>
    tx
      .update(jobs)
      .set({ files: [...new Set(files)], updatedAt: deps.now() })
      .where(eq(jobs.id, job.id)),
  );
  await publishFilesChanged(deps, { id: job.id, schoolId: job.school_id, chosenId: job.chosen_id });
}
