import { randomUUID } from 'node:crypto';
import { EMPTY_DAY_CARD } from '@vikariat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, testClock, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let w: SchoolWorld;
const ids = { accepted: randomUUID(), open: randomUUID(), other: randomUUID(), multi: randomUUID() };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://vikariat.test' }, clock: testClock(new Date('2030-03-01T08:00:00Z')) });
  w = await createSchoolWorld(t.deps);
  const base = { startTime: '08:00', endTime: '15:30', typeOfTemp: 1, expire: new Date('2030-03-30T00:00:00Z') };
  await t.deps.database.db.insert(jobs).values([
    { ...base, id: ids.accepted, schoolId: w.schoolA, startDate: '2030-03-04', endDate: '2030-03-04', chosenId: w.substitute.id, chosenAt: new Date() },
    { ...base, id: ids.open, schoolId: w.schoolA, ownerId: w.teacherA.id, startDate: '2030-03-05', endDate: '2030-03-05' },
    {
      ...base,
      id: ids.other,
      schoolId: w.schoolB,
      startDate: '2030-03-05',
      endDate: '2030-03-05',
      chosenId: w.substitute.id,
      dayCard: { ...EMPTY_DAY_CARD, reportTo: 'Expeditionen, 2 vån', contactName: 'Eva Ek', contactPhone: '040 123 4567', classNotes: 'Otto har allergi' },
    },
    { ...base, id: ids.multi, schoolId: w.schoolC, startDate: '2030-03-10', endDate: '2030-03-12', chosenId: w.substitute.id, sos: true },
  ]);
});
afterAll(async () => {
  await t.close();
});

const events = async (token: string, query: string) =>
  (await json<{ events: { id: string; start: string; chosenName: string | null }[] }>(await t.request('GET', `/api/calendar/events?${query}`, { token }))).events;

describe('GET /api/calendar/events', () => {
  it('shows a school its jobs and a substitute the jobs they were chosen for', async () => {
    const school = await events(w.principalA.token, 'from=2030-03-01&to=2030-03-31');
    expect(school.map((e) => e.id)).toEqual([ids.accepted, ids.open]);
    expect(school[0]?.start).toBe('2030-03-04T06:00:00.000Z');
    expect(school[0]?.chosenName).toBe('Test user');
    // a teacher, the jobs they own only (as on their board): not a colleague's absence and its substitute
    const teacher = await events(w.teacherA.token, 'from=2030-03-01&to=2030-03-31');
    expect(teacher.map((e) => e.id)).toEqual([ids.open]);
    const leader = await events(w.leader.token, 'from=2030-03-01&to=2030-03-31');
    expect(leader.map((e) => e.id)).toEqual([ids.accepted, ids.open, ids.multi]);
    const onlyC = await events(w.leader.token, `from=2030-03-01&to=2030-03-31&school=${w.schoolC}`);
    expect(onlyC.map((e) => e.id)).toEqual([ids.multi]);
    const mine = await events(w.substitute.token, 'from=2030-03-05&to=2030-03-11');
    expect(mine.map((e) => e.id)).toEqual([ids.other, ids.multi]);
    expect(mine[0]?.chosenName).toBeNull();
  });

  it('refuses bad ranges under from/to, another school, admins and no token', async () => {
    const bad = await t.request('GET', '/api/calendar/events?from=2030-03-10&to=2030-03-01', { token: w.teacherA.token });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('to');
    const missing = await t.request('GET', '/api/calendar/events', { token: w.teacherA.token });
    expect(Object.keys((await json<{ fields: Record<string, string> }>(missing)).fields).sort()).toEqual(['from', 'to']);
    expect((await t.request('GET', `/api/calendar/events?from=2030-03-01&to=2030-03-31&school=${w.schoolB}`, { token: w.principalA.token })).status).toBe(403);
    await expectRoleGuard(t, 'GET', '/api/calendar/events?from=2030-03-01&to=2030-03-31', undefined, [w.admin.token]);
  });
});

describe('the private iCalendar feed', () => {
  it('serves the accepted jobs at an unguessable URL until revoked', async () => {
    const status = async () => json<{ active: boolean; createdAt: string | null }>(await t.request('GET', '/api/calendar/feed-status', { token: w.substitute.token }));
    expect(await status()).toEqual({ active: false, createdAt: null });
    const res = await t.request('POST', '/api/calendar/feed', { token: w.substitute.token });
    expect(res.status).toBe(200);
    const { url } = await json<{ url: string }>(res);
    expect(url).toMatch(/^https:\/\/vikariat\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain(`UID:${ids.accepted}@vikariat`);
    expect(ics).toContain('DTSTART:20300304T060000Z');
    expect(ics).toContain('RRULE:FREQ=DAILY');
    expect(ics).not.toContain(ids.open);
    // the day card's arrival and contact are in the entry, its class notes never (issue 24)
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('Anmäl dig: Expeditionen\\, 2 vån');
    expect(unfolded).toContain('Kontaktperson: Eva Ek 040 123 4567');
    expect(unfolded).not.toContain('allergi');

    expect(await status()).toEqual({ active: true, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown });
    // a new URL replaces the old one; revoking ends it
    const second = await json<{ url: string }>(await t.request('POST', '/api/calendar/feed', { token: w.substitute.token }));
    expect((await t.app.request(path)).status).toBe(404);
    expect((await t.request('DELETE', '/api/calendar/feed', { token: w.substitute.token })).status).toBe(200);
    expect((await t.app.request(new URL(second.url).pathname)).status).toBe(404);
    expect(await status()).toEqual({ active: false, createdAt: null });
    expect((await t.app.request('/api/calendar/feed/not-a-token.ics')).status).toBe(404);
    await expectRoleGuard(t, 'POST', '/api/calendar/feed', undefined, [w.admin.token]);
    await expectRoleGuard(t, 'DELETE', '/api/calendar/feed', undefined, [w.admin.token]);
    await expectRoleGuard(t, 'GET', '/api/calendar/feed-status', undefined, [w.admin.token]);
  });
});
