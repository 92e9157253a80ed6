import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import { createApp } from '../../src/app.ts';
import type { AppDeps, AppEnv } from '../../src/context.ts';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '@vikariat/domain';
import { parseEnv, type Env } from '../../src/env.ts';
import { devMailbox, type Mailer } from '../../src/mail/mailer.ts';
import { createRealtime } from '../../src/realtime/realtime.ts';
import { flushSyncLog } from '../../src/sync/sync-log.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestClock {
  now: () => Date;
  set(date: Date): void;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  db: TestDatabase;
  clock: TestClock;
  /** JSON request helper: `request('POST', '/api/shared/login', { body, token })`. */
  request(method: string, url: string, init?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A logger to inspect (default: silent). */
  log?: Logger;
  mailer?: Mailer;
  clock?: TestClock;
}

/** The real app on a fresh database, driven in-process through app.request (no port needed). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vikariat-test-'));
  // the tests' own push service listens on 127.0.0.1 (school-admin/push-service.ts); generated bodies use push.example.test
  const pushServiceHosts = ['127.0.0.1', 'push.example.test', ...DEFAULT_PUSH_SERVICE_HOSTS].join(',');
  const env: Env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUSH_SERVICE_HOSTS: pushServiceHosts, ...options.env });
  const log = options.log ?? pino({ level: 'silent' });
  const clock = options.clock ?? testClock();
  const realtime = await createRealtime(db.database, log);
  const deps: AppDeps = {
    env,
    database: db.database,
    log,
    mailer: options.mailer ?? devMailbox(path.join(dataDir, 'mailbox'), env.MAIL_FROM, log),
    realtime,
    jwtKey: randomBytes(32),
    now: clock.now,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    db,
    clock,
    request(method, url, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.token !== undefined) headers['authorization'] = `Bearer ${init.token}`;
      return Promise.resolve(
        app.request(url, {
          method,
          headers,
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        }),
      );
    },
    async close() {
      await flushSyncLog(deps);
      await realtime.close();
      await db.drop();
    },
  };
}
