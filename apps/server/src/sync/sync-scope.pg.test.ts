import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLICATED_COLLECTIONS, type PullResponse } from '@vikariat/sync';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { pullAs } from '../../test/helpers/sync-pull.ts';
import { accounts, principalSchools, schoolBlocks } from '../db/schema/index.ts';
import { callerReader, loadReader, scopeOf } from './reader.ts';
import { signedInCaller } from '../../test/helpers/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pull = (token: string, collection: string, checkpoint: PullResponse['checkpoint'] | null = null, limit = 500) => pullAs(t, token, collection, checkpoint, limit);

describe('the jobs scope: a changed view starts over (sync/CONTEXT.md invariant 7)', () => {
  it('skips the reader query only where the view ignores regions and blocks: same scope as the full reader', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    await t.deps.database.db.insert(schoolBlocks).values({ accountId: sub.id, schoolId });
    const user = await signedInCaller(t.deps, sub.id);
    const full = await loadReader(t.deps.database.db, user);
    for (const collection of REPLICATED_COLLECTIONS) {
      const same = scopeOf(callerReader(user), collection) === scopeOf(full, collection);
      expect([collection, same]).toEqual([collection, collection !== 'jobs']);
    }
  });

  it('asks for a resync from zero after a block undone: block + unblock is still a new view (fault seed 148)', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const before = await pull(sub.token, 'jobs');
    expect(before.status).toBe(200);
    await t.deps.database.db.insert(schoolBlocks).values({ accountId: sub.id, schoolId });
    await t.deps.database.db.delete(schoolBlocks).where(eq(schoolBlocks.accountId, sub.id));
    // the same sets as before: a checkpoint from before the block must not be resumed (its device may hold the
    // block's tombstones), the device starts over and gets the school's jobs back
    const stale = await pull(sub.token, 'jobs', before.body.checkpoint);
    expect([stale.status, stale.body.code]).toEqual([409, 'resetRequired']);
    const fresh = await pull(sub.token, 'jobs');
    expect((await pull(sub.token, 'jobs', fresh.body.checkpoint)).status).toBe(200);
  });

  // every fact that decides the jobs view, changed and changed back: the same facts, yet a device may hold the first
  // change's tombstones under its old checkpoint (migration 0040's view epoch)
  const changedBack: [string, (subId: string, schoolId: string) => Promise<unknown>][] = [
    [
      'regions',
      async (id) => {
        await t.deps.database.db
          .update(accounts)
          .set({ profile: { regions: ['049'] } })
          .where(eq(accounts.id, id));
        await t.deps.database.db
          .update(accounts)
          .set({ profile: { regions: ['091'] } })
          .where(eq(accounts.id, id));
      },
    ],
    [
      'a school’s block of the person',
      async (id, schoolId) => {
        await t.deps.database.db.execute(sql`INSERT INTO school_blocked (account_id, school_id) VALUES (${id}, ${schoolId})`);
        await t.deps.database.db.execute(sql`DELETE FROM school_blocked WHERE account_id = ${id}`);
      },
    ],
    [
      'a principal’s extra school',
      async (id, schoolId) => {
        await t.deps.database.db.insert(principalSchools).values({ accountId: id, schoolId });
        await t.deps.database.db.delete(principalSchools).where(eq(principalSchools.accountId, id));
      },
    ],
    [
      'the role',
      async (id) => {
        await t.deps.database.db.update(accounts).set({ typeOfUser: 'teacher' }).where(eq(accounts.id, id));
        await t.deps.database.db.update(accounts).set({ typeOfUser: 'user' }).where(eq(accounts.id, id));
      },
    ],
  ];
  it.each(changedBack)('asks for a resync from zero after %s changed and changed back', async (_, change) => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const before = await pull(sub.token, 'jobs');
    expect(before.status).toBe(200);
    await change(sub.id, schoolId);
    const stale = await pull(sub.token, 'jobs', before.body.checkpoint);
    expect([stale.status, stale.body.code]).toEqual([409, 'resetRequired']);
  });

  it('keeps the checkpoint through changes that do not decide the view', async () => {
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const before = await pull(sub.token, 'jobs');
    await t.deps.database.db
      .update(accounts)
      .set({ firstName: 'Vera', profile: { regions: [{ code: '091' }], phoneVisible: true } })
      .where(eq(accounts.id, sub.id));
    expect((await pull(sub.token, 'jobs', before.body.checkpoint)).status).toBe(200);
  });

  it('asks for a resync from zero when the reader’s regions change', async () => {
    const sub = await createAccount(t.deps, { profile: { regions: ['091'] } });
    const first = await pull(sub.token, 'jobs');
    await t.deps.database.db
      .update(accounts)
      .set({ profile: { regions: ['049'] } })
      .where(eq(accounts.id, sub.id));
    const next = await pull(sub.token, 'jobs', first.body.checkpoint);
    expect(next.status).toBe(409);
    expect(next.body.code).toBe('resetRequired');
    // the profile collection's view did not change: no reset there
    const profile = await pull(sub.token, 'profile');
    expect(profile.body.documents[0]).toMatchObject({ id: sub.id, profile: { regions: ['049'] } });
    expect(profile.body.documents[0]).not.toHaveProperty('passwordHash');
  });
});
