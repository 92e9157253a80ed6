import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute } from '../../test/jobs/fixtures.ts';
import { queryRows } from '../db/query.ts';
import { pullCollection } from '../sync/sync-service.ts';
import { signedInCaller } from '../../test/helpers/jobs.ts';

/**
 * POST /api/principals/deactivate and /activate (issue 22 item 15, decision 027): a principal takes a job off the
 * market and puts it back; the app says 'Jobbet är nu aktiverat!'. Paused, no substitute is offered it, holds it or
 * may apply; a job with applicants or a chosen substitute is not paused.
 */
const ctx = useJobsTestApp();
const { post } = ctx;

const pausedAt = async (id: string) =>
  (await queryRows<{ paused_at: unknown }>(ctx.t.deps.database.db, sql`SELECT paused_at FROM jobs WHERE id = ${id}`))[0]?.paused_at ?? null;
const openIds = async (token: string) => {
  const body = (await post('/api/users/getalltemp', token, {})).body as { activejobs: { _id: string }[]; inactivejobs: { _id: string }[] };
  return [...body.activejobs, ...body.inactivejobs].map((j) => j._id);
};
const onDevice = async (accountId: string) => {
  const outcome = await pullCollection(ctx.t.deps, await signedInCaller(ctx.t.deps, accountId), 'jobs', { checkpoint: null, limit: 5000, deviceId: 'activation-test' });
  if (outcome.kind !== 'ok') throw new Error(outcome.kind);
  return outcome.response.documents.filter((d) => !d._deleted).map((d) => d['id']);
};

describe('pausing and activating a job', () => {
  it('takes the job off the market (lists, devices, applying) and activation brings it back', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    expect(await openIds(sub.token)).toContain(job);

    expect(await post('/api/principals/deactivate', ctx.w.principalA.token, { id: job })).toMatchObject({ status: 200, body: { success: true } });
    expect(await pausedAt(job)).not.toBeNull();
    expect(await openIds(sub.token)).not.toContain(job);
    expect(await onDevice(sub.id)).not.toContain(job);
    const refused = await post('/api/users/add/applicant', sub.token, { uniqueId: job });
    // out of their view while paused: one answer, as for any job they may not see (decision 043, amended)
    expect([refused.status, refused.body['code']]).toEqual([404, 'not_found']);
    const board = (await post('/api/principals/temps/v2', ctx.w.principalA.token, {})).body['jobs'] as { _id: string; paused: boolean }[];
    expect(board.find((j) => j._id === job)?.paused).toBe(true);
    // again: no change, no error
    expect((await post('/api/principals/deactivate', ctx.w.principalA.token, { id: job })).status).toBe(200);

    expect(await post('/api/principals/activate', ctx.w.principalA.token, { id: job })).toMatchObject({ status: 200, body: { success: true } });
    expect(await pausedAt(job)).toBeNull();
    expect(await openIds(sub.token)).toContain(job);
    expect(await onDevice(sub.id)).toContain(job);
    expect((await post('/api/users/add/applicant', sub.token, { uniqueId: job })).status).toBe(200);
    // an active job activated again: no change, no error
    expect((await post('/api/principals/activate', ctx.w.principalA.token, { id: job })).status).toBe(200);
  });

  it('does not pause a job someone applied to or was chosen for, and says why in the caller’s language', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    const applied = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    await applyDirect(ctx.t.deps, applied, sub.id);
    const res = await post('/api/principals/deactivate', ctx.w.principalA.token, { id: applied });
    expect([res.status, res.body['code'], res.body['message']]).toEqual([
      409,
      'has_applicants',
      'Vikariatet har anmälningar och kan inte pausas. Välj en vikarie eller ta bort vikariatet.',
    ]);
    const chosen = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, chosenId: sub.id });
    const fi = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    expect((await post('/api/principals/deactivate', fi.token, { id: chosen })).body).toMatchObject({
      code: 'has_chosen',
      message: 'Sijainen on jo valittu: sijaisuutta ei voi keskeyttää.',
    });
    expect([await pausedAt(applied), await pausedAt(chosen)]).toEqual([null, null]);
  });

  it('refuses without a token, a teacher (even the owner), a substitute and an admin; another school’s job is as no job (404)', async () => {
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id });
    for (const route of ['/api/principals/deactivate', '/api/principals/activate']) {
      expect([route, (await post(route, undefined, { id: job })).status]).toEqual([route, 401]);
      for (const token of [ctx.w.teacherA.token, ctx.w.sub.token, ctx.w.adminUser.token]) {
        expect([route, (await post(route, token, { id: job })).status]).toEqual([route, 403]);
      }
      // another person's e-mail in the body is refused (identity comes from the token)
      expect((await post(route, ctx.w.principalA.token, { id: job, email: ctx.w.principalB.email })).status).toBe(403);
      const unknown = await post(route, ctx.w.principalA.token, { id: '0190f1a2-0000-7000-8000-000000000000' });
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Vikariatet hittades inte.' } });
      expect([route, await post(route, ctx.w.principalB.token, { id: job })]).toEqual([route, unknown]);
    }
    expect(await pausedAt(job)).toBeNull();
    // a leader of the school may
    expect((await post('/api/principals/deactivate', ctx.w.leader.token, { id: job })).status).toBe(200);
  });

  it('answers bad input with a 400 and field errors in the caller’s language, changing nothing', async () => {
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    const fi = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    for (const body of [{}, { id: 'not-a-job' }, { id: 42 }, { id: `${job}\u0000` }]) {
      const sv = await post('/api/principals/deactivate', ctx.w.principalA.token, body);
      expect([JSON.stringify(body), sv.status, sv.body['code']]).toEqual([JSON.stringify(body), 400, 'validation']);
      expect(Object.keys(sv.body['fields'] as object)).toEqual(['id']);
      const answer = await post('/api/principals/activate', fi.token, body);
      expect(answer.status).toBe(400);
      // in Finnish for a Finnish reader: not the Swedish words, not zod's English
      const [svText, fiText] = [(sv.body['fields'] as Record<string, string>)['id'], (answer.body['fields'] as Record<string, string>)['id']];
      expect(fiText).not.toBe(svText);
      expect(fiText).not.toMatch(/Invalid|expected/);
    }
    expect(await pausedAt(job)).toBeNull();
  });

  it('never leaves a paused job with an application, however applying and pausing interleave', async () => {
    for (let round = 0; round < 8; round++) {
      const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
      const subs = await Promise.all([1, 2, 3].map(() => createSubstitute(ctx.t.deps, ['091'])));
      await Promise.all([
        ...subs.map((sub) => post('/api/users/add/applicant', sub.token, { uniqueId: job })),
        post('/api/principals/deactivate', ctx.w.principalA.token, { id: job }),
      ]);
      const [state] = await queryRows<{ paused: boolean; applied: number }>(
        ctx.t.deps.database.db,
        sql`SELECT paused_at IS NOT NULL AS paused, (SELECT count(*)::int FROM applications WHERE job_id = ${job} AND active) AS applied FROM jobs WHERE id = ${job}`,
      );
      expect(state?.paused && (state.applied ?? 0) > 0).toBe(false);
    }
  });
});
