import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { bookedPastJob, dayEntry, deliveriesTo, outboxAction, pulledJob, push } from '../../test/hours/hours-world.ts';

/**
 * The substitute hears of the school's review of their hours (issue 24, decision 030 amended 2026-11-28): a correction,
 * a no-show and a late arrival are each recorded once in the delivery log, in the substitute's language, naming who,
 * what and why; a plain approval and saving the same review again record nothing.
 */
const ctx = useJobsTestApp();
const { post } = ctx;

describe('the substitute is told when the school changes their hours', () => {
  it('records exactly one notification per change, in their language, with who, what and why', async () => {
    const { job, sub } = await bookedPastJob(ctx);
    await ctx.t.deps.database.db.execute(sql`UPDATE accounts SET site_lang = 1 WHERE id = ${sub.id}`);
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job)), outboxAction(sub, 'submitHours', dayEntry(job, '2030-02-27'))]);
    const told = () => deliveriesTo(ctx, sub.id, 'hours_reviewed');

    expect((await post('/api/principals/hours/approve', ctx.w.principalA.token, { id: job, day: '2030-02-26' })).status).toBe(200);
    expect(await told()).toEqual([]);

    const correction = { id: job, day: '2030-02-26', start: '08:30', end: '14:00', breakMinutes: 30, reason: 'Kom 08.30 enligt expeditionen' };
    expect((await post('/api/principals/hours/correct', ctx.w.principalA.token, correction)).status).toBe(200);
    expect(await told()).toEqual([
      {
        channel: 'email',
        title: 'Koulu on korjannut tuntisi',
        body: expect.stringContaining(
          'Test principal (Solbackaskolan) korjasi tuntisi 26.02.2030: 08:30–14:00, tauko 30 min (5,00 h). Syy: Kom 08.30 enligt expeditionen',
        ) as string,
      },
    ]);
    // the same correction saved again is no news
    expect((await post('/api/principals/hours/correct', ctx.w.principalA.token, correction)).status).toBe(200);
    expect(await told()).toHaveLength(1);

    expect((await post('/api/principals/hours/approve', ctx.w.principalA.token, { id: job, day: '2030-02-27', late: true })).status).toBe(200);
    // found by title, not by place: the frozen test clock gives the deliveries the same time
    expect(await told()).toContainEqual(expect.objectContaining({ title: 'Koulu on merkinnyt myöhästymisen', body: expect.stringContaining('27.02.2030') as string }));

    expect((await post('/api/principals/hours/noshow', ctx.w.principalA.token, { id: job, day: '2030-02-27', reason: 'Ei tullut' })).status).toBe(200);
    expect(await told()).toHaveLength(3);
    expect(await told()).toContainEqual(
      expect.objectContaining({ title: 'Koulu on merkinnyt, ettet saapunut', body: expect.stringContaining('Syy: Ei tullut') as string }),
    );

    // the job page shows what the notification said
    const hours = (await pulledJob(ctx, sub.token, job))?.hours;
    expect(hours).toMatchObject([
      { day: '2030-02-26', status: 'corrected', note: 'Kom 08.30 enligt expeditionen', reviewedBy: 'Test principal' },
      { day: '2030-02-27', status: 'noShow', note: 'Ei tullut' },
    ]);
  });

  it('a refused or failed review tells nobody; a Swedish substitute reads Swedish', async () => {
    const { job, sub } = await bookedPastJob(ctx);
    await push(ctx, sub.token, [outboxAction(sub, 'submitHours', dayEntry(job))]);
    const correction = { id: job, day: '2030-02-26', start: '09:00', end: '14:00', breakMinutes: 0, reason: 'Kom 9' };
    expect((await post('/api/principals/hours/correct', ctx.w.principalB.token, correction)).status).toBe(404);
    expect((await post('/api/principals/hours/correct', ctx.w.principalA.token, { ...correction, reason: '' })).status).toBe(400);
    expect(await deliveriesTo(ctx, sub.id, 'hours_reviewed')).toEqual([]);
    expect((await post('/api/principals/hours/correct', ctx.w.principalA.token, correction)).status).toBe(200);
    expect(await deliveriesTo(ctx, sub.id, 'hours_reviewed')).toEqual([
      {
        channel: 'email',
        title: 'Skolan har rättat dina timmar',
        body: expect.stringContaining('Test principal vid Solbackaskolan rättade dina timmar 26.02.2030 till 09:00–14:00, rast 0 min (5,00 h). Orsak: Kom 9') as string,
      },
    ]);
  });
});
