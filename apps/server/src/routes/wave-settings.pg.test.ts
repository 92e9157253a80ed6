import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';

/** The school's offer-wave delays (decision 034): read and saved by its own principals and leaders only. */
const ctx = useJobsTestApp();
const { post } = ctx;
const READ = '/api/principals/waves/settings';
const SAVE = '/api/principals/waves/settings/save';

describe('the school’s wave delays', () => {
  it('start at the domain’s defaults; the school’s principal saves them; a leader reads all their schools', async () => {
    const first = await post(READ, ctx.w.principalB.token, {});
    expect(first).toMatchObject({ status: 200, body: { schools: [{ schoolId: ctx.w.schoolB, sosMinutes: 5, otherMinutes: 60 }] } });
    const saved = await post(SAVE, ctx.w.principalB.token, { schoolId: ctx.w.schoolB, sosMinutes: 0, otherMinutes: 30 });
    expect(saved).toMatchObject({ status: 200, body: { school: { schoolId: ctx.w.schoolB, sosMinutes: 0, otherMinutes: 30 } } });
    expect((await post(READ, ctx.w.principalB.token, { schoolId: ctx.w.schoolB })).body).toMatchObject({ schools: [{ sosMinutes: 0, otherMinutes: 30 }] });
    const both = await post(READ, ctx.w.leader.token, {});
    expect((both.body['schools'] as Array<{ schoolId: string }>).map((s) => s.schoolId).sort()).toEqual([ctx.w.schoolA, ctx.w.schoolB].sort());
    await post(SAVE, ctx.w.principalB.token, { schoolId: ctx.w.schoolB, sosMinutes: 5, otherMinutes: 60 });
  });

  it('refuses a substitute, a teacher, another school’s principal, an admin and no sign-in; bad input is a 400 with field errors; nothing changes', async () => {
    const body = { schoolId: ctx.w.schoolA, sosMinutes: 1, otherMinutes: 2 };
    for (const token of [ctx.w.sub.token, ctx.w.teacherA.token, ctx.w.principalB.token, ctx.w.adminUser.token]) expect((await post(SAVE, token, body)).status).toBe(403);
    for (const token of [ctx.w.sub.token, ctx.w.teacherA.token, ctx.w.principalB.token]) expect((await post(READ, token, { schoolId: ctx.w.schoolA })).status).toBe(403);
    expect((await post(SAVE, undefined, body)).status).toBe(401);
    const sv = await post(SAVE, ctx.w.principalA.token, { schoolId: ctx.w.schoolA, sosMinutes: -1, otherMinutes: 1.5 });
    expect(sv).toMatchObject({ status: 400, body: { fields: { sosMinutes: 'Ange minuter mellan 0 och 1440', otherMinutes: 'Ange minuter mellan 0 och 1440' } } });
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const fi = await post(SAVE, rehtori.token, { schoolId: ctx.w.schoolA, sosMinutes: 99999, otherMinutes: 5 });
    expect(fi).toMatchObject({ status: 400, body: { fields: { sosMinutes: 'Anna minuutit väliltä 0–1440' } } });
    expect((await post(READ, ctx.w.principalA.token, { schoolId: ctx.w.schoolA })).body).toMatchObject({ schools: [{ sosMinutes: 5, otherMinutes: 60 }] });
  });
});
