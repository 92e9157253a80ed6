import { personAccessOfLevel, type PersonAccess } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { personAccessSql } from '../../src/services/accounts/person-access.ts';
import { apiRoutes } from '../../src/routes/index.ts';
import { createAccount, createSchool, type TestAccount } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyDirect, createJob, JOBS_NOW } from '../jobs/fixtures.ts';
import { testClock } from '../helpers/test-app.ts';

/**
 * Whose data does each route hand out (issue 21 item 1)? Every registered route is called as every kind of reader,
 * with every person-selecting slot (a body's e-mail fields, an `:email` or `:id` in the path) naming each of a set of
 * substitutes whose ties to the reader's school differ. Each substitute carries unique markers: a last name (seen
 * with `profile` access) and a phone, address and birth date (seen with `contact` access only). Whatever the route
 * and whatever it was asked, its answer may carry a substitute's markers only as far as the domain rule lets that
 * reader see that person (`person_access`, asked after the request: a choice made by the request itself books the
 * person). A new route is covered without writing a test for it.
 */
let t: TestApp;
let world: World;

interface Target extends TestAccount {
  label: string;
  markers: { profile: string[]; contact: string[] };
}
interface Reader {
  label: string;
  token?: string;
  email?: string;
  /** the schools the reader acts for ([] for anonymous and substitutes) */
  schools: string[];
  /** an admin sees every account by role: its answers are not checked here */
  unchecked?: boolean;
}
interface World {
  schoolA: string;
  schoolB: string;
  jobA: string;
  bookedJob: string;
  targets: Target[];
  readers: Reader[];
}

let serial = 0;
async function target(label: string, confirmed = true): Promise<Target> {
  serial += 1;
  const n = String(serial).padStart(2, '0');
  const [lastName, phone, address, birthDate] = [`Markersson${n}x`, `+3584099900${n}`, `Hemliga gatan ${n}9`, `19770${n.slice(1)}15`];
  const markers = { profile: [lastName], contact: [phone, address, birthDate] };
  const account = await createAccount(t.deps, {
    role: 'user',
    lastName,
    phone,
    address,
    profile: { regions: ['091'], birthDate, status: 'Lärare', policeRecord: { isActive: true, expirationDate: '2031-01-01' } },
    ...(confirmed ? {} : { confirmedAt: null }),
  });
  return { ...account, label, markers };
}

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(JOBS_NOW) });
  const schoolA = await createSchool(t.deps, { municipality: '091' });
  const schoolB = await createSchool(t.deps, { municipality: '049' });
  const admin = await createSchool(t.deps, { isAdmin: true });
  const jobA = await createJob(t.deps, { schoolId: schoolA, startDate: '2030-03-10' });
  const bookedJob = await createJob(t.deps, { schoolId: schoolA, startDate: '2030-03-12' });
  const stranger = await target('a stranger who only viewed a job');
  const applicant = await target('an applicant');
  const blocker = await target('an applicant who blocked the school');
  const unconfirmed = await target('an applicant whose account is not activated', false);
  const booked = await target('a booked substitute');
  for (const who of [applicant, blocker, unconfirmed, booked]) await applyDirect(t.deps, jobA, who.id);
  await applyDirect(t.deps, bookedJob, booked.id);
  const db = t.deps.database.db;
  await db.execute(sql`UPDATE jobs SET chosen_id = ${booked.id} WHERE id = ${bookedJob}`);
  await db.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${blocker.id}, ${schoolA})`);
  await db.execute(sql`INSERT INTO job_user_state (job_id, account_id, viewed_at) VALUES (${jobA}, ${stranger.id}, now())`);
  const signedIn = ({ token, email }: TestAccount) => ({ token, email });
  const staff = async (role: 'teacher' | 'principal' | 'ledare' | 'admin', schoolId: string, moreSchools: string[] = []) =>
    signedIn(await createAccount(t.deps, { role, schoolId, moreSchools }));
  world = {
    schoolA,
    schoolB,
    jobA,
    bookedJob,
    targets: [stranger, applicant, blocker, unconfirmed, booked],
    readers: [
      { label: 'anonymous', schools: [] },
      { label: 'another substitute', ...signedIn(await createAccount(t.deps, { role: 'user', profile: { regions: ['091'] } })), schools: [] },
      { label: 'a teacher of school A', ...(await staff('teacher', schoolA)), schools: [schoolA] },
      { label: 'the principal of school A', ...(await staff('principal', schoolA)), schools: [schoolA] },
      { label: 'a leader of schools A and B', ...(await staff('ledare', schoolB, [schoolA, schoolB])), schools: [schoolA, schoolB] },
      { label: 'the principal of school B', ...(await staff('principal', schoolB)), schools: [schoolB] },
      { label: 'an admin', ...(await staff('admin', admin)), schools: [], unchecked: true },
    ],
  };
});
afterAll(async () => {
  await t.close();
});

/**
 * The routes as mounted. Those that delete the job or deactivate the school's teachers run last: the rest of the sweep
 * would find no applicants, or a signed-out teacher. Signing out and deleting the own account name no person and end
 * the reader's session.
 */
const LAST = (path: string) => (path.includes('deactivate') || path.includes('deletetemp') ? 1 : 0);
const ROUTES = [...new Map(apiRoutes.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values()]
  .filter((r) => r.path !== '/shared/logout' && r.path !== '/users/delete/account')
  .sort((a, b) => LAST(a.path) - LAST(b.path));

/**
 * The requests that ask a route for `named`: once with every person slot naming them, once with the slots the spec
 * fills with the caller's own e-mail (`email`, `userEmail`) naming the reader (so lists and boards answer) and the
 * selecting slots (`rememberUserEmail`, an `:email` in the path) naming them.
 */
function requestsFor(method: string, path: string, named: Target, reader: Reader): Array<{ url: string; body?: Record<string, unknown> }> {
  const url =
    '/api' +
    path
      .replace(':email', encodeURIComponent(named.email))
      .replace(':collection', 'jobs')
      .replace(/:id\b/, path.startsWith('/admin/') ? named.id : world.jobA)
      .replace(/:(file|name|token)\b/, 'x');
  const own = reader.email ?? named.email;
  if (method === 'GET' || method === 'DELETE') {
    const query = (email: string) => `?email=${encodeURIComponent(email)}&from=2030-03-01&to=2030-03-31`;
    return [{ url: url + query(named.email) }, { url: url + query(own) }];
  }
  const job = path === '/teachers/remove/chosen' ? world.bookedJob : world.jobA;
  const body = (email: string, selected: string) => ({
    email,
    userEmail: email,
    rememberUserEmail: selected,
    id: job,
    uniqueId: job,
    jobId: job,
    checkpoint: null,
    limit: 500,
    deviceId: 'whose-data',
  });
  return [
    { url, body: body(named.email, named.email) },
    { url, body: body(own, named.email) },
    // the same without any person: a board or list of the caller's own
    { url, body: { id: job, uniqueId: job } },
  ];
}

/** What the rule lets `reader` see of each target right now, in one query. */
async function accessOf(reader: Reader): Promise<Map<string, PersonAccess>> {
  if (reader.schools.length === 0) return new Map(world.targets.map((who) => [who.id, 'none']));
  const rows = await queryRows<{ id: string; level: number }>(
    t.deps.database.db,
    sql`SELECT p.id::text AS id, ${personAccessSql(reader.schools, sql`p.id`)} AS level
        FROM unnest(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(world.targets.map((w) => w.id))}::jsonb)::uuid)) AS p(id)`,
  );
  return new Map(rows.map((row) => [row.id, personAccessOfLevel(Number(row.level))]));
}

describe('whose data each route answers', () => {
  it('starts from a world where the rule grants each kind of access (checked first: the sweep below books and unbooks)', async () => {
    const principal = world.readers[3] as Reader;
    const [stranger, applicant, blocker, unconfirmed, booked] = world.targets as [Target, Target, Target, Target, Target];
    const access = await accessOf(principal);
    expect([stranger, applicant, blocker, unconfirmed, booked].map((who) => access.get(who.id))).toEqual(['none', 'profile', 'none', 'none', 'contact']);
    // the principal's board shows the applicant by name (the markers are found where they are allowed)
    const board = await t.request('POST', '/api/teachers/showapplicants', { token: principal.token ?? '', body: { id: world.jobA } });
    expect(await board.text()).toContain(applicant.markers.profile[0]);
  });

  it('every route, as every reader, naming every substitute: no marker beyond what the reader may see of that person', async () => {
    const leaks: string[] = [];
    const answered = new Set<string>();
    let checked = 0;
    for (const route of ROUTES) {
      for (const reader of world.readers) {
        for (const named of world.targets) {
          for (const { url, body } of requestsFor(route.method, route.path, named, reader)) {
            const res = await t.request(route.method, url, { ...(body === undefined ? {} : { body }), ...(reader.token === undefined ? {} : { token: reader.token }) });
            const text = await res.text();
            checked += 1;
            if (res.status < 300) answered.add(`${route.method} ${route.path}`);
            if (reader.unchecked === true) continue;
            const accessNow = await accessOf(reader);
            for (const who of world.targets) {
              const access = accessNow.get(who.id) ?? 'none';
              const shown = [...(access === 'none' ? who.markers.profile : []), ...(access === 'contact' ? [] : who.markers.contact)].filter((m) => text.includes(m));
              if (shown.length > 0) leaks.push(`${route.method} ${route.path} as ${reader.label}, naming ${named.label}: shows ${who.label} (${access}): ${shown.join(', ')}`);
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(ROUTES.length * 60);
    // the sweep reached the places that list people: each answered someone
    for (const listing of ['POST /users/get/user', 'POST /teachers/showapplicants', 'POST /principals/temps/v2', 'POST /teachers/getspecific', 'POST /sync/:collection/pull', 'POST /shared/remember', 'POST /teachers/addchosen']) {
      expect(answered).toContain(listing);
    }
  });
});
