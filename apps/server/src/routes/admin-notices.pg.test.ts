import { sql } from 'drizzle-orm';
import { todayInFinland } from '@vikariat/domain';
import type { PullResponse } from '@vikariat/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import type { RealtimeEvent } from '../realtime/realtime.ts';
import { createAccount, type TestAccount } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { insertJob } from '../../test/helpers/jobs.ts';

let t: TestApp;
let w: SchoolWorld;
let finnishAdmin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSchoolWorld(t.deps);
  finnishAdmin = await createAccount(t.deps, { role: 'admin', schoolId: w.adminSchool, siteLang: 1 });
});
afterAll(async () => {
  await t.close();
});

interface Notice {
  id: string;
  fromAdminType: string;
  additionalInfo: string;
  additionalInfoFi: string | null;
  startDate: string;
  endDate: string;
}

const today = () => todayInFinland(t.deps.now());
const inDays = (days: number) => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function post(additionalInfo: string, startDate = today(), endDate = inDays(7), additionalInfoFi = `${additionalInfo} (fi)`): Promise<string> {
  const res = await t.request('POST', '/api/admin/notices', { token: w.admin.token, body: { additionalInfo, additionalInfoFi, startDate, endDate } });
  expect(res.status).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

async function pullNotices(token: string, checkpoint: PullResponse['checkpoint'] | null = null) {
  const res = await t.request('POST', '/api/sync/notices/pull', { token, body: { checkpoint, limit: 500, deviceId: 'phone-1' } });
  expect(res.status).toBe(200);
  return (await res.json()) as PullResponse;
}

/** The stored row, to prove a refused call changed nothing. */
const rowOf = async (id: string) =>
  (
    await queryRows(
      t.deps.database.db,
      sql`SELECT additional_info, additional_info_fi, start_date::text, end_date::text, from_admin_type, deleted_at, seq FROM jobs WHERE id = ${id}`,
    )
  )[0];

async function eventsDuring(work: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const events: RealtimeEvent[] = [];
  const stop = t.deps.realtime.subscribe((event) => events.push(event));
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    stop();
  }
  return events;
}

/** The collections every device was told to pull (the database announces replicated changes itself, migration 0003). */
const toSubstitutes = (events: RealtimeEvent[]): string[] =>
  events.filter((e) => e.topics.includes('all') || e.topics.includes('role:user')).flatMap((e) => e.collections);

describe('admin: published notices', () => {
  it('lists, corrects and removes a notice; every device pulls the correction and then a tombstone', async () => {
    const id = await post('Kom ihåg att uppdatera din profl!');
    const listed = await json<{ notices: Notice[] }>(await t.request('GET', '/api/admin/notices', { token: w.admin.token }));
    expect(listed.notices).toContainEqual(expect.objectContaining({ id, fromAdminType: 'Tips', additionalInfo: 'Kom ihåg att uppdatera din profl!' }));

    const first = await pullNotices(w.substitute.token);
    expect(first.documents.find((d) => d.id === id)).toMatchObject({ additionalInfo: 'Kom ihåg att uppdatera din profl!', _deleted: false });

    const edited = await eventsDuring(async () => {
      const res = await t.request('PUT', `/api/admin/notices/${id}`, {
        token: w.admin.token,
        body: {
          fromAdminType: 'Tips',
          additionalInfo: 'Kom ihåg att uppdatera din profil!',
          additionalInfoFi: 'Muista päivittää profiilisi!',
          startDate: today(),
          endDate: inDays(14),
        },
      });
      expect(res.status).toBe(200);
      expect((await json<{ notice: Notice }>(res)).notice).toMatchObject({ additionalInfo: 'Kom ihåg att uppdatera din profil!', endDate: inDays(14) });
    });
    // devices are told to pull the notices collection, not only jobs
    expect(toSubstitutes(edited)).toContain('notices');
    const second = await pullNotices(w.substitute.token, first.checkpoint);
    expect(second.documents).toEqual([expect.objectContaining({ id, additionalInfo: 'Kom ihåg att uppdatera din profil!', endDate: inDays(14), _deleted: false })]);

    const removed = await eventsDuring(async () => {
      expect((await t.request('DELETE', `/api/admin/notices/${id}`, { token: w.admin.token })).status).toBe(200);
    });
    expect(toSubstitutes(removed)).toContain('notices');
    const third = await pullNotices(w.substitute.token, second.checkpoint);
    expect(third.documents).toEqual([{ id, _deleted: true }]);
    const after = await json<{ notices: Notice[] }>(await t.request('GET', '/api/admin/notices', { token: w.admin.token }));
    expect(after.notices.map((n) => n.id)).not.toContain(id);
    expect((await t.request('DELETE', `/api/admin/notices/${id}`, { token: w.admin.token })).status).toBe(404);
  });

  it('shows each substitute the notice in their language, online and on the device; a notice from before in its one text', async () => {
    const finnishSubstitute = await createAccount(t.deps, { role: 'user', siteLang: 1 });
    const id = await post('Fyll i din profil', today(), inDays(7), 'Täytä profiilisi');
    const textOf = async (token: string, notice: string) => {
      const res = await t.request('POST', '/api/users/getalltemp', { token, body: {} });
      expect(res.status).toBe(200);
      return (await json<{ jobs: Array<{ uniqueId: string; additionalInfo: string }> }>(res)).jobs.find((j) => j.uniqueId === notice)?.additionalInfo;
    };
    expect([await textOf(w.substitute.token, id), await textOf(finnishSubstitute.token, id)]).toEqual(['Fyll i din profil', 'Täytä profiilisi']);
    // the device holds both texts and picks the reader's (its locale may change offline)
    const pulled = await pullNotices(finnishSubstitute.token);
    expect(pulled.documents.find((d) => d.id === id)).toMatchObject({ additionalInfo: 'Fyll i din profil', additionalInfoFi: 'Täytä profiilisi' });
    const listed = await json<{ notices: Notice[] }>(await t.request('GET', '/api/admin/notices', { token: w.admin.token }));
    expect(listed.notices.find((n) => n.id === id)).toMatchObject({ additionalInfo: 'Fyll i din profil', additionalInfoFi: 'Täytä profiilisi' });

    // posted before notices had two languages: one text, for every reader
    await t.deps.database.db.execute(sql`UPDATE jobs SET additional_info_fi = NULL WHERE id = ${id}`);
    expect(await textOf(finnishSubstitute.token, id)).toBe('Fyll i din profil');
  });

  it('asks for both texts when a notice is posted: a clear 400 in the admin’s language, nothing stored', async () => {
    const count = async () => (await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM jobs`))[0]?.n;
    const before = await count();
    const body = { additionalInfo: 'Hej', startDate: today(), endDate: today() };
    const sv = await t.request('POST', '/api/admin/notices', { token: w.admin.token, body: { ...body, additionalInfoFi: ' ' } });
    expect(sv.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(sv)).fields).toEqual({ additionalInfoFi: 'Skriv meddelandet på finska' });
    const fi = await t.request('POST', '/api/admin/notices', { token: finnishAdmin.token, body: { ...body, additionalInfo: '', additionalInfoFi: 'Hei' } });
    expect((await json<{ fields: Record<string, string> }>(fi)).fields).toEqual({ additionalInfo: 'Kirjoita viesti ruotsiksi' });
    const missing = await t.request('POST', '/api/admin/notices', { token: w.admin.token, body });
    expect(missing.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(missing)).fields)).toEqual(['additionalInfoFi']);
    expect(await count()).toBe(before);
  });

  it('keeps a showing notice’s past start when only its text changes', async () => {
    const id = await post('Ny version av appen');
    await t.deps.database.db.execute(sql`UPDATE jobs SET start_date = ${inDays(-3)} WHERE id = ${id}`);
    const res = await t.request('PUT', `/api/admin/notices/${id}`, {
      token: w.admin.token,
      body: {
        fromAdminType: 'Tips',
        additionalInfo: 'En ny version av appen finns.',
        additionalInfoFi: 'Sovelluksesta on uusi versio.',
        startDate: inDays(-3),
        endDate: inDays(7),
      },
    });
    expect(res.status).toBe(200);
  });

  it('refuses bad input with field errors in Swedish and Finnish, and changes nothing', async () => {
    const id = await post('Tips om profilen');
    const before = await rowOf(id);
    const put = (token: string, body: unknown, path = id) => t.request('PUT', `/api/admin/notices/${path}`, { token, body });

    const empty = await put(w.admin.token, { fromAdminType: 'Tips', additionalInfo: '  ', additionalInfoFi: 'Hei', startDate: inDays(3), endDate: inDays(1) });
    expect(empty.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(empty)).fields).toEqual({
      additionalInfo: 'Skriv meddelandet på svenska',
      endDate: 'Slutdatum före startdatum',
    });
    const emptyFi = await put(finnishAdmin.token, { fromAdminType: 'Tips', additionalInfo: 'Hej', additionalInfoFi: '', startDate: inDays(3), endDate: inDays(1) });
    expect((await json<{ fields: Record<string, string> }>(emptyFi)).fields).toEqual({
      additionalInfoFi: 'Kirjoita viesti suomeksi',
      endDate: 'Loppupäivä ennen alkupäivää',
    });

    const past = await put(finnishAdmin.token, { fromAdminType: 'Tips', additionalInfo: 'x', additionalInfoFi: 'x', startDate: inDays(-1), endDate: inDays(-1) });
    expect(past.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(past)).fields).toEqual({
      startDate: 'Alkamispäivä ei voi olla menneisyydessä.',
      endDate: 'Päättymispäivä ei voi olla menneisyydessä. Poista tiedote sen sijaan.',
    });
    const notADay = await put(w.admin.token, { fromAdminType: 'Tips', additionalInfo: 'x', additionalInfoFi: 'x', startDate: '2031-02-30', endDate: '2031-03-01' });
    expect((await json<{ fields: Record<string, string> }>(notADay)).fields).toEqual({ startDate: 'Ogiltigt datum (ÅÅÅÅ-MM-DD)' });
    const update = await put(w.admin.token, { fromAdminType: 'Update', additionalInfo: 'x', additionalInfoFi: 'x', startDate: today(), endDate: today() });
    expect(update.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(update)).fields)).toEqual(['fromAdminType']);
    expect((await put(w.admin.token, 'not an object')).status).toBe(400);
    expect((await put(w.admin.token, { additionalInfo: 'x', additionalInfoFi: 'x', startDate: today(), endDate: today() }, 'not-a-uuid')).status).toBe(400);
    expect((await t.request('DELETE', '/api/admin/notices/not-a-uuid', { token: w.admin.token })).status).toBe(400);
    expect(await rowOf(id)).toEqual(before);
  });

  it('answers 404 for an unknown id and for a school’s job: the notices routes edit and remove notices only', async () => {
    const job = await insertJob(t.deps, { schoolId: w.schoolA, region: ['091'] });
    const before = await rowOf(job);
    const body = { fromAdminType: 'Tips', additionalInfo: 'x', additionalInfoFi: 'x', startDate: today(), endDate: today() };
    expect((await t.request('PUT', `/api/admin/notices/${job}`, { token: w.admin.token, body })).status).toBe(404);
    expect((await t.request('DELETE', `/api/admin/notices/${job}`, { token: w.admin.token })).status).toBe(404);
    const unknown = await t.request('DELETE', '/api/admin/notices/7a0c9a5e-0000-4000-8000-000000000000', { token: w.admin.token });
    // told as a notice, not as a substitute job
    expect([unknown.status, ((await unknown.json()) as { message: string }).message]).toEqual([404, 'Meddelandet hittades inte.']);
    expect(await rowOf(job)).toEqual(before);
  });

  it('lets no other role list, edit or remove notices (401 / 403), and changes nothing', async () => {
    const id = await post('Bara för administratörer');
    const before = await rowOf(id);
    const others = [w.principalA.token, w.leader.token, w.teacherA.token, w.substitute.token];
    const body = { fromAdminType: 'Tips', additionalInfo: 'Ändrad', additionalInfoFi: 'Muutettu', startDate: today(), endDate: today() };
    await expectRoleGuard(t, 'GET', '/api/admin/notices', undefined, others);
    await expectRoleGuard(t, 'PUT', `/api/admin/notices/${id}`, body, others);
    await expectRoleGuard(t, 'DELETE', `/api/admin/notices/${id}`, undefined, others);
    expect(await rowOf(id)).toEqual(before);
  });
});
