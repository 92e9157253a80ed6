import { eq } from 'drizzle-orm';
import { todayInFinland } from '@vikariat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let w: SchoolWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSchoolWorld(t.deps);
});
afterAll(async () => {
  await t.close();
});

interface School {
  id: string;
  name: string;
  municipality: string;
  municipalityName: { name_swe: string; namefi: string } | null;
  licenceUntil: string | null;
  exportAllowed: boolean;
  preschool: boolean;
}

describe('admin: schools', () => {
  it('creates, lists and updates schools with a municipality from the reference data', async () => {
    const body = {
      name: 'Vasa övningsskola',
      municipality: '905',
      address: 'Rektorsgatan 2',
      phone: '06 123 4567',
      licenceUntil: '2031-07-31',
      preschool: true,
      exportAllowed: false,
    };
    const res = await t.request('POST', '/api/admin/schools', { token: w.admin.token, body });
    expect(res.status).toBe(201);
    const { school } = await json<{ school: School }>(res);
    expect(school).toMatchObject({
      name: 'Vasa övningsskola',
      municipality: '905',
      municipalityName: { name_swe: 'Vasa', namefi: 'Vaasa' },
      licenceUntil: '2031-07-31',
      preschool: true,
    });

    const list = await json<{ schools: School[] }>(await t.request('GET', '/api/admin/schools', { token: w.admin.token }));
    expect(list.schools.map((s) => s.name)).toContain('Vasa övningsskola');

    const patched = await t.request('PATCH', `/api/admin/schools/${school.id}`, { token: w.admin.token, body: { exportAllowed: true, phone: '' } });
    expect((await json<{ school: School }>(patched)).school).toMatchObject({ exportAllowed: true, name: 'Vasa övningsskola', preschool: true });
  });

  it('refuses an unknown municipality and a short name under their fields, unknown schools, and non-admins', async () => {
    const bad = await t.request('POST', '/api/admin/schools', { token: w.admin.token, body: { name: 'X', municipality: '999' } });
    expect(bad.status).toBe(400);
    const fields = (await json<{ fields: Record<string, string> }>(bad)).fields;
    expect(Object.keys(fields).sort()).toEqual(['municipality', 'name']);
    expect(fields['municipality']).toBe('Välj en kommun ur listan');
    expect((await t.request('PATCH', '/api/admin/schools/7a0c9a5e-0000-4000-8000-000000000000', { token: w.admin.token, body: { name: 'Ny' } })).status).toBe(404);
    expect((await t.request('PATCH', '/api/admin/schools/not-a-uuid', { token: w.admin.token, body: { name: 'Ny' } })).status).toBe(400);
    await expectRoleGuard(t, 'GET', '/api/admin/schools', undefined, [w.principalA.token, w.leader.token, w.teacherA.token, w.substitute.token]);
    await expectRoleGuard(t, 'POST', '/api/admin/schools', { name: 'Ny skola', municipality: '091' }, [w.principalA.token, w.substitute.token]);
    await expectRoleGuard(t, 'PATCH', `/api/admin/schools/${w.schoolA}`, { exportAllowed: true }, [w.principalA.token, w.substitute.token]);
  });
});

describe('admin: notices', () => {
  it('posts a Tips notice as a job of the Admin school through the jobs service', async () => {
    const today = todayInFinland(); // the server's today is Finland's
    const res = await t.request('POST', '/api/admin/notices', {
      token: w.admin.token,
      body: { additionalInfo: 'Kom ihåg att uppdatera din profil!', additionalInfoFi: 'Muista päivittää profiilisi!', startDate: today, endDate: today },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const [job] = await t.deps.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ schoolId: w.adminSchool, fromAdminType: 'Tips', additionalInfo: 'Kom ihåg att uppdatera din profil!', ownerId: w.admin.id });
  });

  it('refuses an empty text, an end before the start, and non-admins', async () => {
    const bad = await t.request('POST', '/api/admin/notices', {
      token: w.admin.token,
      body: { additionalInfo: '', additionalInfoFi: 'Hei', startDate: '2030-02-02', endDate: '2030-02-01' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(bad)).fields).sort()).toEqual(['additionalInfo', 'endDate']);
    await expectRoleGuard(t, 'POST', '/api/admin/notices', { additionalInfo: 'x', additionalInfoFi: 'x', startDate: '2030-01-01', endDate: '2030-01-01' }, [
      w.principalA.token,
      w.substitute.token,
    ]);
  });
});

describe('admin: dev mailbox', () => {
  it('lists the kept mails newest first and opens one parsed', async () => {
    await t.deps.mailer.send({ to: 'anna@example.fi', subject: 'Första', text: 'ett', html: '<p>ett</p>' });
    await new Promise((r) => setTimeout(r, 5));
    await t.deps.mailer.send({ to: 'bo@example.fi', subject: 'Andra', text: 'två', html: '<p>två</p>' });
    const res = await t.request('GET', '/api/admin/mailbox', { token: w.admin.token });
    expect(res.status).toBe(200);
    const { mails } = await json<{ mails: { file: string; subject: string; to: string }[] }>(res);
    expect(mails.map((m) => m.subject)).toEqual(['Andra', 'Första']);
    const one = await t.request('GET', `/api/admin/mailbox/${encodeURIComponent(mails[1]?.file ?? '')}`, { token: w.admin.token });
    expect(await json(one)).toMatchObject({ subject: 'Första', to: 'anna@example.fi', text: 'ett' });
    expect((await t.request('GET', '/api/admin/mailbox/..%2F..%2Fetc%2Fpasswd', { token: w.admin.token })).status).toBe(404);
    expect((await t.request('GET', '/api/admin/mailbox/missing.eml', { token: w.admin.token })).status).toBe(404);
    await expectRoleGuard(t, 'GET', '/api/admin/mailbox', undefined, [w.principalA.token, w.substitute.token]);
    await expectRoleGuard(t, 'GET', `/api/admin/mailbox/${mails[0]?.file ?? ''}`, undefined, [w.principalA.token]);
  });

  it('does not exist when real SMTP is configured', async () => {
    const withSmtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const world = await createSchoolWorld(withSmtp.deps);
      expect((await withSmtp.request('GET', '/api/admin/mailbox', { token: world.admin.token })).status).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
