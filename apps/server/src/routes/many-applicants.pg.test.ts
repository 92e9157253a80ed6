import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { createJob, createSubstitute, eventsDuring } from '../../test/jobs/fixtures.ts';

const ctx = useJobsTestApp();

/**
 * A job with hundreds of applicants (a broadcast to a big municipality; the morning-rush simulation found it): its
 * realtime announcement names every applicant, and Postgres refuses a NOTIFY payload over 8,000 bytes. Choosing,
 * editing and deleting such a job must still work, and every applicant still be told.
 */
describe('a job with 400 applicants', () => {
  it('can be chosen for, and the announcement reaches every applicant', async () => {
    const job = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    const chosen = await createSubstitute(ctx.t.deps, ['091']);
    const ids = Array.from({ length: 399 }, () => randomUUID());
    const db = ctx.t.deps.database.db;
    await db.execute(
      sql`INSERT INTO accounts (id, email, first_name, last_name, type_of_user, roles, confirmed_at, password_hash)
          SELECT id, 'many-' || id || '@test.example', 'Many', 'Applicant', 'user', ARRAY['user'], now(), 'x'
          FROM unnest(${`{${ids.join(',')}}`}::uuid[]) AS id`,
    );
    await db.execute(
      sql`INSERT INTO applications (id, job_id, applicant_id, created_at)
          SELECT gen_random_uuid(), ${job}, id, now() FROM unnest(${`{${[...ids, chosen.id].join(',')}}`}::uuid[]) AS id`,
    );
    let status = 0;
    const events = await eventsDuring(ctx.t.deps, async () => {
      status = (await ctx.post('/api/teachers/addchosen', ctx.w.principalA.token, { email: chosen.email, id: job })).status;
    });
    expect(status).toBe(200);
    const told = new Set(events.flatMap((e) => e.topics));
    for (const id of [...ids, chosen.id]) expect(told.has(`user:${id}`)).toBe(true);
    expect(told.has(`school:${ctx.w.schoolA}`)).toBe(true);
  });
});
