import { sql } from 'drizzle-orm';
import { addTempSchema, jobExpire, jobMsg, noticeEditIssues, todayInFinland, TYPE_OF_TEMP_OTHER, type Locale, type NoticePayload } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { localise, parseOrThrow } from '../../http/validate.ts';
import { addTemp } from '../jobs/create-job.ts';
import { adminSchoolId } from './admin-schools.ts';

/** Notices run the whole day: the same times as when posted. */
const NOTICE_TIMES = { startTime: '00:00', endTime: '23:55' } as const;

/**
 * POST /api/admin/notices: a Tips/Update notice is a job of the Admin school (spec 02 §1). Posted through the
 * jobs area's own addTemp, so notices follow the same rules, storage and realtime events as every job.
 */
export async function postNotice(deps: AppDeps, admin: AuthUser, notice: NoticePayload, locale: Locale): Promise<string> {
  const schoolId = await adminSchoolId(deps);
  const today = todayInFinland(deps.now());
  const payload = parseOrThrow(
    addTempSchema(today),
    {
      school: schoolId,
      startDate: notice.startDate,
      endDate: notice.endDate,
      ...NOTICE_TIMES,
      typeOfTemp: TYPE_OF_TEMP_OTHER,
      otherTxt: notice.fromAdminType,
      additionalInfo: notice.additionalInfo,
      fromAdminType: notice.fromAdminType,
    },
    locale,
  );
  // an admin acts for the Admin school only
  return addTemp(deps, { ...admin, schoolIds: [schoolId] }, payload, locale, notice.additionalInfoFi);
}

export interface AdminNotice {
  id: string;
  fromAdminType: 'Tips' | 'Update';
  additionalInfo: string;
  /** null: a notice from before notices had two languages (decision 039) */
  additionalInfoFi: string | null;
  startDate: string;
  endDate: string;
  createdAt: string;
  updatedAt: string;
}

const NOTICE_COLUMNS = sql`j.id, j.from_admin_type AS "fromAdminType", j.additional_info AS "additionalInfo",
  j.additional_info_fi AS "additionalInfoFi",
  j.start_date::text AS "startDate", j.end_date::text AS "endDate",
  to_char(j.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(j.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;
/** A notice still published: a job of the Admin school with a type, not removed (nor expired and tombstoned). */
const PUBLISHED = sql`s.is_admin AND j.deleted_at IS NULL AND j.from_admin_type IS NOT NULL`;

/** GET /api/admin/notices: the published notices, the latest to show first. */
export function listNotices(deps: AppDeps): Promise<AdminNotice[]> {
  return queryRows<AdminNotice & Record<string, unknown>>(
    deps.database.db,
    sql`SELECT ${NOTICE_COLUMNS} FROM jobs j JOIN schools s ON s.id = j.school_id WHERE ${PUBLISHED}
      ORDER BY j.end_date DESC, j.start_date DESC, j.created_at DESC`,
  );
}

async function lockedNotice(tx: Executor, id: string): Promise<AdminNotice | undefined> {
  const [row] = await queryRows<AdminNotice & Record<string, unknown>>(
    tx,
    sql`SELECT ${NOTICE_COLUMNS} FROM jobs j JOIN schools s ON s.id = j.school_id WHERE j.id = ${id} AND ${PUBLISHED} FOR NO KEY UPDATE OF j`,
  );
  return row;
}

/**
 * PUT /api/admin/notices/:id: a corrected text, type or dates. The row's change number moves (the sync trigger),
 * so every device pulls the new version; refused edits change nothing. Update stays disabled (spec 02 §5) for a
 * Tips notice; one already stored as Update may keep its type.
 */
export async function updateNotice(deps: AppDeps, id: string, notice: NoticePayload, locale: Locale): Promise<AdminNotice> {
  const updated = await inTransaction(deps.database.db, async (tx) => {
    const stored = await lockedNotice(tx, id);
    if (stored === undefined) throw notFound(jobMsg('noticeNotFound', locale));
    if (notice.fromAdminType === 'Update' && stored.fromAdminType !== 'Update') {
      throw badRequest(jobMsg('updateNoticeDisabled', locale), { fromAdminType: jobMsg('updateNoticeDisabled', locale) });
    }
    const issues = noticeEditIssues(notice, stored, todayInFinland(deps.now()));
    if (issues.length > 0) {
      const fields = Object.fromEntries(issues.map((issue) => [issue.field, localise(issue.message, locale)]));
      throw badRequest(localise(issues[0]?.message ?? '', locale), fields);
    }
    await tx.execute(sql`UPDATE jobs SET additional_info = ${notice.additionalInfo},
      additional_info_fi = ${notice.additionalInfoFi}, from_admin_type = ${notice.fromAdminType},
      other_txt = ${notice.fromAdminType}, start_date = ${notice.startDate}, end_date = ${notice.endDate},
      expire = ${jobExpire({ endDate: notice.endDate, ...NOTICE_TIMES }).toISOString()}, updated_at = ${deps.now().toISOString()}
      WHERE id = ${id}`);
    return lockedNotice(tx, id);
  });
  if (updated === undefined) throw notFound(jobMsg('noticeNotFound', locale));
  return updated;
}

/** DELETE /api/admin/notices/:id: a tombstone (deleted_at), so every device drops the notice on its next pull. */
export async function removeNotice(deps: AppDeps, id: string, locale: Locale): Promise<void> {
  const now = deps.now().toISOString();
  const removed = await inTransaction(deps.database.db, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`UPDATE jobs j SET deleted_at = ${now}, updated_at = ${now} FROM schools s
        WHERE s.id = j.school_id AND j.id = ${id} AND ${PUBLISHED} RETURNING j.id`,
    ),
  );
  if (removed.length === 0) throw notFound(jobMsg('noticeNotFound', locale));
}
