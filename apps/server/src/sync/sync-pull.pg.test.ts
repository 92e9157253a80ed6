import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionCodesOf } from '@vikariat/domain';
import { PROTOCOL_HEADER, type PullResponse, type SyncDoc } from '@vikariat/sync';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { pullAs } from '../../test/helpers/sync-pull.ts';
import { accounts, applications, jobs, sessions } from '../db/schema/index.ts';
import { loadReader } from './reader.ts';
import { insertJob } from '../../test/helpers/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pull = (token: string, collection: string, checkpoint: PullResponse['checkpoint'] | null = null, limit = 500) => pullAs(t, token, collection, checkpoint, limit);

const byId = (docs: SyncDoc[]) => new Map(docs.map((d) => [d.id, d]));

describe('POST /api/sync/:collection/pull', () => {
  it('refuses without a token, an unknown collection, an old app and a bad body', async () => {
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    expect((await t.request('POST', '/api/sync/jobs/pull', { body: { checkpoint: null, deviceId: 'd' } })).status).toBe(401);
    expect((await pull(sub.token, 'secrets')).status).toBe(404);
    const old = await t.request('POST', '/api/sync/jobs/pull', { token: sub.token, headers: { [PROTOCOL_HEADER]: '0' }, body: { checkpoint: null, deviceId: 'd' } });
    expect(old.status).toBe(426);
    expect(((await old.json()) as { code: string }).code).toBe('clientTooOld');
    // a version that is no decimal number is a bad request (it was read as 16, or an empty one as an old app)
    for (const version of ['0x10', '', '1e3', 'abc']) {
      const odd = await t.request('POST', '/api/sync/jobs/pull', {
        token: sub.token,
        headers: { [PROTOCOL_HEADER]: version },
        body: { checkpoint: null, deviceId: 'd' },
      });
      expect([version, odd.status]).toEqual([version, 400]);
      expect(((await odd.json()) as { fields: Record<string, string> }).fields).toEqual({ [PROTOCOL_HEADER]: 'Ogiltig protokollversion (ett heltal).' });
    }
    const bad = await t.request('POST', '/api/sync/jobs/pull', { token: sub.token, body: { checkpoint: { seq: -1, scope: 'x' }, deviceId: '' } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['checkpoint', 'deviceId']);
  });

  it('gives a substitute the open jobs of their regions, without reason, phone or files until chosen', async () => {
    const schoolId = await createSchool(t.deps, { phone: '0401234567', municipality: '091' });
    const sub = await createAccount(t.deps, { profile: { regions: [{ code: '091', name_swe: 'Helsingfors' }] } });
    const other = await createAccount(t.deps, { profile: { regions: ['049'] } });
    const inRegion = await insertJob(t.deps, { schoolId, region: ['091'], files: ['plan.pdf'] });
    const elsewhere = await insertJob(t.deps, { schoolId, region: ['905'] });
    const chosenOther = await insertJob(t.deps, { schoolId, region: ['091'], chosenId: other.id });

    const first = await pull(sub.token, 'jobs');
    expect(first.status).toBe(200);
    const docs = byId(first.body.documents);
    expect(docs.has(inRegion)).toBe(true);
    expect(docs.has(elsewhere)).toBe(false);
    expect(docs.has(chosenOther)).toBe(false);
    expect(docs.get(inRegion)).toMatchObject({ reason: null, phone: null, files: [], applicants: [], _deleted: false });

    // chosen: contact details arrive; the pull from the checkpoint carries only the change
    await t.deps.database.db.update(jobs).set({ chosenId: sub.id }).where(eq(jobs.id, inRegion));
    const next = await pull(sub.token, 'jobs', first.body.checkpoint);
    expect(next.body.documents).toHaveLength(1);
    expect(next.body.documents[0]).toMatchObject({ id: inRegion, chosen: 'me', phone: '0401234567', files: ['plan.pdf'] });
    expect(next.body.checkpoint.seq).toBeGreaterThan(first.body.checkpoint.seq);

    // an empty pull keeps the checkpoint
    const idle = await pull(sub.token, 'jobs', next.body.checkpoint);
    expect(idle.body).toEqual({ documents: [], checkpoint: next.body.checkpoint, remaining: 0 });
  });

  it('sends a tombstone when a job leaves the reader’s view (someone else chosen, deleted)', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const other = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const a = await insertJob(t.deps, { schoolId });
    const b = await insertJob(t.deps, { schoolId });
    const first = await pull(sub.token, 'jobs');
    await t.deps.database.db.update(jobs).set({ chosenId: other.id }).where(eq(jobs.id, a));
    await t.deps.database.db.update(jobs).set({ deletedAt: t.deps.now() }).where(eq(jobs.id, b));
    const next = byId((await pull(sub.token, 'jobs', first.body.checkpoint)).body.documents);
    expect(next.get(a)).toEqual({ id: a, _deleted: true });
    expect(next.get(b)).toEqual({ id: b, _deleted: true });
  });

  it('after a first sync in pages, sends tombstones only for jobs the device may hold (protocol 4 quietTo)', async () => {
    const schoolId = await createSchool(t.deps, { municipality: '020' });
    const elsewhere = await createSchool(t.deps, { municipality: '091' });
    const sub = await createAccount(t.deps, { profile: { regions: ['020'] } });
    const other = await createAccount(t.deps, { profile: { regions: ['020'] } });
    // jobs of the reader's region, and between them jobs elsewhere that leave their own readers' views
    const mine: string[] = [];
    const away: string[] = [];
    for (let i = 0; i < 3; i++) {
      mine.push(await insertJob(t.deps, { schoolId, region: ['020'] }));
      const gone = await insertJob(t.deps, { schoolId: elsewhere, region: ['091'] });
      await t.deps.database.db.update(jobs).set({ deletedAt: t.deps.now() }).where(eq(jobs.id, gone));
      away.push(gone);
    }
    const first = await pull(sub.token, 'jobs', null, 1);
    expect(first.body.documents.map((d) => d.id)).toEqual([mine[0]]);
    expect(first.body.checkpoint.quietTo).toBeGreaterThan(first.body.checkpoint.seq);
    const rest = await pull(sub.token, 'jobs', first.body.checkpoint);
    // (a page's documents come in no particular order: it is stored as a whole)
    expect(rest.body.documents.map((d) => d.id).sort()).toEqual(mine.slice(1).sort());
    // a job the device holds leaves its view after the first page: its tombstone comes
    await t.deps.database.db
      .update(jobs)
      .set({ chosenId: other.id })
      .where(eq(jobs.id, mine[0] as string));
    const after = await pull(sub.token, 'jobs', rest.body.checkpoint);
    expect(after.body.documents).toEqual([{ id: mine[0], _deleted: true }]);
    // an older app's checkpoint (no quietTo) gets the tombstones of jobs it may hold, never of another region's
    const { quietTo: _dropped, ...older } = first.body.checkpoint;
    const olderPage = byId((await pull(sub.token, 'jobs', older)).body.documents);
    expect(olderPage.get(mine[0] as string)).toEqual({ id: mine[0], _deleted: true });
    for (const id of away) expect(olderPage.has(id)).toBe(false);
  });

  it('sends no tombstone for a job the device never could have held: another region, never applied to', async () => {
    const near = await createSchool(t.deps, { municipality: '049' });
    const far = await createSchool(t.deps, { municipality: '091' });
    const sub = await createAccount(t.deps, { profile: { regions: ['049'] } });
    const other = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const open = await insertJob(t.deps, { schoolId: near, region: ['049'] });
    const appliedFar = await insertJob(t.deps, { schoolId: far, region: ['091'] });
    const stranger = await insertJob(t.deps, { schoolId: far, region: ['091'] });
    await t.deps.database.db.insert(applications).values({ id: crypto.randomUUID(), jobId: appliedFar, applicantId: sub.id });
    const held = await pull(sub.token, 'jobs');
    expect(held.body.documents.map((d) => d.id).sort()).toEqual([open, appliedFar].sort());
    // all three leave the substitute's view (or were never in it) after the checkpoint
    await t.deps.database.db.update(jobs).set({ chosenId: other.id }).where(eq(jobs.id, open));
    await t.deps.database.db.update(jobs).set({ deletedAt: t.deps.now() }).where(eq(jobs.id, appliedFar));
    await t.deps.database.db.update(jobs).set({ deletedAt: t.deps.now() }).where(eq(jobs.id, stranger));
    const next = await pull(sub.token, 'jobs', held.body.checkpoint);
    expect(next.body.documents).toHaveLength(2);
    expect(byId(next.body.documents)).toEqual(
      byId([
        { id: open, _deleted: true },
        { id: appliedFar, _deleted: true },
      ]),
    );
    // the checkpoint still passes the stranger's change: it is never read again
    const [row] = await t.deps.database.db.select({ seq: jobs.seq }).from(jobs).where(eq(jobs.id, stranger));
    expect(next.body.checkpoint.seq).toBeGreaterThanOrEqual(Number(row?.seq));
  });

  it('gives a principal their school’s jobs with applicants and the reason; a teacher only their own', async () => {
    const schoolId = await createSchool(t.deps);
    const otherSchool = await createSchool(t.deps);
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    const sub = await createAccount(t.deps, { firstName: 'Vera', profile: { regions: ['091'] } });
    const own = await insertJob(t.deps, { schoolId, ownerId: teacher.id, reason: 'Kurs' });
    const principals = await insertJob(t.deps, { schoolId, ownerId: principal.id });
    const foreign = await insertJob(t.deps, { schoolId: otherSchool });
    await t.deps.database.db.insert(applications).values({ id: crypto.randomUUID(), jobId: own, applicantId: sub.id });

    const forPrincipal = byId((await pull(principal.token, 'jobs')).body.documents);
    expect([...forPrincipal.keys()].sort()).toEqual([own, principals].sort());
    expect(forPrincipal.get(own)).toMatchObject({ reason: 'Kurs', applicants: [{ accountId: sub.id, firstName: 'Vera' }] });
    expect(forPrincipal.has(foreign)).toBe(false);

    const forTeacher = byId((await pull(teacher.token, 'jobs')).body.documents);
    expect([...forTeacher.keys()]).toEqual([own]);
    expect(forTeacher.get(own)).toMatchObject({ reason: null });

    // the substitute's pull never carries other applicants
    const forSub = byId((await pull(sub.token, 'jobs')).body.documents);
    expect(forSub.get(own)).toMatchObject({ applied: true, applicants: [] });
  });

  it('gives a school only what it may see of its applicants: contact once booked, nobody who blocked it (domain personAccess)', async () => {
    const schoolId = await createSchool(t.deps);
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const sub = await createAccount(t.deps, { phone: '+358401234567', profile: { regions: ['091'], birthDate: '19880412' } });
    const job = await insertJob(t.deps, { schoolId });
    await t.deps.database.db.insert(applications).values({ id: crypto.randomUUID(), jobId: job, applicantId: sub.id });
    const applicantsNow = async () =>
      (byId((await pull(principal.token, 'jobs')).body.documents).get(job) as unknown as { applicants: Array<Record<string, unknown>> }).applicants;
    expect(await applicantsNow()).toEqual([expect.objectContaining({ accountId: sub.id, phone: '', birthDate: null })]);
    await t.deps.database.db.execute(sql`UPDATE jobs SET chosen_id = ${sub.id} WHERE id = ${job}`);
    expect(await applicantsNow()).toEqual([expect.objectContaining({ phone: '+358401234567', birthDate: '19880412' })]);
    // a block (once unbooked) takes the person off the list, and the school's devices pull the job again for it
    await t.deps.database.db.execute(sql`UPDATE jobs SET chosen_id = NULL WHERE id = ${job}`);
    const before = (await pull(principal.token, 'jobs')).body.checkpoint;
    await t.deps.database.db.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${sub.id}, ${schoolId})`);
    const after = await pull(principal.token, 'jobs', before);
    expect(after.body.documents).toEqual([expect.objectContaining({ id: job, applicants: [] })]);
  });

  it('reads the profile’s regions in SQL exactly as domain’s regionCodesOf does', async () => {
    const shapes: unknown[] = [['091', { code: '049', name_swe: 'Esbo' }], [{ code: 905 }, { name: 'no code' }, 17, null, '638'], { code: '091' }, 'not an array', []];
    for (const regions of shapes) {
      const sub = await createAccount(t.deps, { profile: { regions } });
      const user = { id: sub.id, sessionId: '', email: sub.email, role: 'user' as const, roles: ['user' as const], siteLang: 2 as const, schoolIds: [] };
      const reader = await loadReader(t.deps.database.db, user);
      expect([regions, reader.regions]).toEqual([regions, [...new Set(regionCodesOf({ regions }))].sort()]);
    }
  });

  it('answers 401 and sends nothing once the session is revoked or the account locked', async () => {
    const schoolId = await createSchool(t.deps);
    await insertJob(t.deps, { schoolId, region: ['091'] });
    const revoked = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const locked = await createAccount(t.deps, { profile: { regions: ['091'] } });
    expect((await pull(revoked.token, 'jobs')).status).toBe(200);
    await t.deps.database.db.update(sessions).set({ revokedAt: t.deps.now() }).where(eq(sessions.accountId, revoked.id));
    await t.deps.database.db.update(accounts).set({ locked: true }).where(eq(accounts.id, locked.id));
    for (const [account, collection] of [
      [revoked, 'jobs'],
      [revoked, 'applications'],
      [locked, 'jobs'],
      [locked, 'notices'],
    ] as const) {
      const res = await pull(account.token, collection);
      expect([collection, res.status]).toEqual([collection, 401]);
      expect(res.body.documents).toBeUndefined();
    }
  });

  it('serves the account’s current role when it changed after the token was issued', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const open = await insertJob(t.deps, { schoolId, region: ['091'], reason: 'Kurs' });
    const asSubstitute = await pull(sub.token, 'jobs');
    expect(byId(asSubstitute.body.documents).get(open)).toMatchObject({ reason: null });
    // made a principal of the school: the same token now gets the school's view, and the old checkpoint a reset
    await t.deps.database.db
      .update(accounts)
      .set({ typeOfUser: 'principal', roles: ['principal'], schoolId })
      .where(eq(accounts.id, sub.id));
    const again = await pull(sub.token, 'jobs', asSubstitute.body.checkpoint);
    expect(again.status).toBe(409);
    const asPrincipal = await pull(sub.token, 'jobs');
    expect(byId(asPrincipal.body.documents).get(open)).toMatchObject({ reason: 'Kurs', applicants: [] });
    expect((await pull(sub.token, 'applications')).body.documents).toEqual([]);
  });

  it('pages by at least 500 documents and never loses or repeats one across pages', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['638'] } });
    const ids = new Set<string>();
    for (let i = 0; i < 1_100; i++) ids.add(await insertJob(t.deps, { schoolId, region: ['638'] }));
    const seen: string[] = [];
    let checkpoint: PullResponse['checkpoint'] | null = null;
    for (let page = 0; page < 10; page++) {
      const res = await pull(sub.token, 'jobs', checkpoint, 500);
      if (res.body.documents.length === 0) break;
      expect(res.body.documents.length).toBeLessThanOrEqual(500);
      seen.push(...res.body.documents.filter((d) => ids.has(d.id)).map((d) => d.id));
      checkpoint = res.body.checkpoint;
    }
    expect(seen).toHaveLength(ids.size);
    expect(new Set(seen)).toEqual(ids);
  });
});
