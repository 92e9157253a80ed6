import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSchool } from '../../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/query.ts';
import { choiceFactsSql } from './choose-substitute.ts';

/**
 * A choice reads the substitute's jobs (chosen for, applied to) while it holds the pair's locks. Written as one
 * condition over a join of every job, that read grew with the whole service's history (3,000 jobs: 3,000 rows read,
 * ~0.6 ms in the choose bench with far fewer). This holds that it reads the person's own jobs only, by their keys.
 */
const onPglite = inject('pgAdminUrl') === '';
const JOBS = 3_000;

let t: TestApp;
let substituteId: string;
beforeAll(async () => {
  t = await createTestApp();
  const schoolId = await createSchool(t.deps);
  const owner = await createAccount(t.deps, { role: 'principal', schoolId });
  substituteId = (await createAccount(t.deps, { role: 'user' })).id;
  const db = t.deps.database.db;
  await db.execute(sql`INSERT INTO jobs (id, owner_id, school_id, start_date, end_date, start_time, end_time, expire, type_of_temp, region)
    SELECT gen_random_uuid(), ${owner.id}, ${schoolId}, '2099-06-01', '2099-06-01', '08:00', '15:30', '2100-01-01T00:00:00Z', 1, ARRAY['091']
    FROM generate_series(1, ${JOBS})`);
  // the person applied to two jobs and is chosen for a third
  await db.execute(sql`INSERT INTO applications (id, job_id, applicant_id) SELECT gen_random_uuid(), id, ${substituteId} FROM jobs ORDER BY id LIMIT 2`);
  await db.execute(sql`UPDATE jobs SET chosen_id = ${substituteId} WHERE id = (SELECT id FROM jobs ORDER BY id DESC LIMIT 1)`);
  await db.execute(sql`ANALYZE`);
});
afterAll(async () => {
  await t.close();
});

/** Rows the executed plan read from `relation`, over every node and loop. */
function rowsRead(plan: Record<string, unknown>, relation: string): number {
  const own = plan['Relation Name'] === relation ? Number(plan['Actual Rows'] ?? 0) * Number(plan['Actual Loops'] ?? 1) : 0;
  return own + ((plan['Plans'] as Array<Record<string, unknown>> | undefined) ?? []).reduce((sum, child) => sum + rowsRead(child, relation), 0);
}

describe.skipIf(onPglite)("a choice's facts", () => {
  it("read the substitute's own jobs by key, not every job of the service", async () => {
    const db = t.deps.database.db;
    const [facts] = await queryRows<{ related: Array<{ id: string; chosen_id: string | null; application_active: boolean | null }> }>(db, choiceFactsSql(substituteId));
    expect(facts?.related).toHaveLength(3);
    expect(facts?.related.filter((r) => r.application_active === true)).toHaveLength(2);
    expect(facts?.related.filter((r) => r.chosen_id === substituteId && r.application_active === null)).toHaveLength(1);

    const [explained] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: Record<string, unknown> }> }>(
      db,
      sql`EXPLAIN (ANALYZE, FORMAT JSON) ${choiceFactsSql(substituteId)}`,
    );
    const plan = explained?.['QUERY PLAN'][0]?.Plan ?? {};
    // the three jobs, each found from the person's side and read again by its key: far from the 3,000 of a pass
    expect(rowsRead(plan, 'jobs')).toBeLessThanOrEqual(6);
    expect(rowsRead(plan, 'applications')).toBeLessThanOrEqual(6);
  });
});
