import { deviceLabel, type DataRow, type PersonalData, type PersonalDataKind } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

type Row = Record<string, unknown>;

const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' && v !== '' ? new Date(v).toISOString() : null);
/** a yes/no that may be unknown (an availability half-day left open) */
const bool = (v: unknown): boolean | null => (v === null || v === undefined ? null : v === true);
const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v));

/** The job columns every job sheet starts with (the school by name: the person knows it by that). */
const jobCells = (r: Row): DataRow => ({
  startDate: str(r['start_date']),
  endDate: str(r['end_date']),
  startTime: str(r['start_time']),
  endTime: str(r['end_time']),
  school: str(r['school']),
});

/** The account as field/value rows; the profile's own fields follow under their keys (`profile.<key>`). */
function accountRows(a: Row, schools: string[]): DataRow[] {
  const rows: DataRow[] = [
    { field: 'email', value: str(a['email']) },
    { field: 'firstName', value: str(a['first_name']) },
    { field: 'lastName', value: str(a['last_name']) },
    { field: 'phone', value: str(a['phone']) },
    { field: 'role', value: str(a['type_of_user']) },
    { field: 'language', value: a['site_lang'] === 1 ? 'fi' : 'sv' },
    { field: 'identityVerified', value: a['identity_verified'] === true },
    { field: 'schools', value: schools },
    { field: 'address', value: str(a['address']) },
    { field: 'confirmedAt', value: iso(a['confirmed_at']) },
    { field: 'sendEmail', value: a['send_email'] === true },
    { field: 'askFreeTomorrow', value: a['ask_free_tomorrow'] === true },
    { field: 'defaultDescription', value: str(a['default_description']) },
    { field: 'createdAt', value: iso(a['created_at']) },
    { field: 'lastLoginAt', value: iso(a['last_login_at']) },
  ];
  const profile = (a['profile'] ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(profile)) {
    rows.push({
      field: `profile.${key}`,
      value: Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : typeof value === 'boolean' || typeof value === 'number' ? value : str(value),
    });
  }
  return rows;
}

/** A delivery's words: a push's title and body, a mail's subject and text. */
const deliveryText = (p: unknown) => {
  const payload = (p ?? {}) as Record<string, unknown>;
  return { title: str(payload['title'] ?? payload['subject'] ?? ''), body: str(payload['body'] ?? payload['text'] ?? '') };
};

/** A notification delivery row as its sheet's row (the person's own, and those about them add the recipient's kind). */
const delivery = (r: Record<string, unknown>) => ({
  event: str(r['event']),
  channel: str(r['channel']),
  ...deliveryText(r['payload']),
  status: str(r['status']),
  createdAt: iso(r['created_at']),
  sentAt: iso(r['sent_at']),
});

/**
 * Everything held about the account `id` (GDPR art. 15 and 20), read in one repeatable-read transaction so the kinds
 * agree with each other. Only rows that are this person's: their own account, what they did, what was sent to them
 * and what was sent to others about them. Other people appear only as a school's name or a role (never a colleague's,
 * a recipient's or an applicant's name or e-mail), and secrets (the password hash, push keys, tokens) are left out.
 */
export async function collectPersonalData(db: Executor, id: string, now: Date): Promise<PersonalData | null> {
  const q = async (query: ReturnType<typeof sql>) => queryRows<Row>(db, query);
  const [account] = await q(sql`SELECT * FROM accounts WHERE id = ${id}`);
  if (account === undefined) return null;
  const schools = await q(sql`SELECT s.name FROM schools s WHERE s.id = ${account['school_id'] ?? null}
    UNION SELECT s.name FROM principal_schools p JOIN schools s ON s.id = p.school_id WHERE p.account_id = ${id} ORDER BY 1`);
  const job = sql`j.start_date::text AS start_date, j.end_date::text AS end_date, j.start_time, j.end_time, s.name AS school`;
  const data: Record<PersonalDataKind, DataRow[]> = {
    account: accountRows(
      account,
      schools.map((s) => str(s['name'])),
    ),
    profileDocuments: (await q(sql`SELECT title, size_bytes, created_at FROM profile_documents WHERE account_id = ${id} ORDER BY created_at`)).map((r) => ({
      title: str(r['title']),
      sizeBytes: Number(r['size_bytes']),
      createdAt: iso(r['created_at']),
    })),
    applications: (
      await q(sql`SELECT ${job}, a.created_at, a.active, a.withdrawn_at, j.chosen_id = ${id} AS chosen
      FROM applications a JOIN jobs j ON j.id = a.job_id JOIN schools s ON s.id = j.school_id WHERE a.applicant_id = ${id} ORDER BY j.start_date, a.created_at`)
    ).map((r) => ({
      ...jobCells(r),
      appliedAt: iso(r['created_at']),
      active: r['active'] === true,
      withdrawnAt: iso(r['withdrawn_at']),
      chosen: r['chosen'] === true,
    })),
    postedJobs: (
      await q(sql`SELECT ${job}, j.additional_info, j.chosen_id IS NOT NULL AS someone_chosen, j.created_at, j.deleted_at
      FROM jobs j JOIN schools s ON s.id = j.school_id WHERE j.owner_id = ${id} ORDER BY j.start_date, j.created_at`)
    ).map((r) => ({
      ...jobCells(r),
      additionalInfo: str(r['additional_info']),
      someoneChosen: r['someone_chosen'] === true,
      createdAt: iso(r['created_at']),
      deletedAt: iso(r['deleted_at']),
    })),
    bookedJobs: (
      await q(sql`SELECT ${job}, c.chosen_at, c.ended_at FROM job_choices c JOIN jobs j ON j.id = c.job_id JOIN schools s ON s.id = j.school_id
      WHERE c.substitute_id = ${id} ORDER BY j.start_date, c.chosen_at, c.id`)
    ).map((r) => ({ ...jobCells(r), chosenAt: iso(r['chosen_at']), endedAt: iso(r['ended_at']) })),
    jobMarks: (
      await q(sql`SELECT ${job}, u.hidden, u.inactive, u.viewed_at FROM job_user_state u JOIN jobs j ON j.id = u.job_id JOIN schools s ON s.id = j.school_id
      WHERE u.account_id = ${id} ORDER BY j.start_date`)
    ).map((r) => ({ ...jobCells(r), hidden: r['hidden'] === true, inactive: r['inactive'] === true, viewedAt: iso(r['viewed_at']) })),
    schoolBlocks: (
      await q(sql`SELECT s.name, b.created_at FROM school_blocks b JOIN schools s ON s.id = b.school_id WHERE b.account_id = ${id} ORDER BY b.created_at`)
    ).map((r) => ({
      school: str(r['name']),
      createdAt: iso(r['created_at']),
    })),
    // the person's own cancellations, and those they made for their school (then without the substitute's name)
    bookingCancellations: (
      await q(sql`SELECT c.start_date::text AS start_date, c.end_date::text AS end_date, c.start_time, c.end_time, s.name AS school,
        c.cancelled_by, c.reason, c.late, c.cancelled_at
      FROM booking_cancellations c JOIN schools s ON s.id = c.school_id WHERE c.substitute_id = ${id} OR c.actor_id = ${id} ORDER BY c.cancelled_at`)
    ).map((r) => ({
      ...jobCells(r),
      cancelledBy: str(r['cancelled_by']),
      reason: str(r['reason']),
      late: r['late'] === true,
      cancelledAt: iso(r['cancelled_at']),
    })),
    hours: (
      await q(sql`SELECT h.day::text AS day, s.name AS school, h.start_time, h.end_time, h.break_minutes, h.lessons, h.status, h.late, h.note,
        h.reviewed_by_name, h.reviewed_at
      FROM job_hours h JOIN schools s ON s.id = h.school_id WHERE h.substitute_id = ${id} ORDER BY h.day`)
    ).map((r) => ({
      day: str(r['day']),
      school: str(r['school']),
      startTime: str(r['start_time']),
      endTime: str(r['end_time']),
      breakMinutes: Number(r['break_minutes']),
      lessons: r['lessons'] === null ? null : Number(r['lessons']),
      status: str(r['status']),
      late: r['late'] === true,
      note: str(r['note']),
      reviewedBy: str(r['reviewed_by_name']),
      reviewedAt: iso(r['reviewed_at']),
    })),
    feedbackGiven: (
      await q(sql`SELECT s.name AS school, f.job_end_date::text AS job_end_date, f.rating, f.comment, f.updated_at
      FROM job_feedback f JOIN schools s ON s.id = f.school_id WHERE f.author_id = ${id} ORDER BY f.job_end_date, f.updated_at`)
    ).map((r) => ({
      school: str(r['school']),
      jobEndDate: str(r['job_end_date']),
      rating: Number(r['rating']),
      comment: str(r['comment']),
      updatedAt: iso(r['updated_at']),
    })),
    // what schools wrote about the person, only as count and average (a single rating is never shown to them: decision 031)
    feedbackAboutMe: (
      await q(sql`SELECT count(*)::int AS count, round(avg(rating), 1) AS average FROM job_feedback WHERE substitute_id = ${id} AND side = 'school' HAVING count(*) > 0`)
    ).map((r) => ({ count: Number(r['count']), average: Number(r['average']) })),
    criminalRecordChecks: (
      await q(sql`SELECT s.name AS school, c.seen_on::text AS seen_on, c.valid_until::text AS valid_until, c.recorded_at
      FROM criminal_record_checks c JOIN schools s ON s.id = c.school_id WHERE c.substitute_id = ${id} ORDER BY c.recorded_at`)
    ).map((r) => ({ school: str(r['school']), seenOn: str(r['seen_on']), validUntil: str(r['valid_until']), createdAt: iso(r['recorded_at']) })),
    notifications: (
      await q(sql`SELECT event, channel, payload, status, created_at, sent_at FROM notification_deliveries WHERE account_id = ${id} ORDER BY created_at`)
    ).map(delivery),
    // what the person is named in (migration 0042's about_id). The recipient is another person: their role and the
    // job's school (their own when the job is gone) tell the kind of recipient; their name, e-mail (the target) and
    // push service are theirs, not the subject's. The words are the subject's data: their name, their reason.
    notificationsAboutMe: (
      await q(sql`SELECT d.event, r.type_of_user AS recipient, COALESCE(js.name, rs.name) AS school, d.channel, d.payload, d.status, d.created_at, d.sent_at
      FROM notification_deliveries d LEFT JOIN accounts r ON r.id = d.account_id LEFT JOIN jobs j ON j.id = d.job_id
        LEFT JOIN schools js ON js.id = j.school_id LEFT JOIN schools rs ON rs.id = r.school_id
      WHERE d.about_id = ${id} AND d.account_id IS DISTINCT FROM ${id} ORDER BY d.created_at, d.id`)
    ).map((r) => ({ ...delivery(r), recipient: str(r['recipient']), school: str(r['school']) })),
    pushSubscriptions: (await q(sql`SELECT user_agent, created_at FROM push_subscriptions WHERE account_id = ${id} ORDER BY created_at`)).map((r) => ({
      device: deviceLabel(str(r['user_agent'])) || str(r['user_agent']),
      createdAt: iso(r['created_at']),
    })),
    sessions: (await q(sql`SELECT user_agent, created_at, last_used_at, expires_at, revoked_at FROM sessions WHERE account_id = ${id} ORDER BY created_at`)).map((r) => ({
      device: deviceLabel(str(r['user_agent'])) || str(r['user_agent']),
      createdAt: iso(r['created_at']),
      lastUsedAt: iso(r['last_used_at']),
      expiresAt: iso(r['expires_at']),
      endedAt: iso(r['revoked_at']),
    })),
    // the weekly pattern (ISO weekday 1-7) and the days marked, a day's entry overriding the pattern on its date
    availability: (
      await q(sql`SELECT 'weekday ' || weekday AS day, morning, afternoon, false AS answered, updated_at FROM availability_patterns WHERE account_id = ${id}
        UNION ALL SELECT date::text, morning, afternoon, answered, updated_at FROM availability_days WHERE account_id = ${id} ORDER BY 1`)
    ).map((r) => ({
      day: str(r['day']),
      morning: bool(r['morning']),
      afternoon: bool(r['afternoon']),
      answered: r['answered'] === true,
      updatedAt: iso(r['updated_at']),
    })),
    offers: (
      await q(sql`SELECT ${job}, o.wave, o.reason, o.offered_at, o.declined_at, o.decline_reason
      FROM offers o JOIN jobs j ON j.id = o.job_id JOIN schools s ON s.id = j.school_id WHERE o.account_id = ${id} ORDER BY o.offered_at`)
    ).map((r) => ({
      ...jobCells(r),
      wave: Number(r['wave']),
      reason: str(r['reason']),
      offeredAt: iso(r['offered_at']),
      declinedAt: iso(r['declined_at']),
      declineReason: str(r['decline_reason']),
    })),
    syncLog: (await q(sql`SELECT at, device_id, kind, collection, docs_in, docs_out, outcome, error_code FROM sync_log WHERE account_id = ${id} ORDER BY at, id`)).map(
      (r) => ({
        at: iso(r['at']),
        deviceId: str(r['device_id']),
        kind: str(r['kind']),
        collection: str(r['collection']),
        docsIn: Number(r['docs_in']),
        docsOut: Number(r['docs_out']),
        outcome: str(r['outcome']),
        errorCode: str(r['error_code']),
      }),
    ),
    accessibilityFeedback: (await q(sql`SELECT page, message, created_at, answered_at FROM accessibility_feedback WHERE account_id = ${id} ORDER BY created_at`)).map(
      (r) => ({
        page: str(r['page']),
        message: str(r['message']),
        createdAt: iso(r['created_at']),
        answeredAt: iso(r['answered_at']),
      }),
    ),
    adminReads: (await q(sql`SELECT at, action FROM admin_audit_log WHERE subject_id = ${id} ORDER BY at, id`)).map((r) => ({
      at: iso(r['at']),
      action: str(r['action']),
    })),
  };
  return { format: 'vikariat-personal-data/1', generatedAt: now.toISOString(), subject: { id, email: str(account['email']) }, data };
}
