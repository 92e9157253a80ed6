// A followed pull (protocol 5): a first sync's pages in one response, each the page an ordinary pull would answer.
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse, SyncDoc } from '@vikariat/sync';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { syncLog } from '../db/schema/index.ts';
import { revokeSession } from '../services/auth/sessions.ts';
import { followingPages } from './followed-pull.ts';
import { flushSyncLog } from './sync-log.ts';
import { pullForToken } from './sync-service.ts';
import { insertJob } from '../../test/helpers/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ids = (docs: SyncDoc[]) => docs.map((d) => d.id).sort();
const lines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as PullResponse);

/** A substitute in a region of its own with `jobs` open jobs there. */
async function substituteWithJobs(region: string, jobs: number) {
  const schoolId = await createSchool(t.deps, { municipality: region });
  const sub = await createAccount(t.deps, { profile: { regions: [region] } });
  for (let i = 0; i < jobs; i++) await insertJob(t.deps, { schoolId, region: [region], additionalInfo: `Klass ${i}` });
  return sub;
}

const followed = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/sync/jobs/pull', { token, body: { checkpoint: null, limit: 10, follow: true, ...body }, headers });

describe('a followed pull', () => {
  it('answers every page of the view as JSON lines, each the page an ordinary pull from the page before answers', async () => {
    const sub = await substituteWithJobs('681', 35);
    const response = await followed(sub.token, { deviceId: 'followed-1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    const pages = lines(await response.text());
    expect(pages.map((p) => [p.documents.length, p.remaining])).toEqual([
      [10, 25],
      [10, 15],
      [10, 5],
      [5, 0],
    ]);
    const all = pages.flatMap((p) => ids(p.documents));
    expect(new Set(all).size).toBe(35);
    for (let i = 1; i < pages.length; i++) {
      const ordinary = await t.request('POST', '/api/sync/jobs/pull', {
        token: sub.token,
        body: { checkpoint: pages[i - 1]?.checkpoint, limit: 10, deviceId: 'ordinary' },
      });
      const page = (await ordinary.json()) as PullResponse;
      expect(ids(page.documents)).toEqual(ids(pages[i]?.documents ?? []));
      expect(page.checkpoint).toEqual(pages[i]?.checkpoint);
    }
    // every page is in the sync log as the pull it stands for
    await flushSyncLog(t.deps);
    const logged = await t.deps.database.db
      .select()
      .from(syncLog)
      .where(and(eq(syncLog.accountId, sub.id), eq(syncLog.deviceId, 'followed-1')));
    expect(logged.map((row) => [row.kind, row.outcome, row.docsOut]).sort()).toEqual([
      ['pull', 'ok', 10],
      ['pull', 'ok', 10],
      ['pull', 'ok', 10],
      ['pull', 'ok', 5],
    ]);
  });

  it('is gzipped for a client that accepts it, with the same pages', async () => {
    const sub = await substituteWithJobs('682', 25);
    const plain = lines(await (await followed(sub.token, { deviceId: 'd' })).text());
    const zipped = await followed(sub.token, { deviceId: 'd' }, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const unpacked = lines(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'));
    expect(unpacked.map((p) => ids(p.documents))).toEqual(plain.map((p) => ids(p.documents)));
    expect(unpacked.map((p) => p.checkpoint)).toEqual(plain.map((p) => p.checkpoint));
  });

  it('is one line when the view fits one page (plain when small), and an empty page for an empty view', async () => {
    const sub = await substituteWithJobs('683', 3);
    expect(lines(await (await followed(sub.token, { deviceId: 'd' })).text()).map((p) => p.documents.length)).toEqual([3]);
    const nobody = await createAccount(t.deps, { profile: { regions: ['684'] } });
    const none = await followed(nobody.token, { deviceId: 'd' }, { 'accept-encoding': 'gzip' });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(lines(await none.text()).map((p) => [p.documents.length, p.remaining])).toEqual([[0, 0]]);
  });

  it('ends when the session ends between pages: the device pulls on and is told to sign in again', async () => {
    const sub = await substituteWithJobs('686', 25);
    const claims = await verifyAccessToken(sub.token, t.deps.jwtKey, t.deps.now());
    if (claims === null) throw new Error('no claims');
    const request = { checkpoint: null, limit: 10, deviceId: 'd', follow: true };
    const first = await pullForToken(t.deps, claims, 'jobs', request);
    if (first === null || first.outcome.kind !== 'ok') throw new Error('refused');
    const next = followingPages(t.deps, claims, 'jobs', request, first.outcome);
    if (next === null) throw new Error('one page only');
    expect(lines((await next()) ?? '')).toHaveLength(1); // the second page
    await revokeSession(t.deps.database.db, claims.sid, t.deps.now());
    expect(await next()).toBeNull();
    const after = await t.request('POST', '/api/sync/jobs/pull', { token: sub.token, body: { checkpoint: first.outcome.response.checkpoint, limit: 10, deviceId: 'd' } });
    expect(after.status).toBe(401);
  });

  it('refuses without a session and a bad body (field errors, nothing logged), as an ordinary pull does', async () => {
    const sub = await substituteWithJobs('687', 2);
    expect((await t.request('POST', '/api/sync/jobs/pull', { body: { checkpoint: null, deviceId: 'd', follow: true } })).status).toBe(401);
    const bad = await followed(sub.token, { deviceId: 'bad-follow', follow: 'yes', limit: 0 });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['follow', 'limit']);
    await flushSyncLog(t.deps);
    expect(await t.deps.database.db.select().from(syncLog).where(eq(syncLog.deviceId, 'bad-follow'))).toEqual([]);
  });
});
