import { sql } from 'drizzle-orm';
import type { PageOptions } from '@vikariat/sync';
import type { Executor } from '../../db/client.ts';
import type { SyncReader } from '../reader.ts';
import { pageOfChanges, seqAfter, type ReaderPage } from './page.ts';

/** A substitute's own applications, with whether they were chosen (school staff see applicants on jobs). */
export function applicationChanges(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions): Promise<ReaderPage> {
  if (reader.role !== 'user') return Promise.resolve({ changes: [] });
  const me = reader.id;
  const changed = sql`
    WITH ids AS (
      SELECT id FROM applications WHERE applicant_id = ${me} AND ${seqAfter(sql`seq`, after)}
      UNION SELECT a.id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.applicant_id = ${me} AND ${seqAfter(sql`j.seq`, after)}
    )
    SELECT a.id, GREATEST(a.seq, j.seq) AS eff, j.deleted_at IS NULL AS visible
    FROM ids JOIN applications a ON a.id = ids.id JOIN jobs j ON j.id = a.job_id`;
  return pageOfChanges(
    db,
    reader,
    changed,
    limit,
    options,
    (ids) =>
      sql`SELECT json_build_object('id', a.id, 'jobId', a.job_id, 'active', a.active,
        'withdrawnAt', a.withdrawn_at, 'deactivatedReason', a.deactivated_reason,
        -- the school's words when it cancelled the booking (written with the deactivation, cancel-booking.ts)
        'cancelReason', CASE WHEN a.deactivated_reason = 'cancelled_by_school' THEN (SELECT bc.reason FROM booking_cancellations bc
          WHERE bc.substitute_id = a.applicant_id AND bc.job_id = a.job_id AND bc.cancelled_by = 'school' ORDER BY bc.cancelled_at DESC LIMIT 1) END,
        'createdAt', a.created_at,
        'chosen', CASE WHEN j.chosen_id IS NULL THEN NULL WHEN j.chosen_id = ${me} THEN 'me' ELSE 'other' END, '_deleted', false) AS doc
      FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id IN (${ids})`,
  );
}

/** The reader's own account: one document, everything but secrets, with the schools a substitute blocked. */
export function profileChanges(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions): Promise<ReaderPage> {
  const changed = sql`SELECT id, seq AS eff, true AS visible FROM accounts WHERE id = ${reader.id} AND ${seqAfter(sql`seq`, after)}`;
  return pageOfChanges(
    db,
    reader,
    changed,
    limit,
    options,
    (ids) =>
      sql`SELECT json_build_object('id', id, 'email', email, 'firstName', first_name, 'lastName', last_name,
        'phone', phone, 'typeOfUser', type_of_user, 'roles', roles, 'siteLang', site_lang, 'schoolId', school_id,
        'address', address, 'image', image, 'identityVerified', identity_verified, 'hasEdited', has_edited,
        -- the identity a provider verified, so the phone compares it with the profile before the person applies (issue 25)
        'verifiedIdentity', CASE WHEN identity_verified AND verified_family_name IS NOT NULL THEN json_build_object('givenName', verified_given_name,
          'familyName', verified_family_name, 'birthDate', verified_birth_date::text, 'verifiedAt', identity_verified_at) END,
        'defaultDescription', default_description, 'sendEmail', send_email, 'profile', profile,
        'defaults', defaults, 'createdAt', created_at,
        -- the schools the person blocked, to unblock them offline (school_blocks moves blocks_changed_at: migration 0011)
        'blockedSchools', COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name)
          FROM school_blocks b JOIN schools s ON s.id = b.school_id WHERE b.account_id = accounts.id), '[]'::json),
        '_deleted', false) AS doc
      FROM accounts WHERE id IN (${ids})`,
  );
}

/** Tips and Update notices: the jobs of the Admin pseudo-school, for every reader. */
export function noticeChanges(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions): Promise<ReaderPage> {
  const changed = sql`SELECT j.id, j.seq AS eff, (j.deleted_at IS NULL AND j.from_admin_type IS NOT NULL) AS visible
    FROM jobs j JOIN schools s ON s.id = j.school_id WHERE s.is_admin AND ${seqAfter(sql`j.seq`, after)}`;
  return pageOfChanges(
    db,
    reader,
    changed,
    limit,
    options,
    (ids) =>
      sql`SELECT json_build_object('id', id, 'fromAdminType', from_admin_type, 'startDate', start_date,
        'endDate', end_date, 'additionalInfo', additional_info, 'additionalInfoFi', additional_info_fi, 'regarding', regarding, 'files', files,
        'expire', expire, 'createdAt', created_at, '_deleted', false) AS doc
      FROM jobs WHERE id IN (${ids})`,
  );
}

/** The reader's outbox verdicts (the ledger). */
export function outboxChanges(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions): Promise<ReaderPage> {
  const changed = sql`SELECT id, seq AS eff, true AS visible FROM sync_outbox_ledger WHERE account_id = ${reader.id} AND ${seqAfter(sql`seq`, after)}`;
  return pageOfChanges(db, reader, changed, limit, options, (ids) => sql`SELECT ${ledgerDocSql} AS doc FROM sync_outbox_ledger WHERE id IN (${ids})`);
}

/** A timestamp as JavaScript's toISOString() writes it (the push answer and the pull must agree to the byte). */
function isoUtc(column: 'created_at' | 'applied_at') {
  return sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/** A ledger row as the client's outbox document. */
export const ledgerDocSql = sql`jsonb_build_object('id', id, 'ownerId', account_id, 'deviceId', device_id, 'type', type,
  'payload', payload, 'createdAt', ${isoUtc('created_at')}, 'status', status, 'code', code, 'message', message,
  'data', data, 'result', result, 'appliedAt', ${isoUtc('applied_at')}, '_deleted', false)`;
