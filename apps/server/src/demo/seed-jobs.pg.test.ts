import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { seedDemoIfEmpty } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo jobs', () => {
  it('seeds jobs in every state the screens show', async () => {
    await seedDemoIfEmpty(t.deps);
    const [counts] = await queryRows<Record<string, number>>(
      t.deps.database.db,
      sql`SELECT count(*) FILTER (WHERE chosen_id IS NOT NULL)::int AS chosen,
                 count(*) FILTER (WHERE chosen_id IS NULL AND EXISTS (SELECT 1 FROM applications a WHERE a.job_id = jobs.id))::int AS applied,
                 count(*) FILTER (WHERE chosen_id IS NULL AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = jobs.id) AND from_admin_type IS NULL)::int AS open,
                 count(*) FILTER (WHERE sos)::int AS sos,
                 count(*) FILTER (WHERE from_admin_type = 'Tips')::int AS tips,
                 count(*) FILTER (WHERE from_admin_type = 'Update')::int AS updates,
                 count(*) FILTER (WHERE expire < now())::int AS past
          FROM jobs`,
    );
    for (const state of ['chosen', 'applied', 'open', 'sos', 'tips', 'updates', 'past']) expect(counts?.[state]).toBeGreaterThan(0);
  });

  it('seeds what the profile, hours and admin screens show: reference values, a pending principal, a cancellation, deliveries, hours', async () => {
    await seedDemoIfEmpty(t.deps);
    const [counts] = await queryRows<Record<string, number>>(
      t.deps.database.db,
      sql`SELECT (SELECT count(*)::int FROM accounts WHERE jsonb_array_length(COALESCE(profile->'qualifications', '[]')) > 0) AS qualified,
                 (SELECT count(*)::int FROM accounts WHERE profile ? 'teacherType') AS typed,
                 (SELECT count(*)::int FROM accounts WHERE NOT approved) AS pending,
                 (SELECT count(*)::int FROM booking_cancellations WHERE late) AS late,
                 (SELECT count(*)::int FROM notification_deliveries WHERE status = 'sent') AS sent,
                 (SELECT count(*)::int FROM notification_deliveries WHERE status = 'failed') AS failed,
                 (SELECT count(*)::int FROM job_hours WHERE status = 'approved') AS approved_hours,
                 (SELECT count(*)::int FROM job_hours WHERE status = 'pending') AS pending_hours,
                 (SELECT count(DISTINCT school_id)::int FROM job_hours) AS schools_with_hours`,
    );
    for (const what of ['qualified', 'typed', 'pending', 'late', 'sent', 'failed', 'approved_hours', 'pending_hours']) expect(counts?.[what]).toBeGreaterThan(0);
    expect(counts?.['schools_with_hours']).toBe(2);
  });
});
