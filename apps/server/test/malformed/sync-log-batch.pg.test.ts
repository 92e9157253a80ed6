import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncLog } from '../../src/db/schema/index.ts';
import { flushSyncLog, writeSyncLog } from '../../src/sync/sync-log.ts';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 21 item 10: a pull with an odd deviceId succeeded, then its sync-log entry failed the batched INSERT and took
 * every other user's entry of the same batch with it. The deviceId is now checked where it enters (a 400), and a
 * batch that fails is written row by row, so one bad entry loses only itself.
 */
let t: TestApp;
let alice: TestAccount;
let mallory: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createAccount(t.deps, { profile: { regions: ['091'] } });
  mallory = await createAccount(t.deps, { profile: { regions: ['091'] } });
});
afterAll(async () => {
  await t.close();
});

const entriesOf = async (accountId: string) => {
  await flushSyncLog(t.deps);
  return t.deps.database.db.select().from(syncLog).where(eq(syncLog.accountId, accountId));
};
const pull = (token: string, deviceId: string) => t.request('POST', '/api/sync/profile/pull', { token, body: { checkpoint: null, deviceId } });

describe('the sync log batch', () => {
  it('refuses an odd deviceId on the pull, and keeps the other users’ entries of the batch', async () => {
    const statuses = [(await pull(alice.token, 'tablet-1')).status];
    for (const odd of ['a\u0000b', 'a\ud800', 'phone 1', 'x'.repeat(101)]) statuses.push((await pull(mallory.token, odd)).status);
    statuses.push((await pull(alice.token, 'tablet-1')).status);
    // (before: Mallory's entry failed the batch, and Alice's two went with it)
    expect(await entriesOf(alice.id)).toHaveLength(2);
    expect(statuses).toEqual([200, 400, 400, 400, 400, 200]);
  });

  it('writes the good entries of a batch one bad entry fails', async () => {
    await writeSyncLog(t.deps, [
      { accountId: alice.id, deviceId: 'd1', kind: 'pull', collection: 'jobs', outcome: 'ok' },
      // a school id that is no uuid fails the cast of the whole batch
      { accountId: mallory.id, schoolId: 'not-a-uuid', deviceId: 'd2', kind: 'pull', collection: 'jobs', outcome: 'ok' },
      { accountId: alice.id, deviceId: 'd3\u0000', kind: 'pull', collection: 'jobs', outcome: 'ok' },
    ]);
    const devices = (await entriesOf(alice.id)).map((e) => e.deviceId);
    expect(devices).toEqual(expect.arrayContaining(['d1', 'd3\ufffd']));
    expect(await entriesOf(mallory.id)).toHaveLength(0);
  });
});
