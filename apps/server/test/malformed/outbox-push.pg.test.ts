import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxDoc } from '@vikariat/sync';
import { jobUserState, syncOutboxLedger } from '../../src/db/schema/index.ts';
import { insertJob } from '../helpers/jobs.ts';
import { createAccount, createSchool, type TestAccount } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 21 item 9: pushes that answered 500 — one action id twice, a NUL in a payload's unknown key, a payload 20,000
 * levels deep, a NUL in the deviceId, a creation time in year 0. A bad row gets its own verdict and the rest of the
 * push is applied exactly once; only a bad envelope (the deviceId) refuses the push, with a 400.
 */
let t: TestApp;
let sub: TestAccount;
let schoolId: string;
beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t.deps);
  sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
});
afterAll(async () => {
  await t.close();
});

const DEPTH = 20_000;
const action = (type: string, payload: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  ownerId: sub.id,
  type,
  payload,
  createdAt: new Date().toISOString(),
  status: 'pending',
  ...extra,
});

/** A push as raw JSON text: a 20,000-level value cannot go through JSON.stringify. */
async function pushText(text: string): Promise<{ status: number; conflicts: OutboxDoc[] }> {
  const res = await t.app.request('/api/sync/outbox/push', {
    method: 'POST',
    headers: { authorization: `Bearer ${sub.token}`, 'content-type': 'application/json' },
    body: text,
  });
  const body = (await res.json()) as { conflicts?: OutboxDoc[] };
  return { status: res.status, conflicts: body.conflicts ?? [] };
}
const push = (rows: unknown[], deviceId = 'phone-1') => pushText(JSON.stringify({ deviceId, rows: rows.map((newDocumentState) => ({ newDocumentState })) }));

const ledgerOf = (id: string) => t.deps.database.db.select().from(syncOutboxLedger).where(eq(syncOutboxLedger.id, id));
async function hidden(jobId: string): Promise<boolean | undefined> {
  const [row] = await t.deps.database.db
    .select()
    .from(jobUserState)
    .where(and(eq(jobUserState.jobId, jobId), eq(jobUserState.accountId, sub.id)));
  return row?.hidden;
}
const statusOf = (conflicts: OutboxDoc[], id: string) => conflicts.filter((c) => c.id === id).map((c) => [c.status, c.code]);

describe('a push with bad rows', () => {
  it('applies an action sent twice in one push once, beside the others', async () => {
    const [jobA, jobB] = [await insertJob(t.deps, { schoolId }), await insertJob(t.deps, { schoolId })];
    const twice = action('hide', { jobId: jobA });
    const other = action('hide', { jobId: jobB });
    const first = await push([twice, other, twice]);
    expect(first.status).toBe(200);
    expect(statusOf(first.conflicts, twice.id)).toEqual([['applied', null]]);
    expect(statusOf(first.conflicts, other.id)).toEqual([['applied', null]]);
    expect(await ledgerOf(twice.id)).toHaveLength(1);
    expect([await hidden(jobA), await hidden(jobB)]).toEqual([true, true]);
    // sent again: the stored verdicts, nothing applied twice
    const again = await push([twice, twice, other]);
    expect(again.conflicts.map((c) => c.status)).toEqual(['applied', 'applied']);
    expect(await ledgerOf(twice.id)).toHaveLength(1);
  });

  it('rejects a payload with a NUL in an unknown key and applies the rest', async () => {
    const jobId = await insertJob(t.deps, { schoolId });
    const poisoned = action('hide', { jobId, note: 'a\u0000b' });
    const surrogate = action('hide', { jobId, ['x\ud800']: 1 });
    const good = action('hide', { jobId });
    const res = await push([poisoned, surrogate, good]);
    expect(res.status).toBe(200);
    expect(statusOf(res.conflicts, poisoned.id)).toEqual([['rejected', 'invalid']]);
    expect(statusOf(res.conflicts, surrogate.id)).toEqual([['rejected', 'invalid']]);
    expect(statusOf(res.conflicts, good.id)).toEqual([['applied', null]]);
    expect(await ledgerOf(poisoned.id)).toHaveLength(0);
    expect(await hidden(jobId)).toBe(true);
  });

  it('rejects a payload 20,000 levels deep, echoing it without the depth, and applies the rest', async () => {
    const jobId = await insertJob(t.deps, { schoolId });
    const deep = action('hide', { jobId: 'x' });
    const good = action('hide', { jobId });
    const deepText = JSON.stringify(deep).replace('{"jobId":"x"}', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);
    const deepState = JSON.stringify(action('hide', { jobId })).replace('"status"', `"extra":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)},"status"`);
    const res = await pushText(
      `{"deviceId":"phone-1","rows":[{"newDocumentState":${deepText}},{"newDocumentState":${deepState}},{"newDocumentState":${JSON.stringify(good)}}]}`,
    );
    expect(res.status).toBe(200);
    expect(statusOf(res.conflicts, deep.id)).toEqual([['rejected', 'invalid']]);
    expect(res.conflicts.find((c) => c.id === deep.id)?.payload).toEqual({});
    expect(statusOf(res.conflicts, good.id)).toEqual([['applied', null]]);
    // an unknown deep key beside a valid action is dropped with the envelope's other unknown keys
    expect(res.conflicts).toHaveLength(3);
    expect(res.conflicts.filter((c) => c.status === 'applied')).toHaveLength(2);
    expect(await ledgerOf(deep.id)).toHaveLength(0);
  });

  it('rejects a creation time Postgres cannot store and applies the rest', async () => {
    const jobId = await insertJob(t.deps, { schoolId });
    const yearZero = action('hide', { jobId }, { createdAt: '0000-01-01T00:00:00Z' });
    const past = action('hide', { jobId }, { createdAt: '0001-01-01T00:00:00+14:00' });
    const good = action('view', { jobId });
    const res = await push([yearZero, past, good]);
    expect(res.status).toBe(200);
    expect(statusOf(res.conflicts, yearZero.id)).toEqual([['rejected', 'invalid']]);
    expect(statusOf(res.conflicts, past.id)).toEqual([['rejected', 'invalid']]);
    expect(statusOf(res.conflicts, good.id)).toEqual([['applied', null]]);
  });

  it('refuses a deviceId with a NUL with a 400 and applies nothing', async () => {
    const jobId = await insertJob(t.deps, { schoolId });
    const good = action('hide', { jobId });
    for (const deviceId of ['phone\u00001', 'phone\ud800', 'x'.repeat(101), '', 'phone 1']) {
      expect((await push([good], deviceId)).status).toBe(400);
    }
    expect(await ledgerOf(good.id)).toHaveLength(0);
    expect((await push([good])).conflicts.map((c) => c.status)).toEqual(['applied']);
  });
});
