// The sync engine's awaitInSync (sync/src/client/engine.ts) against the real app: when it resolves, every collection
// has pulled what the server holds for the reader and pushed what was queued — with no polling after it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueAction } from '@vikariat/sync/client/index';
import { queryRows } from '../../src/db/query.ts';
import { insertJob } from '../helpers/jobs.ts';
import { createAccount, createSchool } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openDevice, type TestDevice } from './sync-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the engine is in sync', () => {
  it('only once every job is stored, and again only once a queued action is on the server', async () => {
    const municipality = '091';
    const schoolId = await createSchool(t.deps, { municipality });
    const jobIds: string[] = [];
    // more jobs than a catch-up page of 4: the first sync is bulk-loaded over several pages
    for (let i = 0; i < 11; i++) jobIds.push(await insertJob(t.deps, { schoolId, region: [municipality] }));
    const sub = await createAccount(t.deps, { profile: { regions: [municipality] } });
    let device: TestDevice | undefined;
    try {
      device = await openDevice({
        name: 'insync',
        ownerId: sub.id,
        fetch: async (input, init) => t.app.request(input, init),
        getToken: () => sub.token,
        apiBase: 'http://app/api',
        collections: ['jobs', 'profile', 'notices', 'outbox'],
        pages: { batchSize: 2, catchUpBatchSize: 4 },
      });
      await device.engine.awaitInSync();
      expect((await device.db.jobs.find().exec()).map((d) => d.id).sort()).toEqual([...jobIds].sort());
      expect(await device.db.profile.count().exec()).toBe(1);

      const action = await enqueueAction(device.db, { ownerId: sub.id, deviceId: device.deviceId }, 'apply', { jobId: jobIds[0] as string, alreadywarned: false });
      await device.engine.awaitInSync();
      const ledger = await queryRows<{ status: string }>(t.deps.database.db, sql`SELECT status FROM sync_outbox_ledger WHERE id = ${action.id}`);
      expect(ledger.map((row) => row.status)).toEqual(['applied']);
    } finally {
      await device?.close();
    }
  });
});
