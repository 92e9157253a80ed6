import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { generateInitialPassword, webRandomBytes, type TeacherListItem } from '@vikariat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { accounts } from '../db/schema/index.ts';
import type { RealtimeEvent } from '../realtime/realtime.ts';
import { startSmtpSink, type SmtpSink } from '../../test/school-admin/smtp-sink.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { writeUpload } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import pino from 'pino';

let t: TestApp;
let w: SchoolWorld;
let smtp: SmtpSink;
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ mailer: createMailer({ smtpUrl: smtp.url, from: 'Vikariat <no-reply@vikariat.test>', dataDir: '/tmp', log: pino({ level: 'silent' }) }) });
  w = await createSchoolWorld(t.deps);
  t.deps.realtime.subscribe((e) => events.push(e));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const newTeacher = (over: Record<string, unknown> = {}) => ({
  firstName: 'Lena',
  lastName: 'Lärare',
  email: `lena-${Math.random().toString(36).slice(2, 8)}@skola.fi`,
  school: w.schoolA,
  phone: '040 123 4567',
  password: generateInitialPassword(webRandomBytes),
  grades: ['3', '1'],
  ...over,
});

async function waitForEvent(name: string, school: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (events.some((e) => e.name === name && e.topics.includes(`school:${school}`))) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${name} event for ${school}`);
}

describe('POST /api/principals/teacher/add and /send/information', () => {
  it('adds a confirmed, approved teacher who can sign in, mails the login in the teacher language and announces updateteachers', async () => {
    const body = newTeacher();
    events.length = 0;
    const res = await t.request('POST', '/api/principals/teacher/add', { token: w.principalA.token, body });
    expect(res.status).toBe(200);
    const { teacher } = await json<{ teacher: TeacherListItem }>(res);
    expect(teacher).toMatchObject({ email: body.email, grades: ['1', '3'], active: true, school: { id: w.schoolA, name: 'Alfaskolan' } });
    await waitForEvent('updateteachers', w.schoolA);

    const login = await t.request('POST', '/api/shared/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);

    const sent = await t.request('POST', '/api/principals/send/information', {
      token: w.principalA.token,
      body: { email: body.email, firstName: 'Lena', lastName: 'Lärare', password: body.password },
    });
    expect(sent.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toContain(body.email);
    expect(mail?.subject).toBe('Dina inloggningsuppgifter till Vikariat');
    expect(mail?.text).toContain(body.password);
  });

  it('refuses a wrong password in the login mail, a taken e-mail and bad fields under the spec names', async () => {
    const body = newTeacher();
    expect((await t.request('POST', '/api/principals/teacher/add', { token: w.principalA.token, body })).status).toBe(200);
    const wrong = await t.request('POST', '/api/principals/send/information', { token: w.principalA.token, body: { email: body.email, password: 'Not-the-pw-123' } });
    expect(wrong.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(wrong)).fields).toHaveProperty('password');

    const taken = await t.request('POST', '/api/principals/teacher/add', { token: w.principalA.token, body: { ...body, email: w.teacherA.email } });
    expect(taken.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(taken)).fields['email']).toBe('E-postadressen används redan');

    const bad = await t.request('POST', '/api/principals/teacher/add', {
      token: w.principalA.token,
      body: { ...newTeacher(), firstName: '', lastName: '', email: 'nope', phone: '', password: 'short' },
    });
    expect(bad.status).toBe(400);
    const fields = (await json<{ fields: Record<string, string> }>(bad)).fields;
    expect(Object.keys(fields).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'phone']);
  });

  it("takes the principal's own uploaded picture, and refuses anyone else's or a missing one under `filename`", async () => {
    const own = `${w.principalA.id}-${'a'.repeat(32)}.jpg`;
    await writeUpload(t.deps.env.DATA_DIR, 'images', own, new Uint8Array([0xff, 0xd8, 0xff]));
    const ok = await t.request('POST', '/api/principals/teacher/add', { token: w.principalA.token, body: newTeacher({ filename: own }) });
    expect(ok.status).toBe(200);
    expect((await json<{ teacher: TeacherListItem }>(ok)).teacher.image).toBe(own);
    const foreign = `${w.principalB.id}-${'b'.repeat(32)}.jpg`;
    await writeUpload(t.deps.env.DATA_DIR, 'images', foreign, new Uint8Array([0xff, 0xd8, 0xff]));
    for (const filename of [foreign, `${w.principalA.id}-${'c'.repeat(32)}.jpg`]) {
      const res = await t.request('POST', '/api/principals/teacher/add', { token: w.principalA.token, body: newTeacher({ filename }) });
      expect(res.status).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields).toHaveProperty('filename');
    }
  });

  it('guards roles and schools', async () => {
    await expectRoleGuard(t, 'POST', '/api/principals/teacher/add', newTeacher(), [w.teacherA.token, w.substitute.token, w.admin.token]);
    const other = await t.request('POST', '/api/principals/teacher/add', { token: w.principalB.token, body: newTeacher() });
    expect(other.status).toBe(403);
    const leaderC = await t.request('POST', '/api/principals/teacher/add', { token: w.leader.token, body: newTeacher({ school: w.schoolC }) });
    expect(leaderC.status).toBe(200);
    const mailOther = await t.request('POST', '/api/principals/send/information', {
      token: w.principalB.token,
      body: { email: w.teacherA.email, password: 'Whatever-123' },
    });
    // another school's teacher is answered as no teacher at all: which e-mails are teachers elsewhere stays unknown
    const mailNobody = await t.request('POST', '/api/principals/send/information', {
      token: w.principalB.token,
      body: { email: 'nobody-here@example.fi', password: 'Whatever-123' },
    });
    expect(mailOther.status).toBe(404);
    expect(await mailOther.json()).toEqual(await mailNobody.json());
  });
});

describe('POST /api/principals/teachers/getall', () => {
  it('lists the school teachers; a leader sees all their schools or the one picked', async () => {
    const mine = await t.request('POST', '/api/principals/teachers/getall', { token: w.principalA.token, body: { email: w.principalA.email } });
    expect(mine.status).toBe(200);
    const a = await json<{ teachers: TeacherListItem[]; preschool: boolean }>(mine);
    expect(a.teachers.every((x) => x.school?.id === w.schoolA)).toBe(true);
    expect(a.teachers.map((x) => x.email)).toContain(w.teacherA.email);
    expect(a.preschool).toBe(false);

    const all = await json<{ teachers: TeacherListItem[]; preschool: boolean }>(
      await t.request('POST', '/api/principals/teachers/getall', { token: w.leader.token, body: { email: w.leader.email } }),
    );
    expect(new Set(all.teachers.map((x) => x.school?.id))).toEqual(new Set([w.schoolA, w.schoolC]));
    expect(all.preschool).toBe(true);
    const onlyC = await json<{ teachers: TeacherListItem[] }>(
      await t.request('POST', '/api/principals/teachers/getall', { token: w.leader.token, body: { email: w.leader.email, school: w.schoolC } }),
    );
    expect(onlyC.teachers.every((x) => x.school?.id === w.schoolC)).toBe(true);
  });

  it("refuses another user's e-mail, another school, bad input and wrong roles", async () => {
    expect((await t.request('POST', '/api/principals/teachers/getall', { token: w.principalA.token, body: { email: w.principalB.email } })).status).toBe(403);
    expect(
      (await t.request('POST', '/api/principals/teachers/getall', { token: w.principalA.token, body: { email: w.principalA.email, school: w.schoolB } })).status,
    ).toBe(403);
    const bad = await t.request('POST', '/api/principals/teachers/getall', { token: w.principalA.token, body: { email: w.principalA.email, school: 'x' } });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('school');
    await expectRoleGuard(t, 'POST', '/api/principals/teachers/getall', { email: 'x@y.fi' }, [w.teacherA.token, w.substitute.token]);
  });
});

describe('edit, activate, deactivate, remove', () => {
  it('edits with empty fields keeping the old values', async () => {
    const body = newTeacher();
    await t.request('POST', '/api/principals/teacher/add', { token: w.principalA.token, body });
    const newEmail = `new-${body.email}`;
    const res = await t.request('POST', '/api/principals/edit/teacher', {
      token: w.principalA.token,
      body: { oldEmail: body.email, firstName: '', lastName: 'Nyberg', email: newEmail, phone: '', grades: [] },
    });
    expect(res.status).toBe(200);
    expect((await json<{ teacher: TeacherListItem }>(res)).teacher).toMatchObject({
      firstName: 'Lena',
      lastName: 'Nyberg',
      email: newEmail,
      phone: body.phone,
      grades: ['1', '3'],
    });
    const bad = await t.request('POST', '/api/principals/edit/teacher', { token: w.principalA.token, body: { oldEmail: newEmail, email: 'not-mail' } });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('email');
    expect((await t.request('POST', '/api/principals/edit/teacher', { token: w.principalB.token, body: { oldEmail: newEmail, lastName: 'X' } })).status).toBe(404);
    await expectRoleGuard(t, 'POST', '/api/principals/edit/teacher', { oldEmail: newEmail }, [w.teacherA.token, w.substitute.token]);
  });

  it('deactivates (the teacher is signed out) and activates one teacher, then all of a school', async () => {
    const body = newTeacher();
    await t.request('POST', '/api/principals/teacher/add', { token: w.principalA.token, body });
    const login = await json<{ token: string }>(await t.request('POST', '/api/shared/login', { body: { email: body.email, password: body.password } }));
    expect((await t.request('POST', '/api/principals/deactivate/teacher', { token: w.principalA.token, body: { email: body.email } })).status).toBe(200);
    expect((await t.request('GET', '/api/shared/update/token', { token: login.token })).status).toBe(401);
    expect((await t.request('POST', '/api/principals/activate/teacher', { token: w.principalA.token, body: { email: body.email } })).status).toBe(200);
    expect((await t.request('POST', '/api/shared/login', { body: { email: body.email, password: body.password } })).status).toBe(200);

    expect((await t.request('POST', '/api/principals/deactivate/teacher', { token: w.principalB.token, body: { email: body.email } })).status).toBe(404);
    expect((await t.request('POST', '/api/principals/activate/teacher', { token: w.principalA.token, body: { email: 'bad' } })).status).toBe(400);
    await expectRoleGuard(t, 'POST', '/api/principals/activate/teacher', { email: body.email }, [w.teacherA.token, w.substitute.token]);

    const off = await t.request('POST', '/api/principals/deactivate/all', { token: w.principalA.token, body: { school: w.schoolA } });
    expect(off.status).toBe(200);
    expect((await json<{ count: number }>(off)).count).toBeGreaterThanOrEqual(2);
    const rows = await t.deps.database.db.select({ approved: accounts.approved }).from(accounts).where(eq(accounts.schoolId, w.schoolA));
    expect(rows.filter((r) => !r.approved).length).toBeGreaterThanOrEqual(2);
    // principals are not teachers: principal A is still signed in
    expect((await t.request('POST', '/api/principals/activate/all', { token: w.principalA.token, body: { school: w.schoolA } })).status).toBe(200);
    expect((await t.request('POST', '/api/principals/activate/all', { token: w.principalA.token, body: { school: w.schoolB } })).status).toBe(403);
    expect((await t.request('POST', '/api/principals/deactivate/all', { token: w.principalA.token, body: { school: 'nope' } })).status).toBe(400);
    await expectRoleGuard(t, 'POST', '/api/principals/deactivate/all', { school: w.schoolA }, [w.teacherA.token, w.substitute.token]);
  });

  it('removes a teacher of the own school only', async () => {
    const body = newTeacher();
    await t.request('POST', '/api/principals/teacher/add', { token: w.principalA.token, body });
    const url = `/api/principals/remove/${encodeURIComponent(body.email)}`;
    await expectRoleGuard(t, 'DELETE', url, undefined, [w.teacherA.token, w.substitute.token]);
    expect((await t.request('DELETE', url, { token: w.principalB.token })).status).toBe(404);
    expect((await t.request('DELETE', '/api/principals/remove/not-an-email', { token: w.principalA.token })).status).toBe(400);
    // the teacher's notification deliveries go with them (erasure hooks), as when a person deletes their own account
    const [added] = await t.deps.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, body.email));
    await t.deps.database.db.execute(sql`INSERT INTO notification_deliveries (id, account_id, event, channel, target, payload)
      VALUES (${randomUUID()}, ${added?.id ?? null}, 'new_applicant', 'email', ${body.email}, '{"subject": "Ny anmälan"}'::jsonb)`);
    expect((await t.request('DELETE', url, { token: w.principalA.token })).status).toBe(200);
    expect((await t.request('DELETE', url, { token: w.principalA.token })).status).toBe(404);
    expect(await queryRows(t.deps.database.db, sql`SELECT 1 FROM notification_deliveries WHERE target = ${body.email}`)).toHaveLength(0);
  });
});
