import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { demoStory } from './seed-jobs.ts';
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

  it("tells each job's story in order: posted, read, applied, booked, cancelled, chosen, and the notices after what they tell", async () => {
    await seedDemoIfEmpty(t.deps);
    // every pair that must be in this order, by job; an empty list is a demo job whose timeline reads right
    const disorder = await queryRows<{ job: string; what: string }>(
      t.deps.database.db,
      sql`WITH j AS (SELECT id, created_at AS posted, chosen_at, chosen_id, sos,
                            (start_date + start_time::time) AT TIME ZONE 'Europe/Helsinki' AS starts FROM jobs)
          SELECT j.id::text AS job, 'applied before posted' AS what FROM j JOIN applications a ON a.job_id = j.id WHERE a.created_at <= j.posted
          UNION ALL SELECT j.id::text, 'read before posted' FROM j JOIN job_user_state u ON u.job_id = j.id WHERE u.viewed_at <= j.posted
          UNION ALL SELECT j.id::text, 'chosen before the application' FROM j JOIN applications a ON a.job_id = j.id AND a.applicant_id = j.chosen_id
            WHERE j.chosen_at <= a.created_at
          UNION ALL SELECT j.id::text, 'chosen after it started' FROM j WHERE j.chosen_at IS NOT NULL AND j.chosen_at >= j.starts
          UNION ALL SELECT j.id::text, 'posted after it started' FROM j WHERE j.posted >= j.starts
          UNION ALL SELECT j.id::text, 'booked before applying' FROM booking_cancellations b JOIN j ON j.id = b.job_id
            JOIN applications a ON a.job_id = j.id AND a.applicant_id = b.substitute_id WHERE b.booked_at IS NULL OR b.booked_at <= a.created_at
          UNION ALL SELECT j.id::text, 'cancelled before booked' FROM booking_cancellations b JOIN j ON j.id = b.job_id WHERE b.cancelled_at <= b.booked_at
          UNION ALL SELECT j.id::text, 'cancelled after it started' FROM booking_cancellations b JOIN j ON j.id = b.job_id WHERE b.cancelled_at >= j.starts
          UNION ALL SELECT j.id::text, 'chosen again before the cancellation' FROM booking_cancellations b JOIN j ON j.id = b.job_id WHERE j.chosen_at <= b.cancelled_at
          UNION ALL SELECT b.job_id::text, 'a cancelled booking still applying' FROM booking_cancellations b JOIN applications a ON a.job_id = b.job_id
            AND a.applicant_id = b.substitute_id WHERE a.active OR a.deactivated_reason IS DISTINCT FROM 'cancelled'
          UNION ALL SELECT j.id::text, 'notified before posted' FROM j JOIN notification_deliveries d ON d.job_id = j.id WHERE d.created_at <= j.posted
          UNION ALL SELECT coalesce(j.id::text, d.id::text), 'a notice of no job' FROM notification_deliveries d LEFT JOIN j ON j.id = d.job_id WHERE j.id IS NULL
          UNION ALL SELECT j.id::text, 'in the future' FROM j LEFT JOIN applications a ON a.job_id = j.id
            WHERE greatest(j.posted, j.chosen_at, a.created_at) > ${t.deps.now().toISOString()}::timestamptz`,
    );
    expect(disorder).toEqual([]);
    const [rounds] = await queryRows<{ kinds: string[] }>(
      t.deps.database.db,
      sql`SELECT array_agg(event ORDER BY created_at) AS kinds FROM notification_deliveries WHERE job_id IS NOT NULL`,
    );
    expect(rounds?.kinds).toEqual(['new_job', 'new_applicant', 'chosen', 'booking_cancelled']);
  });

  it("the Finnish principal's job timelines read in order: posted first, each choice after the person applied", async () => {
    await seedDemoIfEmpty(t.deps);
    const login = await t.request('POST', '/api/shared/login', { body: { email: 'rehtori@vikariat.demo', password: 'Vikariat-demo-2026' } });
    const { token } = (await login.json()) as { token: string };
    const jobs = await queryRows<{ id: string }>(
      t.deps.database.db,
      sql`SELECT j.id FROM jobs j JOIN schools s ON s.id = j.school_id WHERE s.name = 'Vasa övningsskola' ORDER BY j.start_date`,
    );
    expect(jobs.length).toBeGreaterThan(2);
    let cancelled = 0;
    for (const { id } of jobs) {
      const answer = await t.request('GET', `/api/teachers/job/${id}/timeline`, { token });
      expect(answer.status).toBe(200);
      const { events } = (await answer.json()) as { events: { type: string; at: string; name?: string | null }[] };
      expect(events[0]?.type).toBe('posted');
      const types = events.map((e) => e.type);
      for (const [i, event] of events.entries()) {
        if (event.type === 'chosen') expect(types.slice(0, i)).toContain('applied');
        if (event.type === 'cancelled') {
          cancelled += 1;
          expect(types.slice(0, i)).toContain('chosen');
          expect(types.slice(i + 1)).toContain('chosen'); // the school booked another after it
        }
      }
    }
    expect(cancelled).toBe(1);
  });

  it('dates a story before the seeding, and a past job’s before its start', () => {
    const now = new Date('2030-03-05T10:00:00Z');
    const past = demoStory({ applicants: ['a', 'b'], cancelledBy: 'a', chosen: 'b' }, new Date('2030-03-02T06:00:00Z'), now);
    const order = [past.posted, past.viewed, ...past.applied, past.booked, past.cancelled, past.chosen].map((d) => d?.getTime() ?? NaN);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(past.chosen?.getTime()).toBeLessThan(new Date('2030-03-02T06:00:00Z').getTime());
    // today's SOS, seeded after its start, and a job next week
    for (const start of [new Date('2030-03-05T09:00:00Z'), new Date('2030-03-12T06:00:00Z')]) {
      const story = demoStory({ applicants: ['a', 'b', 'c'], chosen: 'c', sos: true }, start, now);
      for (const at of [story.posted, ...story.applied, story.chosen]) expect(at?.getTime()).toBeLessThan(now.getTime());
    }
  });
});
