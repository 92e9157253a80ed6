import { auditDetailText } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { bookedPastJob, dayEntry, outboxAction, push } from '../../test/hours/hours-world.ts';

/**
 * The month view with its change log, and the admin's read of it (issue 24): an admin reads one named school's month,
 * read-only and audited; the change log lists who changed which day, when, from what to what and why.
 */
const ctx = useJobsTestApp();
const { post } = ctx;
const auditRows = (adminId: string) =>
  queryRows<{ action: string; detail: string }>(ctx.t.deps.database.db, sql`SELECT action, detail FROM admin_audit_log WHERE admin_id = ${adminId} ORDER BY at, id`);

describe('the month’s change log, for the school and an admin', () => {
  it('lists each change newest first; an admin reads a named school’s month and every such read is audited', async () => {
    const { job, sub } = await bookedPastJob(ctx, ctx.w.schoolB, { startDate: '2030-01-15', endDate: '2030-01-15', startTime: '08:00', endTime: '14:00' });
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job, '2030-01-15'))]);
    await post('/api/principals/hours/approve', ctx.w.principalB.token, { id: job, day: '2030-01-15' });
    const correction = { id: job, day: '2030-01-15', start: '09:00', end: '14:00', breakMinutes: 30, reason: 'Kom 9' };
    expect((await post('/api/principals/hours/correct', ctx.w.principalB.token, correction)).status).toBe(200);

    const school = await post('/api/principals/hours/month', ctx.w.principalB.token, { month: '2030-01' });
    const changes = school.body['changes'] as Array<Record<string, unknown>>;
    expect(changes.map((c) => [(c['before'] as { status: string }).status, (c['after'] as { status: string }).status, c['reason']])).toEqual([
      ['approved', 'corrected', 'Kom 9'],
      ['pending', 'approved', null],
    ]);
    expect(changes[0]).toMatchObject({ actorName: 'Test principal', day: '2030-01-15', jobId: job, after: { start: '09:00' }, before: { start: '08:10' } });
    expect(await auditRows(ctx.w.principalB.id)).toEqual([]);

    const admin = await post('/api/principals/hours/month', ctx.w.adminUser.token, { month: '2030-01', schoolId: ctx.w.schoolB });
    expect(admin.status).toBe(200);
    expect(admin.body['changes']).toEqual(school.body['changes']);
    expect(admin.body['rows']).toEqual(school.body['rows']);
    const file = await ctx.t.request('POST', '/api/principals/payroll/export', {
      token: ctx.w.adminUser.token,
      body: { month: '2030-01', schoolId: ctx.w.schoolB, format: 'csv' },
    });
    expect(file.status).toBe(200);
    expect((await auditRows(ctx.w.adminUser.id)).map((r) => r.action)).toEqual(['hours', 'payroll-export']);
  });

  it('audits whose hours an admin read: the school and the month of the body, shown in words in the audit log', async () => {
    const before = (await auditRows(ctx.w.adminUser.id)).length;
    expect((await post('/api/principals/hours/month', ctx.w.adminUser.token, { month: '2030-02', schoolId: ctx.w.schoolB })).status).toBe(200);
    const file = await ctx.t.request('POST', '/api/principals/payroll/export', {
      token: ctx.w.adminUser.token,
      body: { month: '2030-03', schoolId: ctx.w.schoolB, format: 'csv' },
    });
    await file.arrayBuffer();
    expect((await auditRows(ctx.w.adminUser.id)).slice(before)).toEqual([
      { action: 'hours', detail: `school=${ctx.w.schoolB}&month=2030-02` },
      { action: 'payroll-export', detail: `school=${ctx.w.schoolB}&month=2030-03&format=csv` },
    ]);
    // the audit log names the school (its name comes with the row) and the month, in the reader's language
    const log = await ctx.t.request('GET', '/api/admin/audit-log?limit=2', { token: ctx.w.adminUser.token });
    const entries = ((await log.json()) as { entries: Array<{ action: string; detail: string; names: Record<string, string> }> }).entries;
    const shown = (locale: 'sv' | 'fi') => entries.map((e) => auditDetailText(e.action, e.detail, locale, e.names));
    expect(shown('sv')).toEqual(['Skola: Esbo skola, månad: mars 2030, format: csv', 'Skola: Esbo skola, månad: februari 2030']);
    expect(shown('fi')).toEqual(['Koulu: Esbo skola, kuukausi: maaliskuu 2030, muoto: csv', 'Koulu: Esbo skola, kuukausi: helmikuu 2030']);
    const csv = await ctx.t.request('GET', '/api/admin/audit-log.csv?limit=4', { token: ctx.w.adminUser.token });
    expect(await csv.text()).toContain('Skola: Esbo skola, månad: februari 2030');
  });

  it('an admin only reads: the review routes refuse them; a refused or bad read is not audited', async () => {
    const { job, sub } = await bookedPastJob(ctx, ctx.w.schoolB, { startDate: '2030-01-16', endDate: '2030-01-16', startTime: '08:00', endTime: '14:00' });
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job, '2030-01-16'))]);
    const before = (await auditRows(ctx.w.adminUser.id)).length;
    expect((await post('/api/principals/hours/approve', ctx.w.adminUser.token, { id: job, day: '2030-01-16' })).status).toBe(403);
    expect((await post('/api/principals/hours/month', ctx.w.adminUser.token, { month: '2030-01' })).status).toBe(400);
    expect((await post('/api/principals/hours/month', ctx.w.adminUser.token, { month: 'januari', schoolId: ctx.w.schoolB })).status).toBe(400);
    for (const token of [ctx.w.sub.token, ctx.w.teacherA.token]) {
      expect((await post('/api/principals/hours/month', token, { month: '2030-01', schoolId: ctx.w.schoolB })).status).toBe(403);
    }
    expect((await post('/api/principals/hours/month', ctx.w.principalA.token, { month: '2030-01', schoolId: ctx.w.schoolB })).status).toBe(403);
    expect(await auditRows(ctx.w.adminUser.id)).toHaveLength(before);
  });
});
