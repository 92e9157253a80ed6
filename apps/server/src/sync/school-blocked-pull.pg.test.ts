import { describe, expect, it } from 'vitest';
import type { PullResponse } from '@vikariat/sync';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute, eventsDuring } from '../../test/jobs/fixtures.ts';
import { loadJob, substitutesOffered } from '../services/notifications/recipients.ts';

/**
 * A school's block reaches the substitute's device without telling them (issue 23, decision 023 points 2-3): the pull's
 * scope holds the schools that blocked the reader, so the device starts over (decision 014: no tombstone could reach
 * documents whose rows did not change) and pulls the view without the school's open jobs; what they applied to stays.
 * A new job of that school is neither pulled nor announced to them.
 */
const ctx = useJobsTestApp();

async function pull(token: string, checkpoint: PullResponse['checkpoint'] | null = null) {
  const res = await ctx.t.request('POST', '/api/sync/jobs/pull', { token, body: { checkpoint, limit: 500, deviceId: 'phone-1' } });
  return { status: res.status, body: (await res.json()) as PullResponse & { code?: string } };
}
const ids = (body: PullResponse) => body.documents.filter((d) => !d._deleted).map((d) => d.id);

describe('a substitute the school blocked', () => {
  it('no longer pulls its open jobs (the device starts over), keeps what they applied to, and is not told of its new jobs', async () => {
    const { t, w } = ctx;
    const sub = await createSubstitute(t.deps, ['091']);
    const peer = await createSubstitute(t.deps, ['091']);
    const open = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-11' });
    const applied = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-12' });
    const elsewhere = await createJob(t.deps, { schoolId: w.schoolB, startDate: '2030-03-13', region: ['091'] });
    await applyDirect(t.deps, applied, sub.id);

    const first = await pull(sub.token);
    expect(ids(first.body)).toEqual(expect.arrayContaining([open, applied, elsewhere]));

    // the block nudges the person's open devices to pull (and says nothing else)
    const events = await eventsDuring(t.deps, async () => {
      expect((await ctx.post('/api/principals/lists/blocked/add', w.principalA.token, { email: sub.email })).status).toBe(200);
    });
    expect(events.some((e) => e.topics.includes(`user:${sub.id}`))).toBe(true);

    const stale = await pull(sub.token, first.body.checkpoint);
    expect([stale.status, stale.body.code]).toEqual([409, 'resetRequired']);
    const fresh = await pull(sub.token);
    expect(ids(fresh.body)).toEqual(expect.arrayContaining([applied, elsewhere]));
    expect(ids(fresh.body)).not.toContain(open);
    // nothing in the documents says why
    expect(JSON.stringify(fresh.body)).not.toMatch(/block/i);

    // the school still lists the application made before the block, marked, on its device and online (decision 023)
    const schoolPull = await ctx.t.request('POST', '/api/sync/jobs/pull', { token: w.principalA.token, body: { checkpoint: null, limit: 500, deviceId: 'tablet-1' } });
    const schoolDoc = ((await schoolPull.json()) as PullResponse).documents.find((d) => d.id === applied) as unknown as { applicants: Record<string, unknown>[] };
    expect(schoolDoc.applicants.find((a) => a['email'] === sub.email)).toMatchObject({ schoolList: 'blocked', active: true });
    const online = await ctx.post('/api/teachers/showapplicants', w.principalA.token, { id: applied });
    expect(JSON.stringify(online.body)).toContain('"schoolList":"blocked"');

    // a new job of the school: not pulled, not announced; a peer gets both
    const peerCheckpoint = (await pull(peer.token)).body.checkpoint;
    const later = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-14' });
    expect(ids((await pull(sub.token, fresh.body.checkpoint)).body)).not.toContain(later);
    expect(ids((await pull(peer.token, peerCheckpoint)).body)).toContain(later);
    const job = await loadJob(t.deps.database.db, later);
    if (job === undefined) throw new Error('job not loaded');
    const announced = (await substitutesOffered(t.deps.database.db, job, t.deps.now())).map((r) => r.id);
    expect([announced.includes(sub.id), announced.includes(peer.id)]).toEqual([false, true]);

    // the substitute may not apply to it: it looks closed (never "you are blocked")
    const push = await ctx.t.request('POST', '/api/users/add/applicant', { token: sub.token, body: { id: later } });
    expect([push.status >= 400, push.status < 500]).toEqual([true, true]);
    expect(JSON.stringify(await push.json())).not.toMatch(/spärr|block|esto/i);

    // lifted: the device starts over again and the school's open jobs come back
    expect((await ctx.post('/api/principals/lists/remove', w.principalA.token, { email: sub.email, list: 'blocked' })).status).toBe(200);
    expect((await pull(sub.token, fresh.body.checkpoint)).status).toBe(409);
    expect(ids((await pull(sub.token)).body)).toEqual(expect.arrayContaining([open, applied, later, elsewhere]));
  });
});
