import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FillFiguresReport } from '@vikariat/domain';
import { jobs } from '../db/schema/index.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let w: SchoolWorld;
// posted at 07:00 Finnish time on 2030-01-14 (UTC+2), for 08:00 the next day unless said
const posted = new Date('2030-01-14T05:00:00Z');
const job = (schoolId: string, o: { sos?: boolean; chosenAfterMin?: number; startDate?: string; createdAt?: Date; deleted?: boolean }) => ({
  id: randomUUID(),
  schoolId,
  startDate: o.startDate ?? '2030-01-15',
  endDate: o.startDate ?? '2030-01-15',
  startTime: '08:00',
  endTime: '15:30',
  typeOfTemp: 1,
  sos: o.sos ?? false,
  expire: new Date('2030-01-16T13:30:00Z'),
  createdAt: o.createdAt ?? posted,
  ...(o.chosenAfterMin === undefined ? {} : { chosenAt: new Date((o.createdAt ?? posted).getTime() + o.chosenAfterMin * 60_000) }),
});

beforeAll(async () => {
  t = await createTestApp();
  w = await createSchoolWorld(t.deps);
  const chosen = (row: ReturnType<typeof job>) => ('chosenAt' in row ? { ...row, chosenId: w.substitute.id } : row);
  await t.deps.database.db.insert(jobs).values(
    [
      job(w.schoolA, { sos: true, chosenAfterMin: 4 }),
      job(w.schoolA, { sos: true, chosenAfterMin: 10 }),
      // SOS for 08:00 today, chosen at 08:30: filled, but not before the start
      job(w.schoolA, { sos: true, startDate: '2030-01-14', chosenAfterMin: 90 }),
      job(w.schoolA, { chosenAfterMin: 120 }),
      job(w.schoolA, {}),
      job(w.schoolC, { chosenAfterMin: 60 }),
      job(w.schoolB, { sos: true, chosenAfterMin: 2 }),
      // 23:30 Finnish time on 13 January: the day before the period
      job(w.schoolB, { createdAt: new Date('2030-01-13T21:30:00Z'), chosenAfterMin: 5 }),
      // posted by the admin (the admin school's notices): not a job
      job(w.adminSchool, { chosenAfterMin: 1 }),
    ].map(chosen),
  );
});
afterAll(async () => {
  await t.close();
});

const report = async (query: string) => json<FillFiguresReport>(await t.request('GET', `/api/admin/fill-figures?${query}`, { token: w.admin.token }));

describe('GET /api/admin/fill-figures', () => {
  it('gives each school and municipality its share filled before the start and its times to fill, SOS and normal apart', async () => {
    const r = await report('from=2030-01-14&to=2030-01-31');
    const a = r.schools.find((s) => s.schoolId === w.schoolA);
    expect(a?.sos).toEqual({ posted: 3, filledBeforeStart: 2, shareFilledBeforeStart: 2 / 3, medianMinutes: 10, p90Minutes: 90 });
    expect(a?.normal).toEqual({ posted: 2, filledBeforeStart: 1, shareFilledBeforeStart: 0.5, medianMinutes: 120, p90Minutes: 120 });
    expect(r.schools.map((s) => s.schoolId).sort()).toEqual([w.schoolA, w.schoolB, w.schoolC].sort());
    expect(r.schools.find((s) => s.schoolId === w.schoolB)?.normal.posted).toBe(0);
    // Helsingfors (091) is schools A and C together
    const helsinki = r.municipalities.find((m) => m.municipality === '091');
    expect(helsinki?.normal).toEqual({ posted: 3, filledBeforeStart: 2, shareFilledBeforeStart: 2 / 3, medianMinutes: 90, p90Minutes: 120 });
    expect(r.municipalities.find((m) => m.municipality === '049')?.sos.medianMinutes).toBe(2);
  });

  it('gives the same figures as a CSV file for a spreadsheet, municipalities first', async () => {
    const res = await t.request('GET', '/api/admin/fill-figures.csv?from=2030-01-14&to=2030-01-31', { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('tillsattning-2030-01-14-2030-01-31.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // a byte-order mark first, so spreadsheet programs read UTF-8 (the decoder drops it)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]?.startsWith('Nivå;Namn;Kommun;SOS publicerade;')).toBe(true);
    expect(lines.filter((l) => l.startsWith('Kommun;')).map((l) => l.split(';')[1])).toEqual(expect.arrayContaining(['Helsingfors']));
    // Alfaskolan: SOS 3 posted, 2 before the start (66,7 %), median 10 and p90 90 min; normal 2, 1, 50 %, 120, 120
    expect(lines).toContain('Skola;Alfaskolan;Helsingfors;3;2;66,7;10;90;2;1;50,0;120;120');
    // Betaskolan posted no normal job: no share and no times, not 0
    expect(lines.find((l) => l.startsWith('Skola;Betaskolan;'))?.endsWith(';0;0;;;')).toBe(true);
    await expectRoleGuard(t, 'GET', '/api/admin/fill-figures.csv?from=2030-01-01&to=2030-01-31', undefined, [w.principalA.token, w.substitute.token]);
    const bad = await t.request('GET', '/api/admin/fill-figures.csv?from=2030-02-30&to=2030-03-01', { token: w.admin.token });
    expect(bad.status).toBe(400);
  });

  it('keeps counting jobs purged into the statistics archive', async () => {
    const before = await report('from=2030-01-01&to=2030-01-31');
    await t.deps.database.db.delete(jobs).where(eq(jobs.schoolId, w.schoolA));
    expect(await report('from=2030-01-01&to=2030-01-31')).toEqual(before);
  });

  it('is for admins only, and a bad period is a 400 with field errors in the caller language', async () => {
    await expectRoleGuard(t, 'GET', '/api/admin/fill-figures?from=2030-01-01&to=2030-01-31', undefined, [
      w.principalA.token,
      w.leader.token,
      w.teacherA.token,
      w.substitute.token,
    ]);
    const backwards = await t.request('GET', '/api/admin/fill-figures?from=2030-02-01&to=2030-01-01', { token: w.admin.token });
    expect(backwards.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(backwards)).fields['to']).toBe('Slutdatum före startdatum');
    const missing = await t.request('GET', '/api/admin/fill-figures?from=2030-02-01', { token: w.admin.token });
    expect(missing.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(missing)).fields).toHaveProperty('to');
  });
});
