import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { applyDirect, createJob, createWorld, jobsClock, type World } from '../../../test/jobs/fixtures.ts';
import { expireJobs, TOMBSTONE_DAYS } from './expiry.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ clock: jobsClock() });
  w = await createWorld(t.deps);
});
afterAll(async () => {
  await t.close();
});

const row = async (id: string) =>
  (await queryRows<{ deleted_at: unknown; files: string[] }>(t.deps.database.db, sql`SELECT deleted_at, files FROM jobs WHERE id = ${id}`))[0];

describe('job expiry', () => {
  it('tombstones a job 24 h after its end, removes its attachments, and purges the row later', async () => {
    const name = `${'b'.repeat(32)}plan.pdf`;
    const dir = path.join(t.deps.env.DATA_DIR, 'uploads', 'files');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), 'x');
    await t.deps.database.db.execute(sql`INSERT INTO job_files (name, uploaded_by, size_bytes) VALUES (${name}, ${w.principalA.id}, 1)`);
    // ends Tuesday 5 March 2030 15:30 Helsinki = 13:30 UTC
    const job = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-05', files: [name] });
    await applyDirect(t.deps, job, w.sub.id);
    t.clock.set(new Date('2030-03-06T13:29:00Z'));
    expect((await expireJobs(t.deps)).tombstoned).toBe(0);
    expect((await row(job))?.deleted_at).toBeNull();
    t.clock.set(new Date('2030-03-06T13:31:00Z'));
    expect((await expireJobs(t.deps)).tombstoned).toBe(1);
    expect(await row(job)).toMatchObject({ files: [] });
    expect((await row(job))?.deleted_at).not.toBeNull();
    expect(existsSync(path.join(dir, name))).toBe(false);
    t.clock.advance((TOMBSTONE_DAYS + 1) * 86_400_000);
    expect((await expireJobs(t.deps)).purged).toBeGreaterThanOrEqual(1);
    expect(await row(job)).toBeUndefined();
  });

  it('keeps only the newest entry of a live job in job_people_changes (the one its pull reads), none of a job gone', async () => {
    const live = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-06-01' });
    const removed = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-06-02' });
    const db = t.deps.database.db;
    for (const job of [live, live, live, removed]) await db.execute(sql`INSERT INTO job_people_changes (job_id, school_id) VALUES (${job}, ${w.schoolA})`);
    await db.execute(sql`UPDATE jobs SET deleted_at = now() WHERE id = ${removed}`);
    const entries = () =>
      queryRows<{ job_id: string; seq: string }>(db, sql`SELECT job_id, seq FROM job_people_changes WHERE job_id IN (${live}, ${removed}) ORDER BY seq`);
    const newest = (await entries()).filter((e) => e.job_id === live).at(-1);
    await expireJobs(t.deps);
    expect(await entries()).toEqual([newest]);
  });
});
