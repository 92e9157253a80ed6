import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { createJob, createSubstitute } from '../../test/jobs/fixtures.ts';

const ctx = useJobsTestApp();
const { post } = ctx;
const note = (token: string | undefined, body: unknown) => post('/api/users/job/offer', token, body);

async function offer(jobId: string, accountId: string, wave: number, reason: string): Promise<void> {
  await ctx.t.deps.database.db.execute(
    sql`INSERT INTO offers (job_id, account_id, wave, reason, offered_at) VALUES (${jobId}, ${accountId}, ${wave}, ${reason}, '2030-03-04T05:10:00Z')`,
  );
}

describe('POST /api/users/job/offer (why the reader was offered a job)', () => {
  it('answers the reader’s own wave and reason, null where they were offered nothing, and never another person’s', async () => {
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    const other = await createSubstitute(ctx.t.deps, ['091']);
    await offer(job, ctx.w.sub.id, 2, 'workedBefore');
    await offer(job, other.id, 3, 'freeDay');

    const mine = await note(ctx.w.sub.token, { id: job });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ offer: { wave: 2, reason: 'workedBefore', offeredAt: '2030-03-04T05:10:00.000Z' } });
    expect((await note(other.token, { id: job })).body).toEqual({ offer: { wave: 3, reason: 'freeDay', offeredAt: '2030-03-04T05:10:00.000Z' } });

    // not offered, or no such job: the same null (whether a job exists is not told here)
    const third = await createSubstitute(ctx.t.deps, ['091']);
    expect((await note(third.token, { id: job })).body).toEqual({ offer: null });
    expect((await note(ctx.w.sub.token, { id: '00000000-0000-4000-8000-000000000000' })).body).toEqual({ offer: null });

    // another person's e-mail in the body selects nothing of theirs: refused
    expect((await note(ctx.w.sub.token, { id: job, email: other.email })).status).toBe(403);
  });

  it('refuses staff and the signed-out; a bad id is a 400 naming the field, in the reader’s language', async () => {
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    for (const token of [ctx.w.principalA.token, ctx.w.teacherA.token, ctx.w.leader.token, ctx.w.adminUser.token]) {
      expect((await note(token, { id: job })).status).toBe(403);
    }
    expect((await note(undefined, { id: job })).status).toBe(401);
    for (const id of ['nope', 'a\u0000b', '\ud800', 42, null]) {
      const bad = await note(ctx.w.sub.token, { id });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('id');
    }
  });
});
