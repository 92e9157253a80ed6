import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PullResponse, SyncDoc } from '@vikariat/sync';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute, eventsDuring } from '../../test/jobs/fixtures.ts';

/**
 * What follows a cancellation and a block elsewhere: the admin's list of cancellations (issue 24) and the blocked
 * schools on the substitute's own profile document, so the app can list and unblock them offline (issue 22 item 2).
 */
const ctx = useJobsTestApp();
const { post } = ctx;

const get = async (url: string, token: string | undefined) => {
  const res = await ctx.t.request('GET', url, token === undefined ? {} : { token });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function bookAndCancel(startDate: string, startTime: string, by: 'substitute' | 'school') {
  const sub = await createSubstitute(ctx.t.deps, ['091']);
  const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate, startTime });
  await applyDirect(ctx.t.deps, job, sub.id);
  expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
  const res =
    by === 'substitute'
      ? await post('/api/users/job/cancel', sub.token, { id: job, reason: 'Sjukt barn' })
      : await post('/api/teachers/cancel/chosen', ctx.w.principalA.token, { email: sub.email, id: job, reason: 'Läraren är frisk' });
  expect(res.status).toBe(200);
  return sub;
}

describe('GET /api/admin/cancellations', () => {
  it('lists cancellations newest first, late ones marked, with the person’s own late count; admins only', async () => {
    const late = await bookAndCancel('2030-03-05', '07:00', 'substitute');
    const early = await bookAndCancel('2030-03-08', '08:00', 'school');
    const all = await get('/api/admin/cancellations', ctx.w.adminUser.token);
    expect(all.status).toBe(200);
    const rows = all.body['cancellations'] as Array<Record<string, unknown>>;
    expect(rows.find((r) => r['substituteEmail'] === late.email)).toMatchObject({
      by: 'substitute',
      late: true,
      reason: 'Sjukt barn',
      schoolName: 'Solbackaskolan',
      jobStart: '2030-03-05 07:00',
      lateCount: 1,
    });
    // the school's cancellation is no mark on the person
    expect(rows.find((r) => r['substituteEmail'] === early.email)).toMatchObject({ by: 'school', late: false, lateCount: 0 });
    const onlyLate = (await get('/api/admin/cancellations?late=true', ctx.w.adminUser.token)).body['cancellations'] as Array<Record<string, unknown>>;
    expect(onlyLate.every((r) => r['late'] === true)).toBe(true);
    expect(onlyLate.length).toBeGreaterThan(0);
    for (const token of [ctx.w.principalA.token, ctx.w.sub.token, ctx.w.teacherA.token]) {
      expect((await get('/api/admin/cancellations', token)).status).toBe(403);
    }
    expect((await get('/api/admin/cancellations', undefined)).status).toBe(401);
    const bad = await get('/api/admin/cancellations?from=2030-02-30&late=maybe', ctx.w.adminUser.token);
    expect(bad.status).toBe(400);
    expect(bad.body['fields']).toMatchObject({ from: 'Ogiltigt datum' });
  });
});

describe('late cancellations on the substitute’s record for the school (issue 24)', () => {
  it('a school that may see the person reads their count; another school reads nothing of them', async () => {
    const late = await bookAndCancel('2030-03-05', '07:00', 'substitute');
    // the booking has ended: the school sees the person again once they apply to one of its jobs (decision 020)
    expect((await post('/api/shared/get/user', ctx.w.principalA.token, { email: late.email })).status).toBe(403);
    await applyDirect(ctx.t.deps, await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-12', startTime: '08:00' }), late.id);
    const record = await post('/api/shared/get/user', ctx.w.principalA.token, { email: late.email });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ email: late.email, lateCancellations: 1 });
    expect((await post('/api/shared/get/user', ctx.w.principalB.token, { email: late.email })).status).toBe(403);
    // the school's own cancellation is no mark on the person
    const early = await bookAndCancel('2030-03-08', '08:00', 'school');
    await applyDirect(ctx.t.deps, await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-13', startTime: '08:00' }), early.id);
    expect((await post('/api/shared/get/user', ctx.w.principalA.token, { email: early.email })).body).toMatchObject({ lateCancellations: 0 });
  });
});

describe('the blocked schools on the substitute’s profile document', () => {
  const pullProfile = async (token: string) => {
    const res = await ctx.t.request('POST', '/api/sync/profile/pull', { token, body: { checkpoint: null, limit: 50, deviceId: 'phone' } });
    const body = (await res.json()) as PullResponse;
    return body.documents[0] as SyncDoc & { blockedSchools: Array<{ id: string; name: string }> };
  };

  it('lists them by name, and a block or unblock announces the profile and the jobs to the person’s devices', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091', '049']);
    expect((await pullProfile(sub.token)).blockedSchools).toEqual([]);
    const before = await ctx.t.deps.database.db.execute(sql`SELECT seq FROM accounts WHERE id = ${sub.id}`);
    const events = await eventsDuring(ctx.t.deps, () => post('/api/users/school/block', sub.token, { school: ctx.w.schoolB }));
    expect(events).toContainEqual(expect.objectContaining({ topics: expect.arrayContaining([`user:${sub.id}`]) as unknown }));
    expect((await pullProfile(sub.token)).blockedSchools).toEqual([{ id: ctx.w.schoolB, name: 'Esbo skola' }]);
    const after = await ctx.t.deps.database.db.execute(sql`SELECT seq FROM accounts WHERE id = ${sub.id}`);
    expect(after).not.toEqual(before);
    expect((await post('/api/users/school/block', sub.token, { school: ctx.w.schoolB, block: false })).status).toBe(200);
    expect((await pullProfile(sub.token)).blockedSchools).toEqual([]);
  });
});
