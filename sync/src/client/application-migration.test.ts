import { createRxDatabase } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { createSyncDatabase, type SyncDatabase } from './database.ts';
import { applicationSchema, replicationIdentifier, type ApplicationDoc } from './schemas.ts';

const opened: SyncDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});

describe('the applications collection, version 1 (the school’s reason for cancelling a booking)', () => {
  it('keeps every held application with no reason and replicates under a new identifier, so the first pull brings each its own', async () => {
    const storage = fakeIndexedDbStorage();
    const { cancelReason: _r, ...v0Properties } = applicationSchema.properties;
    const old = await createRxDatabase({ name: 'device', storage, multiInstance: false });
    await old.addCollections({ applications: { schema: { ...applicationSchema, version: 0, properties: v0Properties } } });
    await old.collections['applications']?.insert({
      id: 'a1',
      jobId: 'j1',
      active: false,
      withdrawnAt: null,
      deactivatedReason: 'cancelled_by_school',
      createdAt: '2030-03-01T08:00:00Z',
      chosen: null,
    });
    await old.close();

    const db = await createSyncDatabase({ name: 'device', storage, multiInstance: false, collections: ['applications'] });
    opened.push(db);
    const held = (await db.applications.findOne('a1').exec())?.toJSON() as ApplicationDoc;
    expect(held).toMatchObject({ id: 'a1', deactivatedReason: 'cancelled_by_school', cancelReason: null });
    // a new generation is a new checkpoint: the first pull starts from zero and sends the reason
    expect(replicationIdentifier('applications', 'u')).toBe('vikariat-applications-u-g1');
  });
});
