import { describe, expect, it } from 'vitest';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { pullAs } from '../../test/helpers/sync-pull.ts';
import { applyDirect, createJob, createSubstitute } from '../../test/jobs/fixtures.ts';

/**
 * The school's phone after a booking ends (domain canSeeSchoolPhone): the cancelled person keeps it, on the device
 * and online ("contact the school if you can come after all"); the job's attachments do not stay, and a person never
 * booked never gets it. The clock stands at Monday 4 March 2030, 08:00 in Helsinki.
 */
const ctx = useJobsTestApp();
const { post } = ctx;

async function pulledJob(token: string, jobId: string): Promise<Record<string, unknown> | undefined> {
  const { status, body } = await pullAs(ctx.t, token, 'jobs');
  expect(status).toBe(200);
  return (body.documents as unknown as Record<string, unknown>[]).find((d) => d['id'] === jobId);
}
const onlineSchool = async (token: string, jobId: string) => (await post('/api/users/get/job', token, { id: jobId })).body['school'] as Record<string, unknown>;

async function booked() {
  const sub = await createSubstitute(ctx.t.deps, ['091']);
  const other = await createSubstitute(ctx.t.deps, ['091']);
  const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-06', startTime: '08:00', endTime: '12:00' });
  await applyDirect(ctx.t.deps, job, sub.id);
  await applyDirect(ctx.t.deps, job, other.id);
  expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
  return { sub, other, job };
}

describe('the school’s phone after a booking ends', () => {
  it.each([
    ['the substitute cancels', (sub: { token: string }, job: string) => post('/api/users/job/cancel', sub.token, { id: job, reason: 'Sjuk' })],
    [
      'the school cancels',
      (sub: { email: string }, job: string) => post('/api/teachers/cancel/chosen', ctx.w.principalA.token, { email: sub.email, id: job, reason: 'Frisk igen' }),
    ],
  ])('stays with the person when %s, on the device and online', async (_, cancel) => {
    const { sub, other, job } = await booked();
    const phone = (await pulledJob(sub.token, job))?.['phone'];
    expect(phone).toEqual(expect.any(String));
    expect((await cancel(sub, job)).status).toBe(200);
    expect(await pulledJob(sub.token, job)).toMatchObject({ chosen: null, phone, files: [] });
    expect((await onlineSchool(sub.token, job))['phone']).toBe(phone);
    // another applicant, never booked, has no phone
    expect((await pulledJob(other.token, job))?.['phone']).toBeNull();
    expect(await onlineSchool(other.token, job)).not.toHaveProperty('phone');
  });

  it('is not kept by a person unchosen before the job (no cancellation: the choice is undone)', async () => {
    const { sub, job } = await booked();
    expect((await post('/api/teachers/remove/chosen', ctx.w.principalA.token, { email: sub.email, id: job })).status).toBe(200);
    expect((await pulledJob(sub.token, job))?.['phone']).toBeNull();
  });
});
