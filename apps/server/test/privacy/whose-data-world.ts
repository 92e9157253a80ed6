import { personAccessOfLevel, type PersonAccess } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query.ts';
import { personAccessSql } from '../../src/services/accounts/person-access.ts';
import { createAccount, createSchool, type TestAccount } from '../helpers/fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { applyDirect, createJob } from '../jobs/fixtures.ts';

/** A substitute the sweep names, with markers seen with `profile` access (a last name) and `contact` access only. */
export interface Target extends TestAccount {
  label: string;
  markers: { profile: string[]; contact: string[] };
}
export interface Reader {
  label: string;
  token?: string;
  email?: string;
  /** the schools the reader acts for ([] for anonymous and substitutes) */
  schools: string[];
}
export interface World {
  schoolA: string;
  jobA: string;
  bookedJob: string;
  /** each kind of tie a school can have with a person, the expected access of the principal of school A beside it */
  targets: Target[];
  readers: Reader[];
}

let serial = 0;
async function target(t: TestApp, label: string, confirmed = true): Promise<Target> {
  serial += 1;
  const n = String(serial).padStart(2, '0');
  const [lastName, phone, address, birthDate] = [`Markersson${n}x`, `+3584099900${n}`, `Hemliga gatan ${n}9`, `19770${n.slice(1)}15`];
  const account = await createAccount(t.deps, {
    role: 'user',
    lastName,
    phone,
    address,
    profile: { regions: ['091'], birthDate, status: 'Lärare', policeRecord: { isActive: true, expirationDate: '2031-01-01' } },
    ...(confirmed ? {} : { confirmedAt: null }),
  });
  return { ...account, label, markers: { profile: [lastName], contact: [phone, address, birthDate] } };
}

/**
 * Two schools; at school A a job with applicants of every kind and a job with a booking; seven substitutes whose ties
 * to school A differ; readers of every role but admin (an admin reads every account by role, spec 02 §6).
 */
export async function whoseDataWorld(t: TestApp): Promise<World> {
  const schoolA = await createSchool(t.deps, { municipality: '091' });
  const schoolB = await createSchool(t.deps, { municipality: '049' });
  const jobA = await createJob(t.deps, { schoolId: schoolA, startDate: '2030-03-10' });
  const bookedJob = await createJob(t.deps, { schoolId: schoolA, startDate: '2030-03-12' });
  const stranger = await target(t, 'a stranger who only viewed a job');
  const applicant = await target(t, 'an applicant');
  const blocker = await target(t, 'an applicant who blocked the school');
  const unconfirmed = await target(t, 'an applicant whose account is not activated', false);
  const booked = await target(t, 'a booked substitute');
  const favourite = await target(t, 'a favourite of the principal of school A, with no application');
  const withdrawn = await target(t, 'an applicant who withdrew');
  for (const who of [applicant, blocker, unconfirmed, booked, withdrawn]) await applyDirect(t.deps, jobA, who.id);
  await applyDirect(t.deps, bookedJob, booked.id);
  const db = t.deps.database.db;
  await db.execute(sql`UPDATE jobs SET chosen_id = ${booked.id} WHERE id = ${bookedJob}`);
  await db.execute(sql`UPDATE applications SET active = false, withdrawn_at = now(), deactivated_reason = 'withdrawn' WHERE applicant_id = ${withdrawn.id}`);
  await db.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${blocker.id}, ${schoolA})`);
  await db.execute(sql`INSERT INTO job_user_state (job_id, account_id, viewed_at) VALUES (${jobA}, ${stranger.id}, now())`);
  const signedIn = ({ token, email }: TestAccount) => ({ token, email });
  const staff = async (role: 'teacher' | 'principal' | 'ledare', schoolId: string, moreSchools: string[] = [], rememberedUsers: string[] = []) =>
    signedIn(await createAccount(t.deps, { role, schoolId, moreSchools, rememberedUsers }));
  return {
    schoolA,
    jobA,
    bookedJob,
    targets: [stranger, applicant, blocker, unconfirmed, booked, favourite, withdrawn],
    readers: [
      { label: 'anonymous', schools: [] },
      { label: 'another substitute', ...signedIn(await createAccount(t.deps, { role: 'user', profile: { regions: ['091'] } })), schools: [] },
      { label: 'a teacher of school A', ...(await staff('teacher', schoolA)), schools: [schoolA] },
      { label: 'the principal of school A', ...(await staff('principal', schoolA, [], [favourite.email])), schools: [schoolA] },
      { label: 'a leader of schools A and B', ...(await staff('ledare', schoolB, [schoolA, schoolB])), schools: [schoolA, schoolB] },
      { label: 'the principal of school B', ...(await staff('principal', schoolB)), schools: [schoolB] },
    ],
  };
}

/** What the rule lets `reader` see of each target right now, in one query. */
export async function accessOf(t: TestApp, world: World, reader: Reader): Promise<Map<string, PersonAccess>> {
  if (reader.schools.length === 0) return new Map(world.targets.map((who) => [who.id, 'none']));
  const rows = await queryRows<{ id: string; level: number }>(
    t.deps.database.db,
    sql`SELECT p.id::text AS id, ${personAccessSql(reader.schools, sql`p.id`)} AS level
        FROM unnest(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(world.targets.map((w) => w.id))}::jsonb)::uuid)) AS p(id)`,
  );
  return new Map(rows.map((row) => [row.id, personAccessOfLevel(Number(row.level))]));
}

/** The markers of the targets that `text` shows beyond what `access` grants. */
export function leaksIn(text: string, world: World, access: Map<string, PersonAccess>): string[] {
  return world.targets.flatMap((who) => {
    const level = access.get(who.id) ?? 'none';
    const shown = [...(level === 'none' ? who.markers.profile : []), ...(level === 'contact' ? [] : who.markers.contact)].filter((m) => text.includes(m));
    return shown.length === 0 ? [] : [`${who.label} (${level}): ${shown.join(', ')}`];
  });
}
