import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { StreamEvent } from '@vikariat/sync';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';
import { jobs } from '../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { startServer, type RunningServer } from '../server.ts';
import { insertJob } from '../../test/helpers/jobs.ts';

const onPglite = inject('pgAdminUrl') === '';
let db: TestDatabase;
let nodeA: RunningServer;
let nodeB: RunningServer;

const envFor = (url: string) =>
  parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vikariat-node-')),
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'two-nodes-share-this-secret-0123456789',
  });

beforeAll(async () => {
  if (onPglite) return;
  db = await createTestDatabase();
  nodeA = await startServer({ env: envFor(db.url) });
  nodeB = await startServer({ env: envFor(db.url) });
});
afterAll(async () => {
  if (onPglite) return;
  await nodeA.close();
  await nodeB.close();
  await db.drop();
});

/** A websocket client that records what the server says. */
async function connect(base: string, token: string, viaQuery: boolean) {
  const url = `${base.replace('http', 'ws')}/api/realtime?deviceId=test-device${viaQuery ? `&token=${token}` : ''}`;
  const ws = new WebSocket(url);
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data: Buffer) => {
    events.push(JSON.parse(data.toString()) as StreamEvent);
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (!viaQuery) ws.send(JSON.stringify({ type: 'auth', token, deviceId: 'test-device' }));
  const waitFor = async (match: (e: StreamEvent) => boolean, ms = 1_000): Promise<StreamEvent> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.find(match);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  await waitFor((e) => e.type === 'ready', 3_000);
  return { ws, events, waitFor };
}

describe.skipIf(onPglite)('realtime across two server nodes', () => {
  it('a change committed through node A reaches a client of node B within 1 s', async () => {
    const schoolId = await createSchool(nodeA.deps, { municipality: '091' });
    const principal = await createAccount(nodeA.deps, { role: 'principal', schoolId });
    const sub = await createAccount(nodeA.deps, { profile: { regions: ['091'] } });
    const principalOnB = await connect(nodeB.url, principal.token, false);
    const subOnB = await connect(nodeB.url, sub.token, true);

    // a job posted through node A's database: the region's substitutes and the school hear of it
    const started = Date.now();
    const jobId = await insertJob(nodeA.deps, { schoolId, region: ['091'] });
    await subOnB.waitFor((e) => e.type === 'changed' && e.collections.includes('jobs'));
    await principalOnB.waitFor((e) => e.type === 'changed' && e.collections.includes('jobs'));
    expect(Date.now() - started).toBeLessThan(1_000);

    // an outbox action pushed to node A tells the school's principal on node B
    principalOnB.events.length = 0;
    const res = await fetch(`${nodeA.url}/api/sync/outbox/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sub.token}` },
      body: JSON.stringify({
        deviceId: 'p',
        rows: [{ newDocumentState: { id: uuidv7(), ownerId: sub.id, type: 'apply', payload: { jobId }, createdAt: new Date().toISOString(), status: 'pending' } }],
      }),
    });
    expect(res.status).toBe(200);
    await principalOnB.waitFor((e) => e.type === 'changed' && e.collections.includes('jobs'));

    // a named event published on node A
    await nodeA.deps.realtime.publish({ topics: [`school:${schoolId}`], collections: [], name: 'updateteachers' });
    await principalOnB.waitFor((e) => e.type === 'event' && e.name === 'updateteachers');
    principalOnB.ws.close();
    subOnB.ws.close();
  });

  it('does not tell readers outside the change’s topics, and refuses a bad token', async () => {
    const schoolId = await createSchool(nodeA.deps);
    const elsewhere = await createAccount(nodeA.deps, { profile: { regions: ['905'] } });
    const client = await connect(nodeB.url, elsewhere.token, true);
    const jobId = await insertJob(nodeA.deps, { schoolId, region: ['091'] });
    await nodeA.deps.database.db.update(jobs).set({ additionalInfo: 'x' }).where(eq(jobs.id, jobId));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.events.filter((e) => e.type === 'changed')).toEqual([]);
    client.ws.close();

    const bad = new WebSocket(`${nodeB.url.replace('http', 'ws')}/api/realtime?token=forged`);
    const code = await new Promise<number>((resolve) => bad.on('close', (c: number) => resolve(c)));
    expect(code).toBe(4401);
  });
});
