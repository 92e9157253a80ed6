import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpSink, type SmtpSink } from '../../test/school-admin/smtp-sink.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let w: SchoolWorld;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SUPPORT_EMAIL: 'help@vikariat.test' },
    mailer: createMailer({ smtpUrl: smtp.url, from: 'Vikariat <no-reply@vikariat.test>', dataDir: '/tmp', log: pino({ level: 'silent' }) }),
  });
  w = await createSchoolWorld(t.deps);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const account = async (id: string) => (await t.deps.database.db.select().from(accounts).where(eq(accounts.id, id)))[0];

describe('POST /api/shared/default-description', () => {
  it('saves the text and answers a fresh token', async () => {
    const res = await t.request('POST', '/api/shared/default-description', {
      token: w.teacherA.token,
      body: { email: w.teacherA.email, defaultDescription: 'Ring mig vid frågor' },
    });
    expect(res.status).toBe(200);
    const { token } = await json<{ token: string }>(res);
    expect((await t.request('GET', '/api/shared/update/token', { token })).status).toBe(200);
    expect((await account(w.teacherA.id))?.defaultDescription).toBe('Ring mig vid frågor');
  });

  it('refuses bad input, another e-mail, substitutes and no token', async () => {
    const bad = await t.request('POST', '/api/shared/default-description', {
      token: w.teacherA.token,
      body: { email: w.teacherA.email, defaultDescription: 'x'.repeat(4001) },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('defaultDescription');
    expect(
      (await t.request('POST', '/api/shared/default-description', { token: w.teacherA.token, body: { email: w.principalA.email, defaultDescription: 'x' } })).status,
    ).toBe(403);
    await expectRoleGuard(t, 'POST', '/api/shared/default-description', { email: 'x@y.fi', defaultDescription: 'x' }, [w.substitute.token, w.admin.token]);
  });
});

describe('POST /api/principals/settings (SOS defaults)', () => {
  it('saves start, end, subjects and info', async () => {
    const body = {
      email: w.principalA.email,
      activate: true,
      subjects: ['Matematik', 'Matematik', 'Svenska'],
      start: '08:15',
      end: '14:00',
      info: 'Nyckeln finns i kansliet',
    };
    const res = await t.request('POST', '/api/principals/settings', { token: w.principalA.token, body });
    expect(res.status).toBe(200);
    expect((await account(w.principalA.id))?.defaults).toEqual({
      activate: true,
      subjects: ['Matematik', 'Svenska'],
      start: '08:15',
      end: '14:00',
      info: 'Nyckeln finns i kansliet',
    });
  });

  it('refuses an end before the start under `end`, another e-mail, teachers and no token', async () => {
    const bad = await t.request('POST', '/api/principals/settings', {
      token: w.principalA.token,
      body: { email: w.principalA.email, subjects: [], start: '12:00', end: '11:00', info: '' },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('end');
    expect(
      (
        await t.request('POST', '/api/principals/settings', {
          token: w.principalA.token,
          body: { email: w.principalB.email, subjects: [], start: '08:00', end: '15:30', info: '' },
        })
      ).status,
    ).toBe(403);
    await expectRoleGuard(t, 'POST', '/api/principals/settings', { email: 'x@y.fi', subjects: [], start: '08:00', end: '15:30', info: '' }, [
      w.teacherA.token,
      w.substitute.token,
    ]);
  });
});

describe('POST /api/shared/set/sendemail', () => {
  it('switches e-mail notifications and answers the profile', async () => {
    const res = await t.request('POST', '/api/shared/set/sendemail', { token: w.substitute.token, body: { email: w.substitute.email, emailBool: false } });
    expect(res.status).toBe(200);
    expect((await json<{ profile: { settings: { sendEmail: boolean } } }>(res)).profile.settings.sendEmail).toBe(false);
    expect((await account(w.substitute.id))?.sendEmail).toBe(false);
    const bad = await t.request('POST', '/api/shared/set/sendemail', { token: w.substitute.token, body: { email: w.substitute.email, emailBool: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('emailBool');
    expect((await t.request('POST', '/api/shared/set/sendemail', { token: w.substitute.token, body: { email: w.teacherA.email, emailBool: true } })).status).toBe(403);
    expect((await t.request('POST', '/api/shared/set/sendemail', { body: { email: w.teacherA.email, emailBool: true } })).status).toBe(401);
  });
});

describe('POST /api/users/set/free-tomorrow', () => {
  it('turns the evening question off and on for the substitute who asks, shown in their own profile only', async () => {
    const set = (on: unknown, token = w.substitute.token) => t.request('POST', '/api/users/set/free-tomorrow', { token, body: { on } });
    const off = await set(false);
    expect(off.status).toBe(200);
    expect(await json(off)).toEqual({ success: true, askFreeTomorrow: false });
    expect((await account(w.substitute.id))?.askFreeTomorrow).toBe(false);
    const own = await t.request('POST', '/api/users/get/user', { token: w.substitute.token, body: { email: w.substitute.email } });
    expect((await json<{ askFreeTomorrow: boolean }>(own)).askFreeTomorrow).toBe(false);
    const bad = await set('no');
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields['on']).toBe('Ange på eller av');
    expect((await account(w.substitute.id))?.askFreeTomorrow).toBe(false);
    expect((await set(true)).status).toBe(200);
    expect((await account(w.substitute.id))?.askFreeTomorrow).toBe(true);
    await expectRoleGuard(t, 'POST', '/api/users/set/free-tomorrow', { on: false }, [w.teacherA.token, w.principalA.token]);
    expect((await account(w.substitute.id))?.askFreeTomorrow).toBe(true);
  });
});

describe('POST /api/shared/email/support', () => {
  it('mails SUPPORT_EMAIL with the user as Reply-To, through real SMTP', async () => {
    const res = await t.request('POST', '/api/shared/email/support', {
      token: w.substitute.token,
      body: { email: w.substitute.email, subject: 'Kan inte ladda upp', message: 'Bilden laddas inte upp.' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('[Support] Kan inte ladda upp');
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('help@vikariat.test');
    expect(mail?.replyTo?.text).toBe(w.substitute.email);
    expect(mail?.text).toContain('Bilden laddas inte upp.');
  });

  it('refuses empty fields, another e-mail and no token', async () => {
    const bad = await t.request('POST', '/api/shared/email/support', { token: w.substitute.token, body: { email: w.substitute.email, subject: '', message: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(bad)).fields).sort()).toEqual(['message', 'subject']);
    expect(
      (await t.request('POST', '/api/shared/email/support', { token: w.substitute.token, body: { email: w.teacherA.email, subject: 'x', message: 'y' } })).status,
    ).toBe(403);
    expect((await t.request('POST', '/api/shared/email/support', { body: { email: w.teacherA.email, subject: 'x', message: 'y' } })).status).toBe(401);
  });
});
