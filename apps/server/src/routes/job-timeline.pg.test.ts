import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobTimeline } from '@vikariat/domain';
import { applications } from '../db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { notify } from '../services/notifications/notify.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { insertJob } from '../../test/helpers/jobs.ts';
import { applyDirect, VALID_POLICE_RECORD } from '../../test/jobs/fixtures.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, testClock, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let w: SchoolWorld;
let jobId: string;
const posted = new Date('2030-01-14T05:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(new Date('2030-01-14T05:20:30Z')) });
  w = await createSchoolWorld(t.deps);
  jobId = await insertJob(t.deps, {
    schoolId: w.schoolA,
    ownerId: w.principalA.id,
    createdAt: posted,
    chosenId: w.substitute.id,
    chosenAt: new Date('2030-01-14T05:17:00Z'),
  });
  await t.deps.database.db.insert(applications).values([{ id: randomUUID(), jobId, applicantId: w.substitute.id, createdAt: new Date('2030-01-14T05:09:00Z') }]);
  // two waves went out (decision 034); the one offered in wave 3 declined
  const decliner = await createAccount(t.deps, { role: 'user', firstName: 'Ville', lastName: 'Virta' });
  await t.deps.database.db.execute(
    sql`INSERT INTO offers (job_id, account_id, wave, reason, offered_at, declined_at, decline_reason) VALUES
          (${jobId}, ${w.substitute.id}, 1, 'preferred', '2030-01-14T05:00:00Z', NULL, NULL),
          (${jobId}, ${decliner.id}, 3, 'region', '2030-01-14T05:05:00Z', '2030-01-14T05:07:00Z', 'tooFar')`,
  );
  // the real delivery path records the job on each delivery
  expect(await notify(t.deps, { type: 'chosen', jobId, substituteId: w.substitute.id })).toBe(1);
});
afterAll(async () => {
  await t.close();
});

const url = (id: string) => `/api/teachers/job/${id}/timeline`;

describe('GET /api/teachers/job/:id/timeline', () => {
  it('gives the school the job history in time order, with the time to fill', async () => {
    const res = await t.request('GET', url(jobId), { token: w.principalA.token });
    expect(res.status).toBe(200);
    const timeline = await json<JobTimeline>(res);
    expect(timeline.events.map((e) => e.type)).toEqual(['posted', 'wave', 'wave', 'declined', 'applied', 'chosen', 'notified']);
    expect(timeline.events[1]).toMatchObject({ type: 'wave', wave: 1, offered: 1, at: '2030-01-14T05:00:00.000Z' });
    expect(timeline.events[2]).toMatchObject({ type: 'wave', wave: 3, offered: 1, at: '2030-01-14T05:05:00.000Z' });
    // the one who declined never applied and has no tie to the school: not named (decision 020), but their reason is
    // shown (one of a fixed list, nothing they typed); the chosen one is named
    expect(timeline.events[3]).toEqual({ type: 'declined', name: null, reason: 'tooFar', at: '2030-01-14T05:07:00.000Z' });
    expect(timeline.events[5]).toMatchObject({ type: 'chosen', at: '2030-01-14T05:17:00.000Z', name: expect.stringMatching(/\S/) as unknown });
    expect(timeline.events[4]).toMatchObject({ type: 'applied', name: expect.stringMatching(/\S/) as unknown });
    // at the round's first delivery, not the start of its minute
    expect(timeline.events[6]).toMatchObject({ type: 'notified', kind: 'chosen', recipients: 1, at: '2030-01-14T05:20:30.000Z' });
    expect(timeline.minutesToFill).toBe(17);
  });

  it('keeps the choice of a booking the school cancelled, with the reason', async () => {
    const booked = await insertJob(t.deps, {
      schoolId: w.schoolA,
      ownerId: w.principalA.id,
      createdAt: posted,
      startDate: '2030-01-20',
      endDate: '2030-01-20',
      chosenId: w.substitute.id,
      chosenAt: new Date('2030-01-14T05:10:00Z'),
    });
    await t.deps.database.db
      .insert(applications)
      .values([{ id: randomUUID(), jobId: booked, applicantId: w.substitute.id, createdAt: new Date('2030-01-14T05:03:00Z') }]);
    const cancel = await t.request('POST', '/api/teachers/cancel/chosen', {
      token: w.principalA.token,
      body: { email: w.substitute.email, id: booked, reason: 'Läraren är frisk' },
    });
    expect(cancel.status).toBe(200);
    const timeline = await json<JobTimeline>(await t.request('GET', url(booked), { token: w.principalA.token }));
    const kept = timeline.events.filter((e) => e.type === 'chosen' || e.type === 'cancelled');
    expect(kept).toMatchObject([
      { type: 'chosen', at: '2030-01-14T05:10:00.000Z', name: expect.stringMatching(/\S/) as unknown },
      { type: 'cancelled', by: 'school', reason: 'Läraren är frisk', at: '2030-01-14T05:20:30.000Z' },
    ]);
    expect(timeline.minutesToFill).toBeNull();
  });

  it('shows a cancelled booking by whom, and no time to fill while nobody is booked again', async () => {
    const reopened = await insertJob(t.deps, { schoolId: w.schoolA, ownerId: w.principalA.id, createdAt: posted });
    await t.deps.database.db
      .insert(applications)
      .values([{ id: randomUUID(), jobId: reopened, applicantId: w.substitute.id, createdAt: new Date('2030-01-14T05:02:00Z'), active: false }]);
    await t.deps.database.db.execute(
      sql`INSERT INTO booking_cancellations (id, job_id, school_id, substitute_id, cancelled_by, actor_id, reason, late,
            start_date, end_date, start_time, end_time, cancelled_at)
          VALUES (${randomUUID()}, ${reopened}, ${w.schoolA}, ${w.substitute.id}, 'substitute', ${w.substitute.id}, 'Sjuk', true,
            '2030-01-15', '2030-01-15', '08:00', '12:00', '2030-01-14T05:15:00Z')`,
    );
    const timeline = await json<JobTimeline>(await t.request('GET', url(reopened), { token: w.principalA.token }));
    expect(timeline.events.map((e) => e.type)).toEqual(['posted', 'applied', 'cancelled']);
    expect(timeline.events[2]).toMatchObject({
      type: 'cancelled',
      by: 'substitute',
      reason: 'Sjuk',
      at: '2030-01-14T05:15:00.000Z',
      name: expect.stringMatching(/\S/) as unknown,
    });
    expect(timeline.minutesToFill).toBeNull();
  });

  it('keeps every choice after an unchoice: the first chosen, unchosen, another chosen and unchosen, the first again', async () => {
    const start = t.clock.now();
    const substitute = (firstName: string) =>
      createAccount(t.deps, {
        role: 'user',
        firstName,
        lastName: 'Vikarie',
        phone: '0401112222',
        profile: { regions: ['091'], status: 'Lärare', birthDate: '19900101', policeRecord: VALID_POLICE_RECORD },
      });
    const [vera, ville] = [await substitute('Vera'), await substitute('Ville')];
    const job = await insertJob(t.deps, { schoolId: w.schoolA, ownerId: w.principalA.id, createdAt: posted, startDate: '2030-01-21', endDate: '2030-01-21' });
    for (const person of [vera, ville]) await applyDirect(t.deps, job, person.id);
    const step = async (path: string, email: string, minutes: number) => {
      t.clock.advance(minutes * 60_000);
      const res = await t.request('POST', `/api/teachers/${path}`, { token: w.principalA.token, body: { email, id: job } });
      expect(res.status, `${path} ${email}`).toBe(200);
    };
    try {
      await step('addchosen', vera.email, 1);
      await step('remove/chosen', vera.email, 1);
      await step('addchosen', ville.email, 1);
      await step('remove/chosen', ville.email, 1);
      // chosen again in the same instant the previous choice was taken back: still after it
      await step('addchosen', vera.email, 0);
      const timeline = await json<JobTimeline>(await t.request('GET', url(job), { token: w.principalA.token }));
      const choices = timeline.events.filter((e) => e.type === 'chosen' || e.type === 'unchosen').map((e) => [e.type, 'name' in e ? e.name : '', e.at.slice(11, 16)]);
      expect(choices).toEqual([
        ['chosen', 'Vera Vikarie', '05:21'],
        ['unchosen', 'Vera Vikarie', '05:22'],
        ['chosen', 'Ville Vikarie', '05:23'],
        ['unchosen', 'Ville Vikarie', '05:24'],
        ['chosen', 'Vera Vikarie', '05:24'],
      ]);
      // the time to fill is the standing choice's (posted 05:00, chosen 05:24:30)
      expect(timeline.minutesToFill).toBe(25);
    } finally {
      t.clock.set(start);
    }
  });

  it('answers another school and a teacher who does not own the job as an unknown job (404); other roles 403, a bad id 400', async () => {
    const answer = async (id: string, token: string) => {
      const res = await t.request('GET', url(id), { token });
      return { status: res.status, body: await res.text() };
    };
    for (const token of [w.principalB.token, w.teacherA.token]) {
      const unknown = await answer(randomUUID(), token);
      expect(unknown.status).toBe(404);
      expect(await answer(jobId, token)).toEqual(unknown);
    }
    await expectRoleGuard(t, 'GET', url(jobId), undefined, [w.substitute.token]);
    const bad = await t.request('GET', url('nope'), { token: w.principalA.token });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('id');
  });
});
