import { sql } from 'drizzle-orm';
import { ageOn, helsinkiDateOf, parseBirthDate, personAccessOfLevel, profileForSchool, sortApplicants, type ApplicantSort } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { personAccessSql } from '../accounts/person-access.ts';

interface ApplicantRow extends Record<string, unknown> {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  image: string | null;
  identity_verified: boolean;
  profile: Record<string, unknown>;
  job_id: string;
  applied_at: Date | string;
  chosen: boolean;
  access: number;
  late_cancellations: number;
}

/** Phone and address are empty until the school booked the person (domain `personAccess`). */
export interface ApplicantView {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  image: string | null;
  identityVerified: boolean;
  age: number | null;
  status: string;
  policeRecord: { expirationDate: string | null };
  profile: Record<string, unknown>;
  jobId: string;
  appliedAt: string;
  chosen: boolean;
  /** bookings the person cancelled less than 24 h before the start, at any school (the consent's terms) */
  lateCancellations: number;
}

/**
 * Active applicants of the given jobs, with what each job's school may see of them (domain `personAccess`), in the
 * requested order. An applicant who blocked the school is left out.
 */
export async function applicantsOf(db: Executor, jobIds: readonly string[], sort: ApplicantSort, now: Date): Promise<ApplicantView[]> {
  if (jobIds.length === 0) return [];
  const rows = await queryRows<ApplicantRow>(
    db,
    sql`SELECT a.id, a.email, a.first_name, a.last_name, a.phone, a.address, a.image, a.identity_verified, a.profile,
          ap.job_id, ap.created_at AS applied_at, (j.chosen_id = a.id) AS chosen,
          ${personAccessSql(sql`ARRAY[j.school_id]`, sql`a.id`)} AS access,
          (SELECT count(*)::int FROM booking_cancellations bc
            WHERE bc.substitute_id = a.id AND bc.late AND bc.cancelled_by = 'substitute') AS late_cancellations
        FROM applications ap JOIN accounts a ON a.id = ap.applicant_id JOIN jobs j ON j.id = ap.job_id
        WHERE ap.active AND ap.job_id IN (${sql.join(
          jobIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const today = helsinkiDateOf(now);
  const views = rows.flatMap((row): ApplicantView[] => {
    const access = personAccessOfLevel(Number(row.access));
    if (access === 'none') return [];
    const contact = access === 'contact';
    // which fields a school may see is the domain's rule; police record and age (computed today) are answered below
    const { policeRecord: _recordBelow, age: _ageBelow, ...profile } = profileForSchool(row.profile, access);
    const birth = typeof row.profile['birthDate'] === 'string' ? parseBirthDate(row.profile['birthDate']) : null;
    const record = row.profile['policeRecord'] as { expirationDate?: unknown } | undefined;
    return [{
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: contact ? row.phone : '',
      address: contact ? row.address : '',
      image: row.image,
      identityVerified: row.identity_verified,
      age: birth === null ? null : ageOn(birth, today),
      status: typeof row.profile['status'] === 'string' ? row.profile['status'] : '',
      policeRecord: { expirationDate: typeof record?.expirationDate === 'string' ? record.expirationDate : null },
      profile,
      jobId: row.job_id,
      appliedAt: (row.applied_at instanceof Date ? row.applied_at : new Date(row.applied_at)).toISOString(),
      chosen: row.chosen === true,
      lateCancellations: Number(row.late_cancellations),
    }];
  });
  return sortApplicants(views, sort);
}
