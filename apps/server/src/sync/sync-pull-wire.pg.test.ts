// How a pull page is written: the documents as the JSON text Postgres wrote, and gzip for clients that take it.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlePull, pullResponseJson, REPLICATED_COLLECTIONS, type PullResponse, type SyncDoc } from '@vikariat/sync';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { applications, jobs } from '../db/schema/index.ts';
import { loadReader } from './reader.ts';
import { pullSourceFor } from './sync-service.ts';
import { insertJob, signedInCaller } from '../../test/helpers/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a pull page on the wire', () => {
  it('sends the same documents, each with _deleted false, whether passed on as Postgres wrote them or parsed', async () => {
    const schoolId = await createSchool(t.deps, { municipality: '684' });
    const sub = await createAccount(t.deps, { profile: { regions: ['684'] } });
    const other = await createAccount(t.deps, { profile: { regions: ['684'] } });
    const applied = await insertJob(t.deps, { schoolId, region: ['684'] });
    await insertJob(t.deps, { schoolId, region: ['684'], additionalInfo: 'Åk 3, "citat" och \\ snedstreck' });
    const gone = await insertJob(t.deps, { schoolId, region: ['684'] });
    await t.deps.database.db.insert(applications).values({ id: crypto.randomUUID(), jobId: applied, applicantId: sub.id });
    const reader = await loadReader(t.deps.database.db, await signedInCaller(t.deps, sub.id));
    const sorted = (docs: SyncDoc[]) => [...docs].sort((a, b) => a.id.localeCompare(b.id));
    for (const collection of REPLICATED_COLLECTIONS) {
      const source = pullSourceFor(t.deps.database.db, reader, collection);
      const head = await handlePull(source, { checkpoint: null, limit: 500, deviceId: 'device-1' });
      if (head.kind !== 'ok') throw new Error('refused');
      if (collection === 'jobs') await t.deps.database.db.update(jobs).set({ chosenId: other.id }).where(eq(jobs.id, gone));
      // from zero (documents only) and after the first page's checkpoint minus one (documents and a tombstone)
      for (const checkpoint of [null, { ...head.response.checkpoint, seq: 0 }]) {
        const request = { checkpoint, limit: 500, deviceId: 'device-1' };
        const parsed = await handlePull(source, request);
        const text = await handlePull(source, request, { documentsAsText: true });
        if (parsed.kind !== 'ok' || text.kind !== 'ok') throw new Error('refused');
        const sent = JSON.parse(pullResponseJson(text)) as PullResponse;
        expect([collection, sorted(sent.documents)]).toEqual([collection, sorted(parsed.response.documents)]);
        expect(sent.checkpoint).toEqual(parsed.response.checkpoint);
        for (const d of sent.documents) expect(typeof d._deleted).toBe('boolean');
        if (collection === 'jobs' && checkpoint !== null) expect(sent.documents).toContainEqual({ id: gone, _deleted: true });
        // (this reader has no notices and no outbox verdicts)
        if (collection === 'jobs' || collection === 'applications' || collection === 'profile') expect(text.documentsText?.count).toBeGreaterThan(0);
      }
    }
  });

  it('sends a page gzipped to a client that accepts it, the same documents as plain JSON to one that does not', async () => {
    const schoolId = await createSchool(t.deps);
    const sub = await createAccount(t.deps, { profile: { regions: ['680'] } });
    for (let i = 0; i < 50; i++) await insertJob(t.deps, { schoolId, region: ['680'], additionalInfo: `Klass ${i}` });
    const body = { checkpoint: null, limit: 500, deviceId: 'device-1' };
    const plain = await t.request('POST', '/api/sync/jobs/pull', { token: sub.token, body });
    const zipped = await t.request('POST', '/api/sync/jobs/pull', { token: sub.token, body, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const plainText = await plain.text();
    const packed = Buffer.from(await zipped.arrayBuffer());
    expect(packed.length * 5).toBeLessThan(Buffer.byteLength(plainText));
    const unpacked = JSON.parse(gunzipSync(packed).toString('utf8')) as PullResponse;
    const ids = (docs: SyncDoc[]) => docs.map((d) => d.id).sort();
    expect(ids(unpacked.documents)).toEqual(ids((JSON.parse(plainText) as PullResponse).documents));
    expect(unpacked.documents).toHaveLength(50);
    // a caught-up pull (the most frequent request) is too small to be worth a zlib stream
    const idle = await t.request('POST', '/api/sync/jobs/pull', {
      token: sub.token,
      body: { ...body, checkpoint: unpacked.checkpoint },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(idle.headers.get('content-encoding')).toBeNull();
    expect(((await idle.json()) as PullResponse).documents).toEqual([]);
  });
});
