import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSchool, type TestAccount } from '../../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../../test/helpers/jobs-test-app.ts';
import { outboxAction, push } from '../../../test/hours/hours-world.ts';
import { createJob, createSubstitute, JOBS_NOW } from '../../../test/jobs/fixtures.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { sendDueWaves, startWaves } from './offer-waves.ts';

/**
 * Offer waves on Postgres with the test clock (issue 23, decision 034): each wave at the school's delay, stopped by a
 * choice, a deletion or the start; a whole declined wave advances at once; nobody ineligible is offered or notified; a
 * person is offered a job once, however many runs race. Each scene has its own municipality, so scenes do not meet.
 */
const ctx = useJobsTestApp();
const MIN = 60_000;
const db = () => ctx.t.deps.database.db;
const run = (sqlText: ReturnType<typeof sql>) => db().execute(sqlText);
const JOB_DAY = '2030-03-05';

interface Scene {
  school: string;
  code: string;
  preferred: TestAccount;
  worked: TestAccount;
  freeOnly: TestAccount;
  unknown: TestAccount;
  ineligible: Record<string, TestAccount>;
}

const free = (who: TestAccount, value: boolean, date = JOB_DAY) =>
  run(sql`INSERT INTO availability_days (account_id, date, morning, afternoon) VALUES (${who.id}, ${date}, ${value}, ${value})`);

/** A school in its own municipality with one substitute of each kind. */
async function scene(code: string, delays: { sos: number; other: number } = { sos: 5, other: 60 }): Promise<Scene> {
  const deps = ctx.t.deps;
  const school = await createSchool(deps, { name: `Skola ${code}`, municipality: code });
  await run(sql`UPDATE schools SET wave_sos_minutes = ${delays.sos}, wave_other_minutes = ${delays.other} WHERE id = ${school}`);
  const sub = (profile: Record<string, unknown> = {}) => createSubstitute(deps, [code], profile);
  const preferred = await sub();
  await run(sql`INSERT INTO school_preferred (school_id, account_id, position) VALUES (${school}, ${preferred.id}, 1)`);
  const worked = await sub();
  await createJob(deps, { schoolId: school, region: [code], startDate: '2030-02-01', chosenId: worked.id });
  const freeOnly = await sub();
  const unknown = await sub();
  for (const who of [preferred, worked, freeOnly]) await free(who, true);
  const blockedBySchool = await sub();
  await run(sql`INSERT INTO school_blocked (school_id, account_id) VALUES (${school}, ${blockedBySchool.id})`);
  const blocksSchool = await sub();
  await run(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${blocksSchool.id}, ${school})`);
  const noRecord = await sub({ policeRecord: { isActive: true, expirationDate: '2030-03-04' } });
  const notFree = await sub();
  await free(notFree, false);
  const booked = await sub();
  await createJob(deps, { schoolId: school, region: [code], startDate: JOB_DAY, startTime: '16:00', endTime: '18:00', chosenId: booked.id });
  // preferred, but marked the morning not free: never offered (the job covers the morning)
  const preferredNotFree = await sub();
  await run(sql`INSERT INTO school_preferred (school_id, account_id, position) VALUES (${school}, ${preferredNotFree.id}, 2)`);
  await run(sql`INSERT INTO availability_days (account_id, date, morning, afternoon) VALUES (${preferredNotFree.id}, ${JOB_DAY}, false, true)`);
  const elsewhere = await createSubstitute(deps, ['049']);
  return { school, code, preferred, worked, freeOnly, unknown, ineligible: { blockedBySchool, blocksSchool, noRecord, notFree, booked, preferredNotFree, elsewhere } };
}

/** A job of the scene's school posted now: its waves start in the posting transaction, as posting does. */
async function post(s: Scene, sos = false): Promise<string> {
  const id = await createJob(ctx.t.deps, { schoolId: s.school, region: [s.code], startDate: JOB_DAY });
  if (sos) await run(sql`UPDATE jobs SET sos = true WHERE id = ${id}`);
  await inTransaction(db(), (tx) => startWaves(ctx.t.deps, tx, id, ctx.t.deps.now()));
  return id;
}

const offers = (jobId: string) =>
  queryRows<{ account_id: string; wave: number; reason: string }>(
    db(),
    sql`SELECT account_id, wave, reason FROM offers WHERE job_id = ${jobId} ORDER BY wave, offered_at`,
  );
const offeredIds = async (jobId: string) => new Set((await offers(jobId)).map((o) => o.account_id));
const deliveredTo = async (who: TestAccount) =>
  (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM notification_deliveries WHERE account_id = ${who.id} AND event IN ('new_job', 'sos_job')`))[0]
    ?.n ?? 0;
const at = (minutes: number) => ctx.t.clock.set(new Date(JOBS_NOW.getTime() + minutes * MIN));

describe('offer waves', () => {
  it('go out at the school’s delays: preferred and free, then worked here before, then everyone eligible; never the ineligible', async () => {
    at(0);
    const s = await scene('092');
    const job = await post(s);
    expect(await offers(job)).toEqual([{ account_id: s.preferred.id, wave: 1, reason: 'preferred' }]);
    at(59);
    expect(await sendDueWaves(ctx.t.deps, job)).toBe(0);
    at(60);
    expect(await sendDueWaves(ctx.t.deps, job)).toBe(1);
    expect((await offers(job))[1]).toEqual({ account_id: s.worked.id, wave: 2, reason: 'workedBefore' });
    at(119);
    expect(await sendDueWaves(ctx.t.deps, job)).toBe(0);
    at(120);
    await sendDueWaves(ctx.t.deps, job);
    const all = await offers(job);
    expect(all.slice(2).sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { account_id: s.freeOnly.id, wave: 3, reason: 'freeDay' },
      { account_id: s.unknown.id, wave: 3, reason: 'region' },
    ]);
    for (const who of [s.preferred, s.worked, s.freeOnly, s.unknown]) expect(await deliveredTo(who)).toBeGreaterThan(0);
    for (const [why, who] of Object.entries(s.ineligible))
      expect({ why, offered: (await offeredIds(job)).has(who.id), sent: await deliveredTo(who) }).toEqual({ why, offered: false, sent: 0 });
    expect((await queryRows<{ done: boolean }>(db(), sql`SELECT done FROM offer_waves WHERE job_id = ${job}`))[0]?.done).toBe(true);
  });

  it('an empty wave waits for nobody: at posting, the first wave with anyone new goes out, in one statement', async () => {
    at(0);
    // nobody preferred: wave 2 (who worked here) goes out at once, and wave 3 still waits for its delay
    const s = await scene('093');
    await run(sql`DELETE FROM school_preferred WHERE school_id = ${s.school}`);
    const job = await post(s);
    expect(await offers(job)).toEqual([{ account_id: s.worked.id, wave: 2, reason: 'workedBefore' }]);
    const sent = async (id: string) => (await queryRows<{ wave_sent: number }>(db(), sql`SELECT wave_sent FROM offer_waves WHERE job_id = ${id}`))[0]?.wave_sent;
    expect(await sent(job)).toBe(2);
    // nobody preferred and nobody who worked here: everyone eligible at posting
    const t = await scene('094');
    await run(sql`DELETE FROM school_preferred WHERE school_id = ${t.school}`);
    await run(sql`UPDATE jobs SET chosen_id = NULL WHERE chosen_id = ${t.worked.id}`);
    const everyone = await post(t);
    expect((await offers(everyone)).map((o) => o.wave)).toEqual([3, 3, 3, 3]);
    expect(await offeredIds(everyone)).toEqual(new Set([t.preferred.id, t.worked.id, t.freeOnly.id, t.unknown.id]));
    expect(await sent(everyone)).toBe(3);
  });

  it('an SOS job uses the school’s SOS delay; delay 0 offers everyone eligible at once, as a broadcast', async () => {
    at(0);
    const s = await scene('106', { sos: 5, other: 0 });
    const sos = await post(s, true);
    expect([...(await offeredIds(sos))]).toEqual([s.preferred.id]);
    at(5);
    await sendDueWaves(ctx.t.deps, sos);
    expect((await offeredIds(sos)).has(s.worked.id)).toBe(true);
    const normal = await post(s);
    expect(await offeredIds(normal)).toEqual(new Set([s.preferred.id, s.worked.id, s.freeOnly.id, s.unknown.id]));
  });

  it('stop when someone is chosen, the job is deleted, or it starts', async () => {
    at(0);
    const s = await scene('179');
    const chosen = await post(s);
    const deleted = await post(s);
    const started = await post(s);
    await run(sql`UPDATE jobs SET chosen_id = ${s.preferred.id} WHERE id = ${chosen}`);
    await run(sql`UPDATE jobs SET deleted_at = ${JOBS_NOW.toISOString()} WHERE id = ${deleted}`);
    at(60);
    await sendDueWaves(ctx.t.deps, chosen);
    await sendDueWaves(ctx.t.deps, deleted);
    for (const job of [chosen, deleted]) expect([...(await offeredIds(job))]).toEqual([s.preferred.id]);
    // the job starts 5 March 08:00 in Helsinki: at 06:00Z the next day its waves are over
    ctx.t.clock.set(new Date('2030-03-05T06:00:00Z'));
    await sendDueWaves(ctx.t.deps, started);
    expect([...(await offeredIds(started))]).toEqual([s.preferred.id]);
    const open = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM offer_waves WHERE job_id IN (${chosen}, ${deleted}, ${started}) AND NOT done`);
    expect(open[0]?.n).toBe(0);
  });

  it('a declined wave advances at once; the declined job leaves the person’s feed; a decline is applied once', async () => {
    at(0);
    const s = await scene('398');
    const job = await post(s);
    at(10);
    const action = outboxAction(s.preferred, 'declineOffer', { jobId: job });
    const verdicts = await push(ctx, s.preferred.token, [action]);
    expect(verdicts[0]).toMatchObject({ status: 'applied' });
    expect((await offeredIds(job)).has(s.worked.id)).toBe(true);
    const declinedRow = async () =>
      (
        await queryRows<{ declined_at: string; decline_reason: string | null; hidden: boolean }>(
          db(),
          sql`SELECT o.declined_at, o.decline_reason, u.hidden FROM offers o JOIN job_user_state u ON u.job_id = o.job_id AND u.account_id = o.account_id
          WHERE o.job_id = ${job} AND o.account_id = ${s.preferred.id}`,
        )
      )[0];
    expect(await declinedRow()).toMatchObject({ decline_reason: null, hidden: true });
    expect(new Date((await declinedRow())?.declined_at ?? 0).getTime()).toBe(JOBS_NOW.getTime() + 10 * MIN);
    // the same action again (a retried push): nothing more happens
    await push(ctx, s.preferred.token, [action]);
    expect((await offers(job)).length).toBe(2);
    // the reason, given a minute later: added to the decline, whose time stays; no wave moves for it
    at(11);
    expect((await push(ctx, s.preferred.token, [outboxAction(s.preferred, 'declineOffer', { jobId: job, reason: 'notFree' })]))[0]).toMatchObject({ status: 'applied' });
    expect(await declinedRow()).toMatchObject({ decline_reason: 'notFree' });
    expect(new Date((await declinedRow())?.declined_at ?? 0).getTime()).toBe(JOBS_NOW.getTime() + 10 * MIN);
    expect((await offers(job)).length).toBe(2);
    // a reason outside the list is refused as invalid, and changes nothing
    const free = await push(ctx, s.preferred.token, [outboxAction(s.preferred, 'declineOffer', { jobId: job, reason: 'Skolan är dålig' })]);
    expect(free[0]).toMatchObject({ status: 'rejected' });
    expect(await declinedRow()).toMatchObject({ decline_reason: 'notFree' });
    // wave 2 declined too → wave 3 at once
    await push(ctx, s.worked.token, [outboxAction(s.worked, 'declineOffer', { jobId: job })]);
    expect(await offeredIds(job)).toEqual(new Set([s.preferred.id, s.worked.id, s.freeOnly.id, s.unknown.id]));
  });

  it('offers a person a job once: later waves and two runs at once send each wave once', async () => {
    at(0);
    const s = await scene('837', { sos: 5, other: 30 });
    const jobs = [await post(s), await post(s), await post(s)];
    at(30);
    // every open job of the file runs (other scenes' too): these jobs' wave 2 goes out once, whichever run sent it
    await Promise.all([sendDueWaves(ctx.t.deps), sendDueWaves(ctx.t.deps), sendDueWaves(ctx.t.deps)]);
    for (const job of jobs) expect(await offeredIds(job)).toEqual(new Set([s.preferred.id, s.worked.id]));
    at(60);
    await Promise.all([sendDueWaves(ctx.t.deps), sendDueWaves(ctx.t.deps)]);
    await sendDueWaves(ctx.t.deps);
    for (const job of jobs) {
      const rows = await offers(job);
      expect(rows.length).toBe(new Set(rows.map((r) => r.account_id)).size);
      expect(rows.length).toBe(4);
    }
    // one notification per job per channel: the worked-before person has no device and e-mail on → one mail per job
    expect(await deliveredTo(s.worked)).toBe(3);
  });
});
