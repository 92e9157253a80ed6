import postgres from 'postgres';
import { e2eDatabaseUrl } from './constants.ts';

/**
 * What people typed (or the product generated for them, like school codes), read from the e2e server's database: names,
 * addresses, job texts, day cards and their templates, feedback, hours notes, sign-in providers,
 * notices, reasons, files, delivered messages. A screen shows these as written, in whatever language the writer used, so the language check
 * leaves them out. Reference values (languages, subjects, qualifications, teacher type, regions) are NOT here: they
 * are stored as names of one language and a screen must show them in its own.
 */
const REFERENCE_PROFILE_KEYS = [
  'nativeLanguage',
  'languages',
  'qualifications',
  'comingqualifications',
  'regions',
  'status',
  'teacherType',
  'grade',
  'mainsubject',
  'secondsubject',
  'policeRecord',
  'birthDate',
];

const STRING_LEAVES = `'strict $.** ? (@.type() == "string")'`;

export async function storedTexts(): Promise<string[]> {
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => undefined });
  try {
    const rows = await sql.unsafe<Array<{ t: string | null }>>(`
      SELECT name AS t FROM schools UNION SELECT address FROM schools
      UNION SELECT first_name FROM accounts UNION SELECT last_name FROM accounts
      UNION SELECT first_name || ' ' || last_name FROM accounts
      UNION SELECT address FROM accounts UNION SELECT default_description FROM accounts
      UNION SELECT v #>> '{}' FROM accounts, jsonb_path_query(profile - ARRAY[${REFERENCE_PROFILE_KEYS.map((k) => `'${k}'`).join(',')}], ${STRING_LEAVES}) v
      UNION SELECT v #>> '{}' FROM accounts, jsonb_path_query(defaults, ${STRING_LEAVES}) v
      UNION SELECT reason FROM jobs UNION SELECT additional_info FROM jobs UNION SELECT regarding FROM jobs
      UNION SELECT other_txt FROM jobs
      UNION SELECT f FROM jobs, unnest(files) f UNION SELECT substr(f, 33) FROM jobs, unnest(files) f
      UNION SELECT reason FROM booking_cancellations
      UNION SELECT label FROM export_passcodes
      UNION SELECT last_error FROM notification_deliveries
      UNION SELECT v #>> '{}' FROM notification_deliveries, jsonb_path_query(payload, ${STRING_LEAVES}) v
      UNION SELECT name FROM accessibility_feedback UNION SELECT page FROM accessibility_feedback
      UNION SELECT message FROM accessibility_feedback UNION SELECT detail FROM admin_audit_log
      UNION SELECT code FROM school_codes
      UNION SELECT comment FROM job_feedback UNION SELECT note FROM job_hours UNION SELECT reason FROM job_hours_changes
      UNION SELECT name FROM sso_providers UNION SELECT issuer FROM sso_providers UNION SELECT client_id FROM sso_providers
      UNION SELECT d FROM sso_providers, unnest(email_domains) d
      UNION SELECT name FROM day_card_templates
      UNION SELECT v #>> '{}' FROM day_card_templates, jsonb_path_query(card, ${STRING_LEAVES}) v
      UNION SELECT v #>> '{}' FROM jobs, jsonb_path_query(COALESCE(day_card, '{}'::jsonb), ${STRING_LEAVES}) v`);
    // longest first: a name inside a longer text goes with that text
    return rows.flatMap((r) => (r.t && r.t.trim() !== '' ? [r.t.trim()] : [])).sort((a, b) => b.length - a.length);
  } finally {
    await sql.end();
  }
}

/** Values for the route parameters of the screens a demo account sees (a job of its own, an applicant, ...). */
export interface RouteSamples {
  /** a job the account's school owns (the manage page), with applicants when there is one */
  schoolJobId: string | null;
  /** a job the substitute applied to (its page) */
  appliedJobId: string | null;
  /** an applicant to one of the school's jobs (the substitute's profile as a school sees it) */
  applicantEmail: string | null;
}

export async function routeSamples(email: string): Promise<RouteSamples> {
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => undefined });
  try {
    const [school] = await sql<Array<{ id: string; applicant: string | null }>>`
      SELECT j.id::text AS id, (SELECT b.email FROM applications ap JOIN accounts b ON b.id = ap.applicant_id
                                WHERE ap.job_id = j.id ORDER BY ap.created_at LIMIT 1) AS applicant
      FROM jobs j JOIN accounts a ON a.school_id = j.school_id
      WHERE a.email = ${email} AND j.from_admin_type IS NULL AND j.deleted_at IS NULL
      ORDER BY (SELECT count(*) FROM applications ap WHERE ap.job_id = j.id) DESC, j.start_date DESC LIMIT 1`;
    const [applied] = await sql<Array<{ id: string }>>`
      SELECT ap.job_id::text AS id FROM applications ap JOIN accounts a ON a.id = ap.applicant_id
      JOIN jobs j ON j.id = ap.job_id
      WHERE a.email = ${email} AND j.deleted_at IS NULL ORDER BY (j.chosen_id = a.id) DESC NULLS LAST, j.start_date DESC LIMIT 1`;
    return { schoolJobId: school?.id ?? null, appliedJobId: applied?.id ?? null, applicantEmail: school?.applicant ?? null };
  } finally {
    await sql.end();
  }
}
