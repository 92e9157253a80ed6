import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxDoc, PullResponse } from '@vikariat/sync';
import { createAccount, createSchool, type TestAccount } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { applications, jobs, jobUserState, syncOutboxLedger } from '../db/schema/index.ts';
import { actionHandlers } from './action-handlers.ts';
import { insertJob } from '../../test/helpers/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function action(owner: TestAccount, type: string, payload: Record<string, unknown>) {
  return { id: uuidv7(), ownerId: owner.id, deviceId: 'phone-1', type, payload, createdAt: new Date().toISOString(), status: 'pending' };
}

async function push(token: string, rows: Array<Record<string, unknown>>, collection = 'outbox') {
  const res = await t.request('POST', `/api/sync/${collection}/push`, {
    token,
    body: { deviceId: 'phone-1', rows: rows.map((newDocumentState) => ({ newDocumentState })) },
  });
  return { status: res.status, body: (await res.json()) as { conflicts: OutboxDoc[]; code?: string } };
}

describe('POST /api/sync/outbox/push', () => {
  it('applies an action once: a replay answers the stored verdict and changes nothing', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const jobId = await insertJob(t.deps, { schoolId });
    const apply = action(sub, 'apply', { jobId });
    const first = await push(sub.token, [apply]);
    expect(first.status).toBe(200);
    expect(first.body.conflicts[0]).toMatchObject({ id: apply.id, status: 'applied', ownerId: sub.id });

    // withdraw, then replay the apply: it must not apply again
    const withdraw = action(sub, 'withdraw', { jobId });
    await push(sub.token, [withdraw]);
    const replay = await push(sub.token, [apply, withdraw]);
    expect(replay.body.conflicts.map((c) => c.status)).toEqual(['applied', 'applied']);
    const [row] = await t.deps.database.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(row).toMatchObject({ active: false });
    const ledger = await t.deps.database.db.select().from(syncOutboxLedger).where(eq(syncOutboxLedger.accountId, sub.id));
    expect(ledger).toHaveLength(2);

    // the verdicts come back through the outbox collection too
    const res = await t.request('POST', '/api/sync/outbox/pull', { token: sub.token, body: { checkpoint: null, deviceId: 'phone-1' } });
    const pulled = (await res.json()) as PullResponse;
    expect(pulled.documents.map((d) => d.id).sort()).toEqual([apply.id, withdraw.id].sort());
  });

  it('applies concurrent duplicates of one action exactly once', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const jobId = await insertJob(t.deps, { schoolId });
    const hide = action(sub, 'hide', { jobId });
    const answers = await Promise.all(Array.from({ length: 8 }, () => push(sub.token, [hide])));
    expect(answers.every((a) => a.status === 200 && a.body.conflicts[0]?.status === 'applied')).toBe(true);
    const ledger = await t.deps.database.db.select().from(syncOutboxLedger).where(eq(syncOutboxLedger.id, hide.id));
    expect(ledger).toHaveLength(1);
    const [state] = await t.deps.database.db
      .select()
      .from(jobUserState)
      .where(and(eq(jobUserState.jobId, jobId), eq(jobUserState.accountId, sub.id)));
    expect(state?.hidden).toBe(true);
  });

  it('rejects an action on a job filled by someone else in the user’s language and rolls back its effect', async () => {
    const schoolId = await createSchool(t.deps);
    const chosen = await createAccount(t.deps);
    const sub = await createAccount(t.deps, { siteLang: 1, profile: { regions: ['091'] } });
    const jobId = await insertJob(t.deps, { schoolId, chosenId: chosen.id });
    const apply = action(sub, 'apply', { jobId });
    const res = await push(sub.token, [apply]);
    // out of their view once filled: the one answer of a job not theirs to see (decision 043, amended)
    expect(res.body.conflicts[0]).toMatchObject({ status: 'rejected', code: 'not_found', message: 'Sijaisuutta ei löytynyt, tai se ei ole enää avoinna.' });
    expect(await t.deps.database.db.select().from(applications).where(eq(applications.jobId, jobId))).toHaveLength(0);
  });

  it('locks the substitute’s account once for the whole push, also past a rejected action’s rollback', async () => {
    // PGlite has a single connection: there is no second session to probe the lock with
    if (t.deps.database.kind !== 'postgres') return;
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const [first, second] = [await insertJob(t.deps, { schoolId }), await insertJob(t.deps, { schoolId })];
    const probe = async () => {
      try {
        await t.deps.database.db.execute(sql`SELECT 1 FROM accounts WHERE id = ${sub.id} FOR NO KEY UPDATE NOWAIT`);
        return 'free';
      } catch {
        return 'locked';
      }
    };
    const probes: string[] = [];
    const [inactivate, reactivate] = [actionHandlers.inactivate, actionHandlers.reactivate];
    actionHandlers.inactivate = () => Promise.resolve({ status: 'rejected', code: 'job_closed', message: 'nej' });
    actionHandlers.reactivate = async (ctx, payload) => {
      probes.push(await probe()); // before the handler's own work: the push holds the lock already
      return reactivate(ctx, payload);
    };
    try {
      const res = await push(sub.token, [action(sub, 'inactivate', { jobId: first }), action(sub, 'reactivate', { jobId: second })]);
      expect(res.body.conflicts.map((d) => d.status)).toEqual(['rejected', 'applied']);
    } finally {
      actionHandlers.inactivate = inactivate;
      actionHandlers.reactivate = reactivate;
    }
    expect(probes).toEqual(['locked']);
    expect(await probe()).toBe('free');
  });

  it('rolls back only the writes of a handler that rejects after writing; the actions around it keep theirs', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const [first, second, third] = [await insertJob(t.deps, { schoolId }), await insertJob(t.deps, { schoolId }), await insertJob(t.deps, { schoolId })];
    const original = actionHandlers.inactivate;
    // a handler that writes (the real hide rule) and then rejects
    actionHandlers.inactivate = async (ctx, payload) => {
      await actionHandlers.hide(ctx, payload);
      return { status: 'rejected', code: 'job_closed', message: 'nej' };
    };
    try {
      const res = await push(sub.token, [action(sub, 'hide', { jobId: first }), action(sub, 'inactivate', { jobId: second }), action(sub, 'hide', { jobId: third })]);
      expect(res.body.conflicts.map((d) => d.status)).toEqual(['applied', 'rejected', 'applied']);
    } finally {
      actionHandlers.inactivate = original;
    }
    const states = await t.deps.database.db.select().from(jobUserState).where(eq(jobUserState.accountId, sub.id));
    expect(
      states
        .filter((s) => s.hidden)
        .map((s) => s.jobId)
        .sort(),
    ).toEqual([first, third].sort());
    expect(await t.deps.database.db.select().from(syncOutboxLedger).where(eq(syncOutboxLedger.accountId, sub.id))).toHaveLength(3);
  });

  it('rejects a payload that fails its schema as invalid, recorded so it is never re-run', async () => {
    const sub = await createAccount(t.deps);
    const bad = action(sub, 'apply', { jobId: 'not-a-uuid' });
    const res = await push(sub.token, [bad]);
    expect(res.body.conflicts[0]).toMatchObject({ id: bad.id, status: 'rejected', code: 'invalid' });
  });

  it('applies a device’s actions in their order within one push', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const jobId = await insertJob(t.deps, { schoolId });
    const hide = action(sub, 'hide', { jobId });
    const restore = action(sub, 'restore', { jobId });
    await push(sub.token, [restore, hide]); // sent out of order: applied hide, then restore
    const [state] = await t.deps.database.db.select().from(jobUserState).where(eq(jobUserState.accountId, sub.id));
    expect(state?.hidden).toBe(false);
  });

  it('refuses another user’s action, a push without a token and a push to a pull-only collection', async () => {
    const sub = await createAccount(t.deps);
    const other = await createAccount(t.deps);
    const schoolId = await createSchool(t.deps);
    const jobId = await insertJob(t.deps, { schoolId });
    const foreign = await push(sub.token, [action(other, 'hide', { jobId })]);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('forbidden');
    expect(await t.deps.database.db.select().from(syncOutboxLedger).where(eq(syncOutboxLedger.accountId, other.id))).toHaveLength(0);
    const anonymous = await t.request('POST', '/api/sync/outbox/push', { body: { deviceId: 'x', rows: [] } });
    expect(anonymous.status).toBe(401);
    expect((await push(sub.token, [], 'jobs')).status).toBe(405);
    const bad = await t.request('POST', '/api/sync/outbox/push', { token: sub.token, body: { rows: 'nope' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string> }).fields).sort()).toEqual(['deviceId', 'rows']);
  });

  it('refuses a school role’s substitute action as forbidden without touching the job', async () => {
    const schoolId = await createSchool(t.deps);
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    const jobId = await insertJob(t.deps, { schoolId });
    const res = await push(teacher.token, [action(teacher, 'apply', { jobId })]);
    expect(res.body.conflicts[0]).toMatchObject({ status: 'rejected', code: 'forbidden' });
    const [job] = await t.deps.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job?.chosenId).toBeNull();
  });
});
