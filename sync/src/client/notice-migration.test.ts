import { createRxDatabase } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncDatabase, type SyncDatabase } from './database.ts';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { replicateCollection, type CollectionReplication } from './replication.ts';
import { noticeSchema, replicationIdentifier, type NoticeDoc } from './schemas.ts';
import { memoryServer } from '../../test/replication-harness.ts';
import type { SyncTransport } from './transport.ts';

const opened: Array<{ db: { close(): Promise<unknown> }; replication?: CollectionReplication }> = [];
afterEach(async () => {
  for (const { db, replication } of opened.splice(0)) {
    await replication?.state.cancel();
    await db.close();
  }
});

const replicate = (db: SyncDatabase, transport: SyncTransport, identifier: string) =>
  replicateCollection(db, 'notices', transport, { ownerId: 'u', identifier, waitForLeadership: false, batchSize: 500, retryMs: 5, maxRetryMs: 20 });

describe('the notices collection, version 1 (a notice in Swedish and Finnish, decision 039)', () => {
  it('keeps a held notice with its one text and pulls the view from zero under a new identifier, so it gets its Finnish one', async () => {
    const storage = fakeIndexedDbStorage();
    const { server, transport } = memoryServer();
    server.set('tip', true);
    // a device of version 0 that synced once under the identifier every version-0 device had
    const { additionalInfoFi: _fi, ...v0Properties } = noticeSchema.properties;
    const old = await createRxDatabase({ name: 'device', storage, multiInstance: false });
    await old.addCollections({ notices: { schema: { ...noticeSchema, version: 0, properties: v0Properties } } });
    const oldReplication = replicate(old as unknown as SyncDatabase, transport, 'vikariat-notices-u');
    await oldReplication.state.awaitInSync();
    await oldReplication.state.cancel();
    await old.collections['notices']?.upsert({
      id: 'tip',
      fromAdminType: 'Tips',
      startDate: '',
      endDate: '',
      additionalInfo: 'Hej',
      regarding: '',
      files: [],
      expire: '',
      createdAt: '',
    });
    await old.close();

    server.pulls.length = 0;
    const db = await createSyncDatabase({ name: 'device', storage, multiInstance: false, collections: ['notices'] });
    const held = (await db.notices.findOne('tip').exec())?.toJSON() as NoticeDoc;
    expect(held).toMatchObject({ id: 'tip', additionalInfo: 'Hej', additionalInfoFi: null });
    expect(replicationIdentifier('notices', 'u')).toBe('vikariat-notices-u-g1');
    const replication = replicate(db, transport, replicationIdentifier('notices', 'u'));
    opened.push({ db, replication });
    await replication.state.awaitInSync();
    expect(server.pulls[0]).toMatchObject({ from: null, viewIds: true });
  });
});
