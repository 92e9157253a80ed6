// The sync engine (RxDB on fake-indexeddb, the real transport and live stream) against the real server when the session
// ends on the server (issue 21, items 3 and 4): the app is told to sign out within one pull, or as soon as the socket
// closes — never shown "Offline" while its requests are refused.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fakeIndexedDbStorage } from '@vikariat/sync/test/fake-storage';
import { createSyncDatabase, startSync, type WebSocketLike } from '@vikariat/sync/client/index';
import { parseEnv } from '../../src/env.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

let db: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServer({
    env: parseEnv({
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vikariat-sync-session-')),
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'sync-session-end-secret-0123456789abcdef',
    }),
  });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

/** A signed-in device: its sync requests counted, its online states and its sign-out recorded. */
async function device(account: TestAccount, name: string, live: boolean) {
  let token = account.token;
  const syncRequests: string[] = [];
  const states: boolean[] = [];
  let endedAt: number | undefined;
  const rxdb = await createSyncDatabase({ name, storage: fakeIndexedDbStorage(), multiInstance: false, collections: ['jobs', 'profile', 'outbox'] });
  const engine = startSync({
    db: rxdb,
    ownerId: account.id,
    deviceId: name,
    apiBase: `${server.url}/api`,
    fetch: (input, init) => {
      syncRequests.push(input instanceof Request ? input.url : input.toString());
      return fetch(input, init);
    },
    getToken: () => token,
    // the app's renewal: GET /api/shared/update/token; a refusal means the session ended
    renewToken: async () => {
      const answer = await fetch(`${server.url}/api/shared/update/token`, { headers: { authorization: `Bearer ${token}` } });
      if (answer.status === 401) return null;
      token = ((await answer.json()) as { token: string }).token;
      return token;
    },
    onSessionEnded: () => {
      endedAt ??= Date.now();
    },
    ...(live
      ? {
          realtimeUrl: `${server.url.replace('http', 'ws')}/api/realtime`,
          createSocket: (url: string) => new WebSocket(url) as unknown as WebSocketLike,
        }
      : {}),
    waitForLeadership: false,
    collections: ['jobs', 'profile', 'outbox'],
    retryMs: 50,
    maxRetryMs: 200,
    pollMs: 60_000,
  });
  engine.state$.subscribe((state) => states.push(state.online));
  await engine.awaitInSync();
  return {
    engine,
    syncRequests,
    states,
    endedAt: () => endedAt,
    async close() {
      await engine.stop();
      await rxdb.close();
    },
  };
}

const signOutElsewhere = async (token: string) => {
  const answer = await fetch(`${server.url}/api/shared/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
};

describe('the sync engine after the server ended the session', () => {
  it('is told to sign out within one pull of a revoked session, and never shows "Offline"', async () => {
    const sub = await createAccount(server.deps);
    const d = await device(sub, 'revoked-pull', false);
    try {
      await signOutElsewhere(sub.token);
      d.syncRequests.length = 0;
      d.states.length = 0;
      d.engine.resync();
      await expect.poll(d.endedAt, { timeout: 5_000 }).toBeDefined();
      // one pull per collection, each refused once (its renewal refused too): no retries, no backoff
      expect(d.syncRequests.length).toBeLessThanOrEqual(3);
      expect(d.states).not.toContain(false);
    } finally {
      await d.close();
    }
  });

  it('is told to sign out within a second when the live socket closes as "session ended"', async () => {
    const sub = await createAccount(server.deps);
    const d = await device(sub, 'revoked-live', true);
    try {
      // connected: a change reaches the device through the socket
      await server.deps.realtime.publish({ topics: [`user:${sub.id}`], collections: ['profile'] });
      await expect.poll(() => d.syncRequests.some((url) => url.includes('/profile/pull')), { timeout: 5_000 }).toBe(true);
      d.syncRequests.length = 0;
      const revoked = Date.now();
      await signOutElsewhere(sub.token);
      await expect.poll(d.endedAt, { timeout: 5_000 }).toBeDefined();
      expect((d.endedAt() ?? Infinity) - revoked).toBeLessThan(1_000);
      expect(d.states).not.toContain(false);
    } finally {
      await d.close();
    }
  });
});
