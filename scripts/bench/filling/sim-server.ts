/**
 * The real server for the morning-rush simulation, on a simulated clock: `apps/server/src/main.ts` as a child process
 * with `sim-clock.ts` preloaded and an IPC channel to set its clock and fire its offer-wave task. Tokens are signed
 * here with the server's secret over sessions the seed inserted (signing in 660 accounts twice would cost minutes of
 * argon2 on a shared machine and prove nothing this simulation measures).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import type { Sql } from 'postgres';
import { freePort, JWT_SECRET, ROOT } from '../lib/server.ts';

export interface SimServer {
  base: string;
  /** sets the server's clock (ms since the epoch) */
  setClock(at: number): Promise<void>;
  /** the server's output (its log at warn, and one line per e-mail it "sent" to the mailbox) */
  logFile: string;
  /** the server's logged errors so far (level ≥ 50), each shortened */
  loggedErrors(): string[];
  /** runs the offer-wave task once and waits until the database is idle again */
  runWaveTask(): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no other connection to this database is running a statement or holding a transaction open. */
export async function settle(sql: Sql): Promise<void> {
  let quiet = 0;
  for (let i = 0; i < 400 && quiet < 2; i += 1) {
    await sleep(20);
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND state <> 'idle'`;
    quiet = row?.n === 0 ? quiet + 1 : 0;
  }
}

export async function startSimServer(databaseUrl: string, sql: Sql, startAt: number): Promise<SimServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vikariat-fill-'));
  const logFile = path.join(tmpdir(), `vikariat-fill-${process.pid}-${port}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/bench/filling/sim-clock.ts', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    // the server's warnings and errors (LOG_LEVEL warn) are kept: a 500 must be explained
    stdio: ['ignore', out, out, 'ipc'],
  });
  let nextId = 0;
  const send = (message: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) => {
      const id = (nextId += 1);
      const onMessage = (m: { type: string; id: number }) => {
        if (m.id !== id) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.send({ ...message, id }, (error) => error && reject(error));
    });
  closeSync(out);
  const base = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await send({ type: 'clock', at: startAt });
    for (let i = 0; ; i += 1) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (i > 300) throw new Error('server did not start within 60 s');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(200);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    base,
    logFile,
    loggedErrors: () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{"level":50') || line.startsWith('{"level":60'))
        .map((line) => {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          return `${entry.msg ?? ''}: ${(entry.err?.message ?? '').replace(/\s+/g, ' ').slice(0, 240)}`;
        }),
    setClock: (at) => send({ type: 'clock', at }),
    runWaveTask: async () => {
      await send({ type: 'tick' });
      await settle(sql);
    },
    close,
  };
}

export interface TokenSubject {
  id: string;
  sessionId: string;
  email: string;
  role: 'user' | 'principal';
  school: { id: string; name: string } | null;
}

/** An access token as POST /api/shared/login would issue it, issued at the simulated `now`. */
export function signToken(subject: TokenSubject, now: number): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({
    sid: subject.sessionId,
    email: subject.email,
    firstName: 'Bench',
    lastName: subject.role,
    typeOfUser: subject.role,
    roles: [subject.role],
    siteLang: 1,
    identityVerified: true,
    hasEdited: true,
    image: null,
    school: subject.school,
    moreSchools: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 15 * 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}
