import { mkdtempSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSchool, type TestAccount } from '../helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';
import { parseEnv } from '../../src/env.ts';
import { HTTP_LIMITS, type HttpLimits } from '../../src/http/http-limits.ts';
import { startServer, type RunningServer } from '../../src/server.ts';

/**
 * A streamed export whose reader stops reading for a while (found by a tester: the sync log's CSV ended short after a
 * 60 s pause, the socket's idle limit). On a server with the limits shortened (idle 1 s, an export's reader 4 s): a
 * reader who pauses longer than the idle limit still gets the whole file; one gone longer than an export's limit loses
 * the connection, and the file arrives unfinished (no last chunk), never as a shorter file that looks whole.
 */
const LIMITS: HttpLimits = { ...HTTP_LIMITS, idleMs: 1_000, downloadIdleMs: 4_000, exchangeMs: 60_000, checkMs: 100 };
/** ~40 MB of CSV: far more than the kernel's buffers hold for a reader that stopped */
const ROWS = 20_000;
const CODE = 'x'.repeat(2_000);

let db: TestDatabase;
let server: RunningServer;
let admin: TestAccount;

beforeAll(async () => {
  db = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vikariat-export-')), LOG_LEVEL: 'silent' });
  server = await startServer({ env, database: db.database, httpLimits: LIMITS });
  admin = await createAccount(server.deps, { role: 'admin', schoolId: await createSchool(server.deps, { isAdmin: true, name: 'Admin' }) });
  await server.deps.database.db.execute(
    sql`INSERT INTO sync_log (kind, collection, outcome, error_code) SELECT 'push', 'outbox', 'error', ${CODE} FROM generate_series(1, ${ROWS})`,
  );
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

interface Download {
  bytes: number;
  lines: number;
  /** the answer's last chunk came (the file is whole) */
  complete: boolean;
}

/** Reads the sync log's CSV, stopping for `pauseMs` once the first bytes are in. */
function download(pauseMs: number): Promise<Download> {
  return new Promise((resolve, reject) => {
    const request = get(`${server.url}/api/admin/sync-log.csv`, { headers: { authorization: `Bearer ${admin.token}` } }, (res: IncomingMessage) => {
      expect(res.statusCode).toBe(200);
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      });
      res.once('data', () => {
        res.pause();
        setTimeout(() => res.resume(), pauseMs);
      });
      res.on('end', () => resolve({ bytes, lines, complete: res.complete }));
      res.on('error', () => resolve({ bytes, lines, complete: false }));
      res.on('aborted', () => resolve({ bytes, lines, complete: false }));
    });
    request.on('error', reject);
  });
}

describe('a streamed export whose reader pauses', () => {
  it('is whole for a reader who stops reading longer than the idle limit', async () => {
    // three of the idle limit's periods: cut without the export's own limit; under the export's (Node sees a write
    // stalled within one to two periods: it compares the write queue between timer runs)
    const got = await download(LIMITS.idleMs * 3);
    expect(got.complete).toBe(true);
    // the header and every row
    expect(got.lines).toBe(ROWS + 1);
    expect(got.bytes).toBeGreaterThan(ROWS * CODE.length);
  });

  it('is cut, unfinished, for a reader gone longer than an export’s limit', async () => {
    const got = await download(LIMITS.downloadIdleMs * 3);
    expect(got.complete).toBe(false);
    expect(got.lines).toBeLessThan(ROWS + 1);
  });

  it('leaves a reader who does not pause as the default: an export’s limit is 10 minutes, under the exchange’s 30', () => {
    expect(HTTP_LIMITS.downloadIdleMs).toBe(10 * 60_000);
    expect(HTTP_LIMITS.downloadIdleMs).toBeLessThan(HTTP_LIMITS.exchangeMs);
  });
});
