import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobDoc, PullResponse } from '@vikariat/sync';
import { queryRows } from '../db/query.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute } from '../../test/jobs/fixtures.ts';

/**
 * The day card (issue 24, decision 029): who may fill it, bad input, and who gets it — the school and the chosen
 * substitute only: not another applicant, not before the choice, not after the choice is undone.
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const db = () => ctx.t.deps.database.db;

const CARD = {
  reportTo: 'Expeditionen, ingång B',
  contactName: 'Eva Ek',
  contactPhone: '+358 40 123 4567',
  room: 'B204',
  timetable: '08.15 Matematik 5A',
  classNotes: 'Otto har nötallergi',
  keys: 'Nyckel i expeditionen',
  lunch: 'Matsalen 11.15',
};

const storedCard = async (jobId: string) => (await queryRows<{ day_card: unknown }>(db(), sql`SELECT day_card FROM jobs WHERE id = ${jobId}`))[0]?.day_card;

/** The job's document as the reader's device pulls it (null: not in the reader's view). */
async function pulled(token: string, jobId: string): Promise<JobDoc | null> {
  const res = await ctx.t.request('POST', '/api/sync/jobs/pull', { token, body: { checkpoint: null, limit: 500, deviceId: 'day-card' } });
  expect(res.status).toBe(200);
  const doc = ((await res.json()) as PullResponse).documents.find((d) => d.id === jobId && !d._deleted);
  return (doc as unknown as JobDoc | undefined) ?? null;
}

/** A job of school A owned by teacher A with two applicants, neither chosen yet. */
async function jobWithApplicants() {
  const chosen = await createSubstitute(ctx.t.deps, ['091']);
  const other = await createSubstitute(ctx.t.deps, ['091']);
  const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id, startDate: '2030-03-06', startTime: '08:00', endTime: '14:00' });
  await applyDirect(ctx.t.deps, job, chosen.id);
  await applyDirect(ctx.t.deps, job, other.id);
  return { job, chosen, other };
}

describe('POST /api/teachers/daycard: the school fills the card', () => {
  it('the principal and the owning teacher save it; an empty card clears it', async () => {
    const { job } = await jobWithApplicants();
    expect((await post('/api/teachers/daycard', ctx.w.principalA.token, { id: job, ...CARD })).status).toBe(200);
    expect(await storedCard(job)).toEqual(CARD);
    expect((await post('/api/teachers/daycard', ctx.w.teacherA.token, { id: job, ...CARD, room: 'A101' })).status).toBe(200);
    expect(await storedCard(job)).toMatchObject({ room: 'A101' });
    expect((await post('/api/teachers/daycard', ctx.w.teacherA.token, { id: job, reportTo: '  ' })).status).toBe(200);
    expect(await storedCard(job)).toBeNull();
  });

  it('refuses a substitute, an admin and no sign-in; another teacher’s or school’s job is as an unknown job; changes nothing', async () => {
    const { job, chosen } = await jobWithApplicants();
    await post('/api/teachers/daycard', ctx.w.principalA.token, { id: job, ...CARD });
    for (const token of [chosen.token, ctx.w.adminUser.token]) {
      expect((await post('/api/teachers/daycard', token, { id: job, ...CARD, room: 'Hacked' })).status).toBe(403);
    }
    expect((await post('/api/teachers/daycard', undefined, { id: job, room: 'Hacked' })).status).toBe(401);
    const unknown = await post('/api/teachers/daycard', ctx.w.principalA.token, { id: '0190a0a0-0000-7000-8000-000000000000', ...CARD });
    expect(unknown.status).toBe(404);
    for (const token of [ctx.w.teacherA2.token, ctx.w.principalB.token]) {
      expect(await post('/api/teachers/daycard', token, { id: job, ...CARD, room: 'Hacked' })).toEqual(unknown);
    }
    expect(await storedCard(job)).toEqual(CARD);
  });

  it('answers bad input with 400 and field errors in the caller’s language, and changes nothing', async () => {
    const { job } = await jobWithApplicants();
    const sv = await post('/api/teachers/daycard', ctx.w.principalA.token, { id: job, room: 'x'.repeat(101), contactPhone: 'ring mig' });
    expect(sv.status).toBe(400);
    const fields = sv.body['fields'] as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['contactPhone', 'room']);
    expect(fields['room']).toBe('Högst 100 tecken.');
    expect(fields['contactPhone']).toContain('telefonnummer');
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const fi = await post('/api/teachers/daycard', rehtori.token, { id: job, lunch: 'x'.repeat(501) });
    expect(fi).toMatchObject({ status: 400, body: { fields: { lunch: 'Enintään 500 merkkiä.' } } });
    expect((await post('/api/teachers/daycard', ctx.w.principalA.token, { id: 'nope', ...CARD })).body['fields']).toHaveProperty('id');
    expect(await storedCard(job)).toBeNull();
  });
});

describe('who gets the day card (the jobs projection)', () => {
  it('not before the choice, then only the chosen substitute and the school, and not after the choice is undone', async () => {
    const { job, chosen, other } = await jobWithApplicants();
    await post('/api/teachers/daycard', ctx.w.principalA.token, { id: job, ...CARD });
    // before the choice: the applicants hold the job, without the card
    expect(await pulled(chosen.token, job)).toMatchObject({ id: job, dayCard: null });
    expect(await pulled(ctx.w.principalA.token, job)).toMatchObject({ dayCard: CARD });
    expect(await pulled(ctx.w.teacherA.token, job)).toMatchObject({ dayCard: CARD });

    expect((await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: chosen.email, id: job })).status).toBe(200);
    expect(await pulled(chosen.token, job)).toMatchObject({ chosen: 'me', dayCard: CARD });
    // another applicant, another school's principal, another teacher: never
    expect((await pulled(other.token, job))?.dayCard ?? null).toBeNull();
    expect(await pulled(ctx.w.principalB.token, job)).toBeNull();
    expect(await pulled(ctx.w.teacherA2.token, job)).toBeNull();
    expect(JSON.stringify(await pulled(other.token, job))).not.toContain('nötallergi');

    expect((await post('/api/teachers/remove/chosen', ctx.w.principalA.token, { email: chosen.email, id: job })).status).toBe(200);
    const after = await pulled(chosen.token, job);
    expect(after?.dayCard ?? null).toBeNull();
    expect(JSON.stringify(after)).not.toContain('nötallergi');
  });

  it('a saved card moves the job’s change number, so a caught-up device pulls it', async () => {
    const { job, chosen } = await jobWithApplicants();
    await post('/api/teachers/addchosen', ctx.w.principalA.token, { email: chosen.email, id: job });
    const first = await ctx.t.request('POST', '/api/sync/jobs/pull', { token: chosen.token, body: { checkpoint: null, limit: 500, deviceId: 'd' } });
    const { checkpoint } = (await first.json()) as PullResponse;
    await post('/api/teachers/daycard', ctx.w.teacherA.token, { id: job, ...CARD });
    const next = await ctx.t.request('POST', '/api/sync/jobs/pull', { token: chosen.token, body: { checkpoint, limit: 500, deviceId: 'd' } });
    const docs = ((await next.json()) as PullResponse).documents as unknown as JobDoc[];
    expect(docs.find((d) => d.id === job)?.dayCard).toEqual(CARD);
  });
});
