import { latestPoliceRecordExpiry, todayInFinland } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { createSchoolWorld, type SchoolWorld } from '../school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 21 item 7: dates that fit `YYYY-MM-DD` but name no day (2026-02-30, 2026-13-45, 0000-00-00) reached Postgres
 * and answered 500, from bodies and query strings alike; so did instants in year 0. Each is now a 400 naming the
 * field, and a real day in the same place (a leap day included) passes.
 */
let t: TestApp;
let w: SchoolWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSchoolWorld(t.deps);
});
afterAll(async () => {
  await t.close();
});

const IMPOSSIBLE = ['2026-02-30', '2026-13-45', '0000-00-00', '2027-02-29', '2026-04-31'];
const inYears = (years: number, monthDay: string) => `${t.deps.now().getUTCFullYear() + years}-${monthDay}`;

interface Case {
  name: string;
  field: string;
  /** the request with `date` in the field under test */
  send: (date: string) => Promise<Response>;
  /** a real date for the same field */
  real: () => string;
}

const get = (url: string, token: string) => t.request('GET', url, { token });
const cases: Case[] = [
  { name: 'the calendar (query)', field: 'from', send: (d) => get(`/api/calendar/events?from=${d}&to=2030-03-31`, w.substitute.token), real: () => '2028-02-29' },
  { name: 'the reports (query)', field: 'to', send: (d) => get(`/api/reports/summary?from=2026-01-01&to=${d}`, w.principalA.token), real: () => '2026-12-31' },
  {
    name: 'a new school',
    field: 'licenceUntil',
    send: (d) => t.request('POST', '/api/admin/schools', { token: w.admin.token, body: { name: 'Datumskolan', municipality: '091', licenceUntil: d } }),
    real: () => '2031-07-31',
  },
  {
    name: 'a school edit',
    field: 'licenceUntil',
    send: (d) => t.request('PATCH', `/api/admin/schools/${w.schoolB}`, { token: w.admin.token, body: { licenceUntil: d } }),
    real: () => '2032-02-29',
  },
  {
    name: 'a notice',
    field: 'startDate',
    send: (d) =>
      t.request('POST', '/api/admin/notices', {
        token: w.admin.token,
        body: { additionalInfo: 'Hej', additionalInfoFi: 'Hei', startDate: d, endDate: inYears(1, '12-31') },
      }),
    real: () => inYears(1, '01-31'),
  },
  {
    name: 'a job',
    field: 'endDate',
    send: (d) =>
      t.request('POST', '/api/teachers/addtemp', {
        token: w.principalA.token,
        body: { startDate: inYears(1, '01-10'), endDate: d, startTime: '08:00', endTime: '15:00', typeOfTemp: 1 },
      }),
    real: () => inYears(1, '03-31'),
  },
  {
    name: 'a police record',
    field: 'policeRecord',
    send: (d) =>
      t.request('POST', '/api/shared/saveprofile', {
        token: w.substitute.token,
        body: { section: 'additional', email: w.substitute.email, policeRecord: { expirationDate: d } },
      }),
    // an extract is valid six months: the last day it can be valid until
    real: () => latestPoliceRecordExpiry(todayInFinland(t.deps.now())),
  },
];

describe('impossible dates', () => {
  for (const c of cases) {
    it(`in ${c.name} are a 400 naming ${c.field}; a real date passes`, async () => {
      for (const date of IMPOSSIBLE) {
        const res = await c.send(date);
        const body = (await res.json()) as { fields?: Record<string, string> };
        expect(res.status, `${date}: ${JSON.stringify(body)}`).toBe(400);
        expect(Object.keys(body.fields ?? {}), date).toContain(c.field);
      }
      const ok = await c.send(c.real());
      expect(ok.status, await ok.text()).toBeLessThan(300);
    });
  }

  it.each([
    ['the sync log', '/api/admin/sync-log?from=', 'from'],
    ['the delivery log', '/api/admin/deliveries?before=', 'before'],
  ])('in a search of %s: an instant outside years 1-9999 is a 400', async (_, url, field) => {
    for (const instant of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00%2B14:00', '9999-12-31T23:00:00-14:00', '2026-02-30T10:00:00Z']) {
      const res = await get(`${url}${instant}`, w.admin.token);
      expect(res.status, instant).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual([field]);
    }
    expect((await get(`${url}2028-02-29T10:00:00%2B02:00`, w.admin.token)).status).toBe(200);
  });

  it('a job longer than 366 days, or ending in year 9999, is a 400 on endDate and is not stored', async () => {
    const jobCount = async () => (await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM jobs`))[0]?.n;
    const before = await jobCount();
    for (const endDate of [inYears(2, '01-11'), '9999-12-31']) {
      const res = await t.request('POST', '/api/teachers/addtemp', {
        token: w.principalA.token,
        body: { startDate: inYears(1, '01-10'), endDate, startTime: '08:00', endTime: '15:00', typeOfTemp: 1 },
      });
      const body = (await res.json()) as { fields?: Record<string, string> };
      expect(res.status, endDate).toBe(400);
      expect(body.fields?.['endDate']).toBe('Ett vikariat kan vara högst 366 dagar.');
    }
    expect(await jobCount()).toBe(before);
  });

  it.each(['0000-01', '0000-12', '9999-12'])('the month %s of hours and payroll is a 400 on month, not a 500', async (month) => {
    for (const url of ['/api/principals/hours/month', '/api/principals/payroll/export']) {
      const res = await t.request('POST', url, { token: w.principalA.token, body: { month } });
      expect(res.status, url).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toEqual(['month']);
    }
  });
});
