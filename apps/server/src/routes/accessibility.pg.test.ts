import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityFeedback } from '../db/schema/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpSink, type SmtpSink } from '../../test/school-admin/smtp-sink.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';

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

const stored = () => t.deps.database.db.select().from(accessibilityFeedback);
const DAY = 86_400_000;

describe('POST /api/accessibility/feedback', () => {
  it('takes feedback from anyone: stored, and mailed to the support inbox with the sender as Reply-To', async () => {
    const res = await t.request('POST', '/api/accessibility/feedback', {
      body: { name: 'Anna', email: 'Anna@Example.fi', page: 'Inloggning', message: 'Fokus syns inte på knappen.' },
      headers: { cookie: '_lang=fi' },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const [row] = await t.deps.database.db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.id, id));
    expect(row).toMatchObject({
      accountId: null,
      name: 'Anna',
      email: 'anna@example.fi',
      page: 'Inloggning',
      message: 'Fokus syns inte på knappen.',
      lang: 'fi',
      answeredAt: null,
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('help@vikariat.test');
    expect(mail?.replyTo?.text).toBe('anna@example.fi');
    expect(mail?.subject).toContain('Inloggning');
    expect(mail?.text).toContain('Fokus syns inte på knappen.');
  });

  it('links a signed-in sender to their account and answers to the account e-mail when none is given', async () => {
    const res = await t.request('POST', '/api/accessibility/feedback', { token: w.substitute.token, body: { message: 'Kalendern läses inte upp.' } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const [row] = await t.deps.database.db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.id, id));
    expect(row?.accountId).toBe(w.substitute.id);
    expect(row?.email).toBe(w.substitute.email);
  });

  it('refuses a missing message and a bad e-mail with field errors in the sender’s language, storing nothing', async () => {
    const before = (await stored()).length;
    const res = await t.request('POST', '/api/accessibility/feedback', { body: { email: 'inte-en-adress', message: ' ' }, headers: { cookie: '_lang=fi' } });
    expect(res.status).toBe(400);
    const { fields } = await json<{ fields: Record<string, string> }>(res);
    expect(Object.keys(fields).sort()).toEqual(['email', 'message']);
    expect(fields['message']).toBe('Kuvaile ongelma');
    const notJson = await t.request('POST', '/api/accessibility/feedback', { body: [1, 2] });
    expect(notJson.status).toBe(400);
    expect((await stored()).length).toBe(before);
  });
});

describe('the admins’ list of open feedback', () => {
  it('shows open items with their age and 14-day deadline, oldest first, and marks one answered', async () => {
    // the first two arrived 22 days ago, the new one 2 days ago (tokens live 15 minutes, so the clock stays)
    const now = t.clock.now().getTime();
    await t.deps.database.db.update(accessibilityFeedback).set({ createdAt: new Date(now - 22 * DAY) });
    await t.deps.database.db
      .update(accessibilityFeedback)
      .set({ createdAt: new Date(now - 21 * DAY) })
      .where(eq(accessibilityFeedback.message, 'Kalendern läses inte upp.'));
    await t.request('POST', '/api/accessibility/feedback', { body: { message: 'Ny punkt' } });
    await t.deps.database.db
      .update(accessibilityFeedback)
      .set({ createdAt: new Date(now - 2 * DAY) })
      .where(eq(accessibilityFeedback.message, 'Ny punkt'));
    const res = await t.request('GET', '/api/admin/accessibility-feedback', { token: w.admin.token });
    expect(res.status).toBe(200);
    const { items } = await json<{ items: { id: string; message: string; ageDays: number; daysLeft: number; late: boolean }[] }>(res);
    expect(items.map((i) => i.message)).toEqual(['Fokus syns inte på knappen.', 'Kalendern läses inte upp.', 'Ny punkt']);
    expect(items[0]).toMatchObject({ ageDays: 22, late: true });
    expect(items[2]).toMatchObject({ ageDays: 2, daysLeft: 12, late: false });

    const first = items[0]?.id ?? '';
    expect((await t.request('POST', `/api/admin/accessibility-feedback/${first}/answered`, { token: w.admin.token })).status).toBe(200);
    const after = await json<{ items: { id: string }[] }>(await t.request('GET', '/api/admin/accessibility-feedback', { token: w.admin.token }));
    expect(after.items.map((i) => i.id)).not.toContain(first);
    const [row] = await t.deps.database.db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.id, first));
    expect(row?.answeredBy).toBe(w.admin.id);
    // answering twice, or an unknown id: 404, nothing changes
    expect((await t.request('POST', `/api/admin/accessibility-feedback/${first}/answered`, { token: w.admin.token })).status).toBe(404);
    expect((await t.request('POST', '/api/admin/accessibility-feedback/0193a0b4-0000-7000-8000-000000000000/answered', { token: w.admin.token })).status).toBe(404);
    const bad = await t.request('POST', '/api/admin/accessibility-feedback/nej/answered', { token: w.admin.token });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('id');
  });

  it('is for admins only: no one else reads the list or closes an item', async () => {
    const open = await json<{ items: { id: string }[] }>(await t.request('GET', '/api/admin/accessibility-feedback', { token: w.admin.token }));
    const id = open.items[0]?.id ?? '';
    const others = [w.substitute.token, w.teacherA.token, w.principalA.token, w.leader.token];
    await expectRoleGuard(t, 'GET', '/api/admin/accessibility-feedback', undefined, others);
    await expectRoleGuard(t, 'POST', `/api/admin/accessibility-feedback/${id}/answered`, undefined, others);
    const [row] = await t.deps.database.db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.id, id));
    expect(row?.answeredAt).toBeNull();
  });
});

describe('erasing the sender', () => {
  it('keeps the feedback for the record without their name and e-mail', async () => {
    const sender = await createAccount(t.deps, { role: 'user' });
    const res = await t.request('POST', '/api/accessibility/feedback', { token: sender.token, body: { name: 'Sara Sändare', message: 'Radera mig sen' } });
    const { id } = await json<{ id: string }>(res);
    expect((await t.request('POST', '/api/users/delete/account', { token: sender.token, body: { email: sender.email } })).status).toBe(200);
    const [row] = await t.deps.database.db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.id, id));
    expect(row).toMatchObject({ accountId: null, name: '', email: '', message: 'Radera mig sen' });
  });
});

describe('the support mail’s deadline', () => {
  it('is the Finnish date 14 days on, also late in the evening when UTC is still on the day before', async () => {
    const real = t.clock.now();
    const mailed = smtp.mails.length;
    // 22:30 UTC on 29 November is 00:30 on 30 November in Helsinki: due 14 December, not 13
    t.clock.set(new Date('2026-11-29T22:30:00Z'));
    try {
      expect((await t.request('POST', '/api/accessibility/feedback', { body: { message: 'Sent på kvällen' } })).status).toBe(201);
    } finally {
      t.clock.set(real);
    }
    const mail = (await smtp.waitFor(mailed + 1)).at(-1);
    expect(mail?.text).toContain('Svar senast / Vastattava viimeistään 2026-12-14 (306/2019)');
  });
});

describe('the flood guard', () => {
  it('refuses with 429 once one address has sent too many, storing and mailing nothing more', async () => {
    let refused: Response | null = null;
    for (let i = 0; i < 12 && refused === null; i += 1) {
      const res = await t.request('POST', '/api/accessibility/feedback', { body: { message: `Nummer ${i}` } });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(201);
    }
    expect(refused?.status).toBe(429);
    const before = (await stored()).length;
    expect((await t.request('POST', '/api/accessibility/feedback', { body: { message: 'En till' } })).status).toBe(429);
    expect((await stored()).length).toBe(before);
  });
});
