import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('school codes', () => {
  it('creates a code with the spec message, lists it unused, and answers codes with names', async () => {
    const res = await t.request('POST', '/api/principals/create/code', { token: w.principalA.token, body: { code: 'ALFA-2026', email: w.principalA.email } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ success: true, message: 'Ny kod skapad!' });
    const list = await json<{ codes: { code: string; used: boolean; school: string }[] }>(
      await t.request('POST', '/api/principals/get/codes', { token: w.principalA.token, body: { email: w.principalA.email } }),
    );
    expect(list.codes).toEqual([{ code: 'ALFA-2026', used: false, school: w.schoolA }]);

    const fi = await t.request('POST', '/api/principals/create/code', { token: w.principalB.token, body: { code: 'BETA-2026', email: w.principalB.email } });
    expect((await json(fi))['message']).toBe('Uusi koodi luotu!');
  });

  it('a leader names the school; codes and names come as parallel arrays for every school', async () => {
    const noSchool = await t.request('POST', '/api/principals/create/code', { token: w.leader.token, body: { code: 'LEADER-A1', email: w.leader.email } });
    expect(noSchool.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(noSchool)).fields).toHaveProperty('school');
    expect(
      (await t.request('POST', '/api/principals/create/code', { token: w.leader.token, body: { code: 'LEADER-A1', email: w.leader.email, school: w.schoolA } })).status,
    ).toBe(200);
    expect(
      (await t.request('POST', '/api/principals/create/code', { token: w.leader.token, body: { code: 'LEADER-C1', email: w.leader.email, school: w.schoolC } })).status,
    ).toBe(200);
    const res = await json<{ codes: string[]; names: string[] }>(
      await t.request('POST', '/api/principals/codes', { token: w.leader.token, body: { email: w.leader.email } }),
    );
    const pairs = res.codes.map((c, i) => [c, res.names[i]]);
    expect(pairs).toContainEqual(['LEADER-A1', 'Alfaskolan']);
    expect(pairs).toContainEqual(['LEADER-C1', 'Cederskolan']);
    expect(res.codes).not.toContain('BETA-2026');
  });

  it('refuses a duplicate (any school) or too short code under the field code, another school and another e-mail', async () => {
    const dup = await t.request('POST', '/api/principals/create/code', { token: w.principalB.token, body: { code: 'ALFA-2026', email: w.principalB.email } });
    expect(dup.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(dup)).fields['code']).toBe('Koodi on jo olemassa. Valitse toinen koodi.');
    const short = await t.request('POST', '/api/principals/create/code', { token: w.principalA.token, body: { code: 'abc', email: w.principalA.email } });
    expect(short.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(short)).fields['code']).toBe('Koden måste vara minst 6 tecken');
    expect(
      (
        await t.request('POST', '/api/principals/create/code', {
          token: w.principalA.token,
          body: { code: 'OTHER-SCHOOL', email: w.principalA.email, school: w.schoolB },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('POST', '/api/principals/create/code', { token: w.principalA.token, body: { code: 'OTHER-MAIL', email: w.principalB.email } })).status).toBe(
      403,
    );
    expect((await t.request('POST', '/api/principals/get/codes', { token: w.principalA.token, body: { email: w.principalB.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/principals/codes', { token: w.principalA.token, body: { email: w.principalB.email } })).status).toBe(403);
  });

  it('races: of 10 concurrent creations of one code exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request('POST', '/api/principals/create/code', { token: w.principalA.token, body: { code: 'RACE-CODE', email: w.principalA.email } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(9);
  });

  it('throttles a creator who keeps hitting codes that exist: a duplicate tells another school holds the code', async () => {
    const create = (code: string) =>
      t.request('POST', '/api/principals/create/code', { token: w.leader.token, body: { code, email: w.leader.email, school: w.schoolC } });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await create('ALFA-2026')).status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400));
    // blocked now, a free code too: the answers no longer tell which codes exist
    const blocked = await create('FREE-CODE-1');
    expect(blocked.status).toBe(429);
    expect((await json<{ fields: Record<string, string> }>(blocked)).fields).toHaveProperty('code');
    expect((await create('ALFA-2026')).status).toBe(429);
  });

  it('guards roles', async () => {
    for (const url of ['/api/principals/get/codes', '/api/principals/create/code', '/api/principals/codes']) {
      await expectRoleGuard(t, 'POST', url, { email: 'x@y.fi', code: 'ABCDEFG' }, [w.teacherA.token, w.substitute.token, w.admin.token]);
    }
  });
});
