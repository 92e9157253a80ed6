import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobDoc, PullResponse } from '@vikariat/sync';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { useJobsTestApp } from '../helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute } from './fixtures.ts';

/**
 * One read model for the school (decision 024): the job documents a school's device pulls and the spec's online answers
 * (`temps/v2` / `gettemp/v2`, `getspecific`, `showapplicants`) say the same of every job, for a principal, a leader over
 * two schools and a teacher, with applicants in every state the privacy rule knows (decision 020). Each side is put
 * into one neutral shape here, by this test's own reading, not by the server's mapping.
 */
const ctx = useJobsTestApp();
const { post } = ctx;

interface Neutral {
  id: string;
  schedule: string[];
  files: string[];
  phone: string | null;
  reason: string;
  chosen: string | null;
  views: number;
  viewers: string[];
  applicants: Array<Record<string, unknown>>;
}

const fromDocument = (doc: JobDoc): Neutral => ({
  id: doc.id,
  schedule: [doc.startDate, doc.endDate, doc.startTime, doc.endTime],
  files: doc.files,
  phone: doc.phone,
  reason: doc.reason ?? '',
  chosen: doc.chosenEmail ?? null,
  views: doc.views ?? -1,
  viewers: (doc.viewers ?? []).map((v) => v.email),
  applicants: doc.applicants
    .filter((a) => a.active)
    .map((a) => ({
      email: a.email,
      name: `${a.firstName} ${a.lastName}`,
      phone: a.phone,
      address: a.address,
      birthDate: a.birthDate,
      age: a.age,
      status: a.status,
      expires: a.policeRecord.expirationDate,
      late: a.lateCancellations,
      verified: a.identityVerified,
      appliedAt: Date.parse(a.appliedAt),
      chosen: doc.chosenId === a.accountId,
    })),
});

type OnlineJob = Record<string, unknown> & { uniqueId: string; applicants: string[] };
type OnlineApplicant = Record<string, unknown> & {
  firstName: string;
  lastName: string;
  profile: Record<string, unknown>;
  policeRecord: { expirationDate: string | null };
};

const fromOnline = (job: OnlineJob, applicants: OnlineApplicant[]): Neutral => ({
  id: job.uniqueId,
  schedule: [job['startDate'], job['endDate'], job['startTime'], job['endTime']] as string[],
  files: job['files'] as string[],
  phone: job['phone'] as string | null,
  reason: job['reason'] as string,
  chosen: (job['chosen'] as string | undefined) ?? null,
  views: job['views'] as number,
  viewers: job['viewedusers'] as string[],
  applicants: applicants.map((a) => ({
    email: a['email'],
    name: `${a.firstName} ${a.lastName}`,
    phone: a['phone'],
    address: a['address'],
    birthDate: a.profile['birthDate'] ?? null,
    age: a['age'],
    status: a['status'],
    expires: a.policeRecord.expirationDate,
    late: a['lateCancellations'],
    verified: a['identityVerified'],
    appliedAt: Date.parse(a['appliedAt'] as string),
    chosen: a['chosen'],
  })),
});

async function pulledJobs(token: string): Promise<Map<string, JobDoc>> {
  const res = await ctx.t.request('POST', '/api/sync/jobs/pull', { token, body: { checkpoint: null, limit: 500, deviceId: 'equality' } });
  const body = (await res.json()) as PullResponse;
  return new Map(body.documents.filter((d) => !d._deleted).map((d) => [d.id, d as unknown as JobDoc]));
}

async function onlineJobs(reader: TestAccount, leader: boolean): Promise<Map<string, Neutral>> {
  const board = await post(leader ? '/api/principals/temps/v2' : '/api/teachers/gettemp/v2', reader.token, {});
  expect(board.status).toBe(200);
  const answers = new Map<string, Neutral>();
  for (const job of board.body['jobs'] as OnlineJob[]) {
    const specific = await post('/api/teachers/getspecific', reader.token, { id: job.uniqueId });
    expect(specific.body['job']).toEqual(job);
    const applicants = (await post('/api/teachers/showapplicants', reader.token, { id: job.uniqueId, sort: 'registration' })).body['applicants'] as OnlineApplicant[];
    expect(job.applicants).toEqual(applicants.map((a) => a['email']));
    answers.set(job.uniqueId, fromOnline(job, applicants));
  }
  return answers;
}

const people: Record<string, TestAccount> = {};
const person = (key: string): TestAccount => {
  const found = people[key];
  if (found === undefined) throw new Error(`no ${key}`);
  return found;
};
const jobs = { a1: '', a2: '', b1: '' };
let at = Date.parse('2030-03-01T08:00:00Z');
const applyAt = (job: string, person: TestAccount) => applyDirect(ctx.t.deps, job, person.id, new Date((at += 60_000)));
const run = (query: ReturnType<typeof sql>) => ctx.t.deps.database.db.execute(query);

beforeAll(async () => {
  const { deps } = ctx.t;
  const w = ctx.w;
  jobs.a1 = await createJob(deps, { schoolId: w.schoolA, ownerId: w.teacherA.id, reason: 'Kurs', files: ['0123456789abcdef0123456789abcdefplan.pdf'] });
  jobs.a2 = await createJob(deps, { schoolId: w.schoolA, ownerId: w.principalA.id, startDate: '2030-03-06' });
  jobs.b1 = await createJob(deps, { schoolId: w.schoolB, ownerId: w.principalB.id, region: ['049'] });
  const sub = (profile: Record<string, unknown> = {}) => createSubstitute(deps, ['091', '049'], profile);
  people['applicant'] = await sub({ birthDate: '20000305', status: 'Studerande' }); // profile
  people['booked'] = await sub(); // contact: chosen for a2
  people['blocker'] = await sub(); // blocked school A: none
  people['withdrawn'] = await sub(); // withdrew, no other tie: none
  people['favourite'] = await sub(); // withdrew, but a favourite of school A's principal: profile, not listed as applying
  people['unconfirmed'] = await createAccount(deps, { role: 'user', confirmedAt: null, profile: { regions: ['091'] } }); // none
  people['expired'] = await sub({ policeRecord: { isActive: true, expirationDate: '2029-12-31' } });
  people['late'] = await sub();
  people['bookedAtB'] = await sub(); // contact at school B only
  people['stranger'] = await sub(); // only viewed a1: counted, never named
  for (const key of ['applicant', 'booked', 'blocker', 'withdrawn', 'favourite', 'unconfirmed', 'expired', 'late', 'bookedAtB']) await applyAt(jobs.a1, person(key));
  await applyAt(jobs.a2, person('booked'));
  await applyAt(jobs.b1, person('bookedAtB'));
  await applyAt(jobs.b1, person('applicant'));
  const id = (key: string) => person(key).id;
  await run(sql`UPDATE jobs SET chosen_id = ${id('booked')}, chosen_at = now() WHERE id = ${jobs.a2}`);
  await run(sql`UPDATE jobs SET chosen_id = ${id('bookedAtB')}, chosen_at = now() WHERE id = ${jobs.b1}`);
  await run(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${id('blocker')}, ${w.schoolA})`);
  await run(sql`UPDATE applications SET active = false, withdrawn_at = now() WHERE applicant_id IN (${id('withdrawn')}, ${id('favourite')})`);
  await run(sql`INSERT INTO school_preferred (school_id, account_id, position) VALUES (${w.schoolA}, ${id('favourite')}, 1)`);
  await run(sql`INSERT INTO booking_cancellations (id, job_id, school_id, substitute_id, cancelled_by, late, start_date, end_date, start_time, end_time, cancelled_at)
    VALUES (${randomUUID()}, ${randomUUID()}, ${w.schoolB}, ${id('late')}, 'substitute', true, '2030-02-01', '2030-02-01', '08:00', '12:00', now())`);
  for (const key of ['applicant', 'stranger', 'booked']) {
    await run(sql`INSERT INTO job_user_state (job_id, account_id, viewed_at) VALUES (${jobs.a1}, ${id(key)}, ${new Date((at += 60_000)).toISOString()})`);
  }
});

describe('the school’s replicated jobs and the online answers', () => {
  it.each([
    ['a principal', 'principalA', true, ['a1', 'a2']],
    ['a leader over two schools', 'leader', true, ['a1', 'a2', 'b1']],
    ['a teacher', 'teacherA', false, ['a1']],
  ] as const)('say the same of every job to %s', async (_who, key, leader, expected) => {
    const reader = ctx.w[key];
    const pulled = await pulledJobs(reader.token);
    const online = await onlineJobs(reader, leader);
    expect([...pulled.keys()].sort()).toEqual(expected.map((k) => jobs[k]).sort());
    expect([...online.keys()].sort()).toEqual([...pulled.keys()].sort());
    for (const [id, doc] of pulled) expect(fromDocument(doc)).toEqual(online.get(id));
  });

  it('holds applicants in every privacy state (so the equality above is not vacuous)', async () => {
    const email = (key: string) => person(key).email;
    const docs = await pulledJobs(ctx.w.leader.token);
    const a1 = fromDocument(docs.get(jobs.a1) as JobDoc);
    expect(a1.applicants.map((a) => a['email'])).toEqual(['applicant', 'booked', 'expired', 'late', 'bookedAtB'].map(email));
    // the favourite's withdrawn application is on the document, not in the online list
    expect((docs.get(jobs.a1) as JobDoc).applicants.find((a) => a.email === email('favourite'))).toMatchObject({ active: false });
    const byEmail = (n: Neutral, key: string) => n.applicants.find((a) => a['email'] === email(key));
    expect(byEmail(a1, 'booked')).toMatchObject({ phone: '0401112222', birthDate: '19900101', age: 40 });
    expect(byEmail(a1, 'applicant')).toMatchObject({ phone: '', birthDate: null, age: 29, status: 'Studerande' });
    expect(byEmail(a1, 'bookedAtB')).toMatchObject({ phone: '' });
    expect(byEmail(a1, 'expired')).toMatchObject({ expires: '2029-12-31' });
    expect(byEmail(a1, 'late')).toMatchObject({ late: 1 });
    expect(a1).toMatchObject({ views: 3, viewers: [email('applicant'), email('booked')], reason: 'Kurs' });
    const b1 = fromDocument(docs.get(jobs.b1) as JobDoc);
    expect(byEmail(b1, 'bookedAtB')).toMatchObject({ phone: '0401112222', chosen: true });
    expect(b1.chosen).toBe(email('bookedAtB'));
  });
});
