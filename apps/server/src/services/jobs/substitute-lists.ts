import { sql } from 'drizzle-orm';
import { canSeeSchoolPhone, jobMsg, mayDoWithJob, noticeText, regionCodesOf, type Locale } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { forbidden } from '../../http/errors.ts';
import { jobNotFound } from './job-access.ts';
import { factsOf, loadJob, selectJobs, substituteJobView, type JobRow, type SubstituteJobView } from './job-view.ts';
import { jobRuleSql, readerJobFacts, readerJobJoins } from './job-rule-sql.ts';
import { jobWithFacts } from './job-facts.ts';
import { textArray } from '../../sync/reader.ts';
import type { CallerAccountRow } from '../../sync/action-context.ts';

interface Reader {
  regions: string[];
  unavailable: string[];
  hidden: Set<string>;
  inactive: Set<string>;
  applied: Set<string>;
  /** why the person's ended applications ended, by job (a cancelled booking keeps the school's phone) */
  ended: Map<string, string>;
  blockedSchools: Set<string>;
  /** the account's row as the job rule's facts read it */
  account: CallerAccountRow;
}

async function readerOf(db: Executor, user: AuthUser): Promise<Reader> {
  if (user.role !== 'user') throw forbidden();
  const [me] = await queryRows<{ profile: Record<string, unknown>; unavailable_jobs: string[] }>(
    db,
    sql`SELECT profile, unavailable_jobs FROM accounts WHERE id = ${user.id}`,
  );
  const states = await queryRows<{ job_id: string; hidden: boolean; inactive: boolean }>(
    db,
    sql`SELECT job_id, hidden, inactive FROM job_user_state WHERE account_id = ${user.id}`,
  );
  const applications = await queryRows<{ job_id: string; withdrawn: boolean; deactivated_reason: string | null }>(
    db,
    sql`SELECT job_id, withdrawn_at IS NOT NULL AS withdrawn, deactivated_reason FROM applications WHERE applicant_id = ${user.id}`,
  );
  const applied = applications.filter((a) => !a.withdrawn);
  const blocks = await queryRows<{ school_id: string }>(db, sql`SELECT school_id FROM school_blocks WHERE account_id = ${user.id}`);
  return {
    regions: regionCodesOf(me?.profile ?? {}),
    unavailable: me?.unavailable_jobs ?? [],
    hidden: new Set(states.filter((s) => s.hidden).map((s) => s.job_id)),
    inactive: new Set(states.filter((s) => s.inactive).map((s) => s.job_id)),
    applied: new Set(applied.map((a) => a.job_id)),
    ended: new Map(applications.flatMap((a) => (a.deactivated_reason === null ? [] : [[a.job_id, a.deactivated_reason] as const]))),
    blockedSchools: new Set(blocks.map((b) => b.school_id)),
    account: { profile: me?.profile ?? {}, unavailable_jobs: me?.unavailable_jobs ?? [] },
  };
}

const viewFor = (user: AuthUser, reader: Reader, row: JobRow): SubstituteJobView =>
  substituteJobView(row, user.id, user.email, {
    applied: reader.applied.has(row.id),
    hidden: reader.hidden.has(row.id),
    inactive: reader.inactive.has(row.id),
    unavailable: reader.unavailable.includes(row.id),
  });

/** Open jobs offered to the reader (the domain's job rule `offer`) and the notices that are not over. */
async function openJobs(deps: AppDeps, user: AuthUser, reader: Reader): Promise<JobRow[]> {
  const me = sql`${user.id}::uuid`;
  const now = sql`${deps.now().toISOString()}::timestamptz`;
  const offer = jobRuleSql(
    'offer',
    readerJobFacts({
      id: me,
      regions: textArray(reader.regions),
      blocked: sql`${textArray([...reader.blockedSchools])}::uuid[]`,
      unavailable: sql`${textArray(reader.unavailable)}::uuid[]`,
      now,
    }),
  );
  return selectJobs(
    deps.database.db,
    sql`(s.is_admin AND j.deleted_at IS NULL AND j.expire > ${now})
        OR j.id IN (SELECT j.id FROM jobs j ${readerJobJoins(me)} WHERE ${offer})`,
  );
}

/**
 * POST /api/users/getalltemp → {activejobs, inactivejobs, notInRegion, jobs, msg}: open jobs of the
 * substitute's regions and the notices; inactivated ones apart; without regions the not-in-region card.
 */
export async function allTemps(deps: AppDeps, user: AuthUser, locale: Locale) {
  const reader = await readerOf(deps.database.db, user);
  // a notice in the reader's language (decision 039)
  const localised = (r: JobRow): JobRow =>
    r.is_admin ? { ...r, additional_info: noticeText({ additionalInfo: r.additional_info, additionalInfoFi: r.additional_info_fi }, locale) } : r;
  const jobs = (await openJobs(deps, user, reader)).map((r) => viewFor(user, reader, localised(r)));
  const notInRegion = reader.regions.length === 0;
  return {
    activejobs: jobs.filter((j) => !j.inactive),
    inactivejobs: jobs.filter((j) => j.inactive),
    notInRegion,
    jobs,
    msg: notInRegion ? jobMsg('notInRegion', locale) : '',
  };
}

/** POST /api/users/temp/count → {count}: open jobs (not notices) the substitute could apply to. */
export async function openJobCount(deps: AppDeps, user: AuthUser): Promise<{ count: number }> {
  const reader = await readerOf(deps.database.db, user);
  const rows = await openJobs(deps, user, reader);
  return { count: rows.filter((r) => !r.is_admin && !reader.inactive.has(r.id)).length };
}

/** POST /api/users/getpersonaltemp → {activejobs, inactivejobs}: own applications, each with its status. */
export async function personalTemps(deps: AppDeps, user: AuthUser) {
  const reader = await readerOf(deps.database.db, user);
  const active = await queryRows<{ job_id: string; active: boolean }>(
    deps.database.db,
    sql`SELECT job_id, active FROM applications WHERE applicant_id = ${user.id} AND withdrawn_at IS NULL`,
  );
  if (active.length === 0) return { activejobs: [], inactivejobs: [] };
  const rows = await selectJobs(
    deps.database.db,
    sql`j.deleted_at IS NULL AND j.id IN (${sql.join(
      active.map((a) => sql`${a.job_id}`),
      sql`, `,
    )})`,
  );
  const isActive = new Set(active.filter((a) => a.active).map((a) => a.job_id));
  const views = rows.map((r) => viewFor(user, reader, r));
  return { activejobs: views.filter((v) => isActive.has(v._id)), inactivejobs: views.filter((v) => !isActive.has(v._id)) };
}

/**
 * POST /api/users/get/job {id} → {job, school}: the school's phone for the chosen substitute (and after their booking
 * was cancelled). Only a job in the reader's view (the rule's `see`, as their pull and lists) or a notice; any other is
 * not found, whatever its state — another region's, one filled by someone else, a blocked school's (decision 043).
 */
export async function substituteJob(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale) {
  const reader = await readerOf(deps.database.db, user);
  const found = await jobWithFacts(deps.database.db, { id: user.id, me: reader.account, now: deps.now() }, jobId);
  const visible = found !== undefined && (mayDoWithJob('see', found.facts) || (found.facts.notice && !found.facts.deleted));
  const row = visible ? await loadJob(deps.database.db, jobId) : undefined;
  if (row === undefined) throw jobNotFound(locale);
  const contact = canSeeSchoolPhone(user, factsOf(row), reader.ended.get(row.id));
  return {
    job: viewFor(user, reader, row),
    school: { id: row.school_id, name: row.school_name, address: row.school_address, ...(contact ? { phone: row.school_phone } : {}) },
  };
}
