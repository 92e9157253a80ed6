import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { pulledJob } from '../../test/hours/hours-world.ts';
import { applyDirect, createJob, createSubstitute } from '../../test/jobs/fixtures.ts';

/**
 * "Criminal-record extract seen on D" (issue 25, decision 031): who may record it, the day's bounds, every school
 * that may see the person sees it, the choice counts it through the job's last day, and no upload takes an extract.
 * The clock is Monday 4 March 2030, 08:00 in Helsinki.
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const db = () => ctx.t.deps.database.db;

const checks = (personId: string) =>
  queryRows<{ seen_on: string; valid_until: string; recorded_by: string; school_id: string }>(
    db(),
    sql`SELECT seen_on::text, valid_until::text, recorded_by, school_id FROM criminal_record_checks WHERE substitute_id = ${personId} ORDER BY recorded_at`,
  );

/** A substitute without a valid police record of their own, who applied to a job of school A (so A may see them). */
async function applicantAtA(jobDay = '2030-03-06') {
  const sub = await createSubstitute(ctx.t.deps, ['091'], { policeRecord: null });
  const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id, startDate: jobDay });
  await applyDirect(ctx.t.deps, job, sub.id);
  return { sub, job };
}

const profileAs = async (token: string, email: string) => post('/api/shared/get/user', token, { email });

describe('the board’s applicant cards carry the recorded view', () => {
  it('every school’s job document names the latest view (day, school, valid until) on the applicant; none before it is recorded', async () => {
    const { sub, job } = await applicantAtA();
    const applicantOn = async (token: string, jobId: string) => (await pulledJob(ctx, token, jobId))?.applicants.find((a) => a.accountId === sub.id);
    expect((await applicantOn(ctx.w.principalA.token, job))?.extractSeen).toBeNull();
    await post('/api/principals/extract/seen', ctx.w.principalA.token, { email: sub.email, seenOn: '2030-02-01' });
    await post('/api/principals/extract/seen', ctx.w.principalA.token, { email: sub.email, seenOn: '2030-03-01' });
    expect((await applicantOn(ctx.w.principalA.token, job))?.extractSeen).toEqual({ seenOn: '2030-03-01', validUntil: '2030-09-01', schoolName: 'Solbackaskolan' });
    expect((await applicantOn(ctx.w.teacherA.token, job))?.extractSeen).toMatchObject({ validUntil: '2030-09-01' });
    const jobB = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'] });
    await applyDirect(ctx.t.deps, jobB, sub.id);
    expect((await applicantOn(ctx.w.principalB.token, jobB))?.extractSeen).toMatchObject({ seenOn: '2030-03-01', schoolName: 'Solbackaskolan' });
    // the substitute's own documents carry no applicants at all
    expect((await pulledJob(ctx, sub.token, job))?.applicants ?? []).toEqual([]);
  });
});

describe('POST /api/principals/extract/seen', () => {
  it('a principal records the day; valid six months; logged with who, when and for whom; shown to every school that may see the person', async () => {
    const { sub } = await applicantAtA();
    const res = await post('/api/principals/extract/seen', ctx.w.principalA.token, { email: sub.email, seenOn: '2030-03-01' });
    expect(res).toMatchObject({ status: 200, body: { extractSeen: { seenOn: '2030-03-01', validUntil: '2030-09-01', schoolName: 'Solbackaskolan' } } });
    expect(await checks(sub.id)).toEqual([{ seen_on: '2030-03-01', valid_until: '2030-09-01', recorded_by: ctx.w.principalA.id, school_id: ctx.w.schoolA }]);
    expect((await profileAs(ctx.w.teacherA.token, sub.email)).body['extractSeen']).toEqual({
      seenOn: '2030-03-01',
      validUntil: '2030-09-01',
      schoolName: 'Solbackaskolan',
    });
    // school B sees it once it may see the person (an application there)
    expect((await profileAs(ctx.w.principalB.token, sub.email)).status).toBe(403);
    const jobB = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, region: ['049'] });
    await applyDirect(ctx.t.deps, jobB, sub.id);
    expect((await profileAs(ctx.w.principalB.token, sub.email)).body['extractSeen']).toMatchObject({ validUntil: '2030-09-01' });
    // the substitute's own entry stays as it was (their reminder)
    expect((await profileAs(sub.token, sub.email)).body['policeRecord']).toBeNull();
  });

  it('refuses a teacher, a substitute, an admin, a school that may not see the person and no sign-in, and records nothing', async () => {
    const { sub } = await applicantAtA();
    const body = { email: sub.email, seenOn: '2030-03-01' };
    for (const token of [ctx.w.teacherA.token, sub.token, ctx.w.sub.token, ctx.w.adminUser.token, ctx.w.principalB.token]) {
      expect((await post('/api/principals/extract/seen', token, body)).status).toBe(403);
    }
    expect((await post('/api/principals/extract/seen', undefined, body)).status).toBe(401);
    expect((await post('/api/principals/extract/seen', ctx.w.principalA.token, { ...body, email: 'nobody@example.fi' })).status).toBe(403);
    expect((await post('/api/principals/extract/seen', ctx.w.principalA.token, { ...body, email: ctx.w.teacherA.email })).status).toBe(403);
    expect(await checks(sub.id)).toEqual([]);
  });

  it('refuses a day in the future, one older than six months or not a date, with field errors in the caller’s language', async () => {
    const { sub } = await applicantAtA();
    const future = await post('/api/principals/extract/seen', ctx.w.principalA.token, { email: sub.email, seenOn: '2030-03-05' });
    expect(future).toMatchObject({ status: 400, body: { fields: { seenOn: 'Dagen kan inte vara i framtiden.' } } });
    const old = await post('/api/principals/extract/seen', ctx.w.principalA.token, { email: sub.email, seenOn: '2029-09-03' });
    expect(old.status).toBe(400);
    expect((old.body['fields'] as Record<string, string>)['seenOn']).toContain('6 månader');
    expect((await post('/api/principals/extract/seen', ctx.w.principalA.token, { email: sub.email, seenOn: '2029-09-04' })).status).toBe(200);
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const fi = await post('/api/principals/extract/seen', rehtori.token, { email: 'x', seenOn: '2030-02-30' });
    expect(fi.status).toBe(400);
    expect(Object.keys(fi.body['fields'] as object).sort()).toEqual(['email', 'seenOn']);
    expect((fi.body['fields'] as Record<string, string>)['seenOn']).toContain('VVVV-KK-PP');
    expect(await checks(sub.id)).toHaveLength(1);
  });
});

describe('the choice counts a recorded view through the job’s last day', () => {
  it('a person without a police record of their own is chosen once a view valid on the last day is recorded', async () => {
    const { sub, job } = await applicantAtA('2030-03-06');
    expect(await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job })).toMatchObject({
      status: 409,
      body: { code: 'police_record_required' },
    });
    await post('/api/principals/extract/seen', ctx.w.principalA.token, { email: sub.email, seenOn: '2030-03-01' });
    expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
  });

  it('not for a job whose last day is after the view runs out', async () => {
    const { sub } = await applicantAtA();
    const late = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-08-30', endDate: '2030-09-02' });
    await applyDirect(ctx.t.deps, late, sub.id);
    await post('/api/principals/extract/seen', ctx.w.principalA.token, { email: sub.email, seenOn: '2030-03-01' });
    expect(await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: late })).toMatchObject({
      status: 409,
      body: { code: 'police_record_required' },
    });
  });
});

describe('no upload takes an extract', () => {
  const upload = async (url: string, token: string, name: string) => {
    const form = new FormData();
    form.append('files', new File([new Uint8Array(10).fill(65)], name));
    const res = await ctx.t.app.request(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const stored = (folder: string) => {
    try {
      return readdirSync(path.join(ctx.t.deps.env.DATA_DIR, folder)).length;
    } catch {
      return 0;
    }
  };

  it('refuses a profile document or a job attachment named as one, and stores nothing', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const before = [stored('documents'), stored('attachments')];
    const doc = await upload('/api/users/documents', sub.token, 'Utdrag ur straffregistret.pdf');
    expect(doc).toMatchObject({ status: 400, body: { code: 'criminal_record_extract' } });
    expect((doc.body['fields'] as Record<string, string>)['files']).toContain('straffregistret');
    expect(await upload('/api/shared/upload/files', ctx.w.principalA.token, 'rikosrekisteriote.jpg')).toMatchObject({
      status: 400,
      body: { code: 'criminal_record_extract' },
    });
    expect([stored('documents'), stored('attachments')]).toEqual(before);
    const count = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM profile_documents WHERE account_id = ${sub.id}`);
    expect(count[0]?.n).toBe(0);
    expect((await upload('/api/users/documents', sub.token, 'CV.pdf')).status).toBe(200);
  });
});
