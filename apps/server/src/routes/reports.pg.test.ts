import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs } from '../db/schema/index.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let w: SchoolWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createSchoolWorld(t.deps);
  const created = new Date('2030-01-01T00:00:00Z');
  const job = (schoolId: string, startDate: string, chosenAfterH: number | null) => ({
    id: randomUUID(),
    schoolId,
    startDate,
    endDate: startDate,
    startTime: '08:00',
    endTime: '15:30',
    typeOfTemp: 1,
    expire: new Date(`${startDate}T13:30:00Z`),
    createdAt: created,
    chosenAt: chosenAfterH === null ? null : new Date(created.getTime() + chosenAfterH * 3_600_000),
  });
  const rows = [
    job(w.schoolA, '2030-01-10', 2),
    job(w.schoolA, '2030-01-20', 6),
    job(w.schoolA, '2030-02-03', null),
    job(w.schoolC, '2030-01-15', 1),
    job(w.schoolB, '2030-01-15', 1),
  ];
  await t.deps.database.db.insert(jobs).values(rows);
  await t.deps.database.db.insert(applications).values([
    { id: randomUUID(), jobId: rows[0]?.id ?? '', applicantId: w.substitute.id },
    { id: randomUUID(), jobId: rows[1]?.id ?? '', applicantId: w.substitute.id },
  ]);
});
afterAll(async () => {
  await t.close();
});

interface Summary {
  byMonth: { month: string; posted: number; filled: number; shareFilled: number; medianHoursToFill: number | null; applicantsPerJob: number }[];
  bySchool: { schoolId: string; posted: number }[];
  total: { posted: number };
}

describe('GET /api/reports/summary', () => {
  it('summarises the principal school by month', async () => {
    const res = await t.request('GET', '/api/reports/summary?from=2030-01-01&to=2030-02-28', { token: w.principalA.token });
    expect(res.status).toBe(200);
    const s = await json<Summary>(res);
    expect(s.byMonth).toEqual([
      { month: '2030-01', posted: 2, filled: 2, shareFilled: 1, medianHoursToFill: 4, applicantsPerJob: 1 },
      { month: '2030-02', posted: 1, filled: 0, shareFilled: 0, medianHoursToFill: null, applicantsPerJob: 0 },
    ]);
    expect(s.bySchool.map((b) => b.schoolId)).toEqual([w.schoolA]);
  });

  it('a leader sees every school of theirs, or the one picked; the range limits the jobs', async () => {
    const all = await json<Summary>(await t.request('GET', '/api/reports/summary?from=2030-01-01&to=2030-01-31', { token: w.leader.token }));
    expect(new Set(all.bySchool.map((b) => b.schoolId))).toEqual(new Set([w.schoolA, w.schoolC]));
    expect(all.total.posted).toBe(3);
    const c = await json<Summary>(await t.request('GET', `/api/reports/summary?from=2030-01-01&to=2030-12-31&school=${w.schoolC}`, { token: w.leader.token }));
    expect(c.total.posted).toBe(1);
  });

  it('keeps counting jobs the expiry task purged (archived on delete, names and applicants as they were)', async () => {
    const before = await json<Summary>(await t.request('GET', '/api/reports/summary?from=2030-01-01&to=2030-02-28', { token: w.principalA.token }));
    await t.deps.database.db.delete(jobs).where(eq(jobs.schoolId, w.schoolA));
    expect(await t.deps.database.db.select().from(jobs).where(eq(jobs.schoolId, w.schoolA))).toHaveLength(0);
    const after = await json<Summary>(await t.request('GET', '/api/reports/summary?from=2030-01-01&to=2030-02-28', { token: w.principalA.token }));
    expect(after).toEqual(before);
  });

  it('refuses another school, bad input, teachers and no token', async () => {
    expect((await t.request('GET', `/api/reports/summary?from=2030-01-01&to=2030-12-31&school=${w.schoolB}`, { token: w.principalA.token })).status).toBe(403);
    const bad = await t.request('GET', '/api/reports/summary?from=jan&to=2030-12-31', { token: w.principalA.token });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('from');
    await expectRoleGuard(t, 'GET', '/api/reports/summary?from=2030-01-01&to=2030-12-31', undefined, [w.teacherA.token, w.substitute.token, w.admin.token]);
  });
});
