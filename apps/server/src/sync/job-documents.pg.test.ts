import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse, SyncDoc } from '@vikariat/sync';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../test/helpers/test-db.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
import { queryRows } from '../db/query.ts';
import { jobs, schools } from '../db/schema/index.ts';
import { insertJob } from '../../test/helpers/jobs.ts';

/** Decision 017: a job's shared fields kept as JSON text beside the row, rewritten when its school changes. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createAccount(t.deps, { role: 'admin' })).token;
});
afterAll(async () => {
  await t.close();
});

type Checkpoint = PullResponse['checkpoint'] | null;
async function pull(token: string, checkpoint: Checkpoint = null): Promise<PullResponse> {
  const res = await t.request('POST', '/api/sync/jobs/pull', { token, body: { checkpoint, limit: 500, deviceId: 'device-1' } });
  expect(res.status).toBe(200);
  return (await res.json()) as PullResponse;
}
const docOf = (page: PullResponse, id: string): SyncDoc | undefined => page.documents.find((d) => d.id === id);

async function editSchool(id: string, fields: Record<string, unknown>) {
  const res = await t.request('PATCH', `/api/admin/schools/${id}`, { token: adminToken, body: fields });
  expect(res.status).toBe(200);
}

describe('a job document kept beside its row', () => {
  it('a school’s new name and address reach every device holding its jobs, a substitute’s and the principal’s', async () => {
    const schoolId = await createSchool(t.deps, { name: 'Gamla skolan', address: 'Skolvägen 1' });
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const jobId = await insertJob(t.deps, { schoolId });
    const subFirst = await pull(sub.token);
    const principalFirst = await pull(principal.token);
    expect(docOf(subFirst, jobId)).toMatchObject({ schoolName: 'Gamla skolan', address: 'Skolvägen 1' });

    await editSchool(schoolId, { name: 'Nya skolan', address: 'Skolvägen 2' });
    for (const [token, first] of [
      [sub.token, subFirst],
      [principal.token, principalFirst],
    ] as const) {
      const next = await pull(token, first.checkpoint);
      expect(next.documents.map((d) => d.id)).toEqual([jobId]);
      expect(docOf(next, jobId)).toMatchObject({ schoolName: 'Nya skolan', address: 'Skolvägen 2' });
      expect(next.checkpoint.seq).toBeGreaterThan(first.checkpoint.seq);
    }
  });

  it('a new phone number reaches the chosen substitute and the school’s staff, and nobody else sees it', async () => {
    const schoolId = await createSchool(t.deps, { phone: '0401111111' });
    const chosen = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const other = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const mine = await insertJob(t.deps, { schoolId, chosenId: chosen.id });
    const open = await insertJob(t.deps, { schoolId });
    const firsts = await Promise.all([chosen, other, principal].map((a) => pull(a.token)));

    await editSchool(schoolId, { phone: '0402222222' });
    const [chosenNext, otherNext, principalNext] = await Promise.all([chosen, other, principal].map((a, i) => pull(a.token, firsts[i]?.checkpoint ?? null)));
    expect(docOf(chosenNext!, mine)).toMatchObject({ phone: '0402222222' });
    expect(docOf(chosenNext!, open)).toMatchObject({ phone: null });
    expect(docOf(otherNext!, open)).toMatchObject({ phone: null });
    expect(docOf(otherNext!, mine)).toEqual({ id: mine, _deleted: true }); // at most a tombstone: never theirs
    expect(JSON.stringify(otherNext)).not.toContain('0402222222');
    expect(docOf(principalNext!, mine)).toMatchObject({ phone: '0402222222' });
    expect(docOf(principalNext!, open)).toMatchObject({ phone: '0402222222' });
  });

  it('an edit of what no job shows (licence, export permission) gives its jobs no new change number', async () => {
    const schoolId = await createSchool(t.deps);
    const jobId = await insertJob(t.deps, { schoolId });
    const before = await t.deps.database.db.select({ seq: jobs.seq }).from(jobs).where(eq(jobs.id, jobId));
    await editSchool(schoolId, { licenceUntil: '2027-06-30', exportAllowed: true });
    const after = await t.deps.database.db.select({ seq: jobs.seq }).from(jobs).where(eq(jobs.id, jobId));
    expect(after).toEqual(before);
  });

  it('any text splices into valid JSON: quotes, backslashes, line breaks, braces, emoji', async () => {
    const tricky = 'Ta med "gympakläder" \\ C:\\temp}\n{ rad två\t😀 },"x":1';
    const schoolId = await createSchool(t.deps, { name: 'Skola "Norr" } {', address: 'Väg\\1\n2' });
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const jobId = await insertJob(t.deps, { schoolId, additionalInfo: tricky, regarding: '}', subjects: ['"a"', '\\'] });
    expect(docOf(await pull(sub.token), jobId)).toMatchObject({
      additionalInfo: tricky,
      regarding: '}',
      subjects: ['"a"', '\\'],
      schoolName: 'Skola "Norr" } {',
      address: 'Väg\\1\n2',
      applied: false,
      _deleted: false,
    });
  });

  it('timestamps are written in UTC whatever time zone the writing session is in', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const jobId = await insertJob(t.deps, { schoolId });
    const expire = new Date('2030-01-02T03:04:05.000Z');
    await t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TimeZone = 'Asia/Tokyo'`);
      await tx.update(jobs).set({ expire }).where(eq(jobs.id, jobId));
    });
    const doc = docOf(await pull(sub.token), jobId);
    expect(doc?.['expire']).toBe('2030-01-02T03:04:05+00:00');
  });

  it('the migration fills the documents of existing jobs without new change numbers', async () => {
    const db = await createTestDatabase({ max: 2 });
    try {
      const all = readMigrations();
      await migrate(
        db.database,
        all.filter((m) => m.version < 6),
      );
      const schoolId = '7d3f3b1e-8c1f-4c8e-9d53-0c1c3c0e7a01';
      const jobId = '7d3f3b1e-8c1f-4c8e-9d53-0c1c3c0e7a02';
      await db.database.db.insert(schools).values({ id: schoolId, name: 'Skola', municipality: '091', phone: '0401234567' });
      await db.database.db.execute(sql`INSERT INTO jobs (id, school_id, start_date, end_date, start_time, end_time, expire, type_of_temp, region)
        VALUES (${jobId}, ${schoolId}, '2030-01-01', '2030-01-01', '08:00', '15:00', '2030-01-02T00:00:00Z', 1, '{091}')`);
      const [before] = await queryRows<{ seq: string }>(db.database.db, sql`SELECT seq::text FROM jobs`);
      await migrate(db.database, all);
      const [row] = await queryRows<{ seq: string; doc: string; school_phone: string }>(db.database.db, sql`SELECT seq::text, doc, school_phone FROM jobs`);
      expect(row?.seq).toBe(before?.seq);
      expect(row?.school_phone).toBe('0401234567');
      expect(JSON.parse(row?.doc ?? '{}')).toMatchObject({ id: jobId, schoolId, schoolName: 'Skola', startDate: '2030-01-01', region: ['091'] });
    } finally {
      await db.drop();
    }
  });
});
