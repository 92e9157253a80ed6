/**
 * Benchmark 7 (issue 27, capacity): 5,000 concurrent authenticated websocket clients on one server node.
 * Figures: the server's memory per idle connection (RSS after the clients connected and went idle, minus RSS
 * before, ÷ clients) and the fan-out latency p50/p95 of a change that concerns 1,000 of them (a job posted with
 * POST /api/teachers/addtemp in the municipality 1,000 of them have as region; from the POST leaving until each of
 * them has its `changed` frame). Baseline: a bare `ws` server (lib/bare-ws-server.ts, its own process) with the
 * same clients and the same broadcast, in the same run. Goal: ≤ 20 KiB per idle connection, fan-out p95 ≤ 1 s.
 *
 * Accounts and sessions are seeded with SQL and their access tokens signed here with the bench server's key
 * (5,000 argon2 sign-ins would take minutes and measure nothing of this).
 */
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres, { type Sql } from 'postgres';
import WebSocket from 'ws';
import { insertAccounts, insertSchool, REGION, type BenchAccount } from './lib/seed.ts';
import { createBenchDatabase, freePort, JWT_SECRET, postJson, ROOT, startBenchServer } from './lib/server.ts';
import { ratio, round, summarise, type BenchLine } from './lib/stats.ts';

const CLIENTS = Number(process.env['BENCH_CONNECTIONS'] ?? 5_000);
const CONCERNED = Math.min(1_000, CLIENTS);
const OTHER_REGION = '091';
const ROUNDS = 10;
const CONNECT_BATCH = 100;
const SETTLE_MS = 5_000;
const TIMEOUT_MS = 15_000;
const KIB = 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 access token as the server signs it (auth/tokens.ts), for a session seeded below. */
function accessToken(claims: Record<string, unknown>): string {
  const iat = Math.floor(Date.now() / 1000);
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify({ ...claims, iat, exp: iat + 3_600 }))}`;
  return `${head}.${createHmac('sha256', JWT_SECRET).update(head).digest('base64url')}`;
}

/** Sessions for the accounts, inserted in bulk, and an access token for each. */
async function signIn(sql: Sql, accounts: BenchAccount[], role: 'user' | 'principal', school: { id: string; name: string } | null): Promise<string[]> {
  const sessions = accounts.map((a) => ({ id: randomUUID(), account_id: a.id, expires_at: new Date(Date.now() + 86_400_000) }));
  for (let i = 0; i < sessions.length; i += 1_000) await sql`INSERT INTO sessions ${sql(sessions.slice(i, i + 1_000))}`;
  return accounts.map((account, i) =>
    accessToken({
      sub: account.id,
      sid: sessions[i]?.id,
      email: account.email,
      firstName: 'Bench',
      lastName: role,
      typeOfUser: role,
      roles: [role],
      siteLang: 1,
      identityVerified: false,
      hasEdited: false,
      image: null,
      school,
      moreSchools: false,
    }),
  );
}

/** Resident set size of a process, in bytes (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * KIB;

interface Client {
  ws: WebSocket;
  concerned: boolean;
  /** when it got its `changed` frame in the current round */
  got: number | null;
}

/** One client, ready once the server said `ready` to its auth message. */
function connectOne(url: string, auth: Record<string, unknown>, concerned: boolean): Promise<Client> {
  return new Promise<Client>((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const client: Client = { ws, concerned, got: null };
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('a client was not ready in time'));
    }, TIMEOUT_MS);
    ws.on('open', () => ws.send(JSON.stringify(auth)));
    ws.on('message', (raw: Buffer) => {
      const event = JSON.parse(raw.toString()) as { type: string; collections?: string[] };
      if (event.type === 'ready') {
        clearTimeout(timer);
        resolve(client);
      } else if (event.type === 'changed' && event.collections?.includes('jobs') === true) client.got ??= performance.now();
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Opens the clients in batches; a connection reset while the machine is loaded is tried again, as a device would. */
async function connectAll(url: string, auths: { auth: Record<string, unknown>; concerned: boolean }[]) {
  const clients: Client[] = [];
  let retried = 0;
  for (let i = 0; i < auths.length; i += CONNECT_BATCH) {
    const batch = auths.slice(i, i + CONNECT_BATCH).map(async ({ auth, concerned }) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await connectOne(url, auth, concerned);
        } catch (error) {
          if (attempt >= 3) throw error;
          retried += 1;
          await sleep(200 * attempt);
        }
      }
    });
    clients.push(...(await Promise.all(batch)));
  }
  return { clients, retried };
}

/** ROUNDS broadcasts: each one's latency per concerned client, and how many clients not concerned heard of it. */
async function fanOut(clients: Client[], broadcast: () => Promise<void>, quiet: () => Promise<void>) {
  const latencies: number[] = [];
  const writes: number[] = [];
  let strays = 0;
  let missed = 0;
  for (let r = 0; r < ROUNDS; r += 1) {
    await quiet();
    for (const c of clients) c.got = null;
    const start = performance.now();
    await broadcast();
    writes.push(performance.now() - start);
    const deadline = start + TIMEOUT_MS;
    while (performance.now() < deadline && clients.some((c) => c.concerned && c.got === null)) await sleep(5);
    await sleep(200); // a late frame to a client it does not concern would still be counted
    for (const c of clients) {
      if (c.concerned) {
        if (c.got === null) missed += 1;
        else latencies.push(c.got - start);
      } else if (c.got !== null) strays += 1;
    }
    await sleep(300);
  }
  return { ...summarise(latencies), strays, missed, writeP50Ms: summarise(writes).p50Ms };
}

async function closeAll(clients: Client[]) {
  await Promise.all(
    clients.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.ws.readyState === c.ws.CLOSED) return resolve();
          c.ws.once('close', () => resolve());
          c.ws.close();
        }),
    ),
  );
}

/** Connects, lets them idle, reads the memory, fans out, closes: the same for both servers. */
async function measure(
  pid: number,
  url: string,
  auths: { auth: Record<string, unknown>; concerned: boolean }[],
  broadcast: () => Promise<void>,
  quiet: () => Promise<void> = () => Promise.resolve(),
) {
  await sleep(1_000);
  const before = rssOf(pid);
  const t0 = performance.now();
  const { clients, retried } = await connectAll(url, auths);
  const connectMs = performance.now() - t0;
  await sleep(SETTLE_MS);
  const after = rssOf(pid);
  const fan = await fanOut(clients, broadcast, quiet);
  await closeAll(clients);
  return { perConnection: (after - before) / auths.length, rssBefore: before, rssAfter: after, connectMs, retried, fan };
}

async function runBare(auths: { region: string; concerned: boolean }[]) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'lib', 'bare-ws-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => (d.toString().includes('listening') ? resolve() : undefined));
      child.once('exit', (code) => reject(new Error(`bare ws server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const withAuth = auths.map((a, i) => ({ auth: { type: 'auth', token: `bare-${i}`, region: a.region }, concerned: a.concerned }));
    return await measure(child.pid ?? 0, `ws://127.0.0.1:${port}/ws`, withAuth, async () => {
      await (await fetch(`${base}/broadcast?region=${REGION}`, { method: 'POST' })).arrayBuffer();
    });
  } finally {
    const exited = new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function runConnectionsBench(log: (line: string) => void): Promise<BenchLine[]> {
  const database = await createBenchDatabase('connections');
  const sql = postgres(database.url, { max: 4, onnotice: () => undefined });
  const server = await startBenchServer(database.url).catch(async (error: unknown) => {
    await sql.end({ timeout: 5 });
    await database.drop();
    throw error;
  });
  try {
    const schoolId = await insertSchool(sql);
    const [principal] = await insertAccounts(sql, 1, 'principal', schoolId);
    if (principal === undefined) throw new Error('no principal');
    const subs = await insertAccounts(sql, CLIENTS, 'user', null);
    // all but CONCERNED of them live elsewhere: the posted job concerns only the school's municipality
    const others = subs.slice(CONCERNED).map((s) => s.id);
    for (let i = 0; i < others.length; i += 1_000) {
      await sql`UPDATE accounts SET profile = jsonb_set(profile, '{regions}', ${sql.json([OTHER_REGION])}) WHERE id IN ${sql(others.slice(i, i + 1_000))}`;
    }
    await sql`ANALYZE`;
    const [principalToken = ''] = await signIn(sql, [principal], 'principal', { id: schoolId, name: 'Bench skola' });
    const tokens = await signIn(sql, subs, 'user', null);
    const auths = tokens.map((token, i) => ({
      auth: { type: 'auth', token, deviceId: `bench-conn-${i}` },
      concerned: i < CONCERNED,
      region: i < CONCERNED ? REGION : OTHER_REGION,
    }));
    log(`seeded ${CLIENTS} substitutes (${CONCERNED} in ${REGION}, the rest in ${OTHER_REGION}) with sessions and tokens`);

    const bare = await runBare(auths);
    log(
      `bare ws: ${round(bare.perConnection / KIB, 2)} KiB per idle connection (RSS ${round(bare.rssBefore / 2 ** 20)} → ${round(bare.rssAfter / 2 ** 20)} MiB), ` +
        `connected in ${Math.round(bare.connectMs)} ms; fan-out to ${CONCERNED}: p50 ${bare.fan.p50Ms} ms, p95 ${bare.fan.p95Ms} ms`,
    );
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    // each job also records and sends a mail to each of its 1,000 substitutes; a round starts once the previous
    // round's mails are out, so it measures one change's fan-out, not the last one's mail backlog (at most 30 s)
    const mailsOut = async () => {
      for (let i = 0; i < 300; i += 1) {
        const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM notification_deliveries WHERE status IN ('pending', 'sending')`;
        if (row?.n === 0) return;
        await sleep(100);
      }
    };
    const real = await measure(
      server.child.pid ?? 0,
      `${server.base.replace('http', 'ws')}/api/realtime`,
      auths,
      async () => {
        await postJson(server.base, '/api/teachers/addtemp', principalToken, {
          startDate: day,
          startTime: '08:00',
          endTime: '15:30',
          typeOfTemp: 1,
          subjects: ['Matematik'],
        });
      },
      mailsOut,
    );
    log(
      `server: ${round(real.perConnection / KIB, 2)} KiB per idle connection (RSS ${round(real.rssBefore / 2 ** 20)} → ${round(real.rssAfter / 2 ** 20)} MiB), ` +
        `connected in ${Math.round(real.connectMs)} ms (${real.retried} retried); fan-out to ${CONCERNED}: p50 ${real.fan.p50Ms} ms, p95 ${real.fan.p95Ms} ms, max ${real.fan.maxMs} ms ` +
        `(the POST's own response p50 ${real.fan.writeP50Ms} ms) ` +
        `(${real.fan.missed} missed, ${real.fan.strays} frames to clients not concerned)`,
    );
    const correct = real.fan.missed === 0 && real.fan.strays === 0 && bare.fan.missed === 0;
    return [
      {
        name: `connections: memory per idle connection, ${CLIENTS} clients`,
        figure: `${round(real.perConnection / KIB, 2)} KiB`,
        baseline: `bare ws ${round(bare.perConnection / KIB, 2)} KiB`,
        ratio: ratio(real.perConnection, bare.perConnection),
        goal: '≤ 20 KiB',
        met: real.perConnection <= 20 * KIB,
      },
      {
        name: `connections: fan-out to ${CONCERNED} of ${CLIENTS}, ${ROUNDS} jobs`,
        figure: `p50 ${real.fan.p50Ms} ms, p95 ${real.fan.p95Ms} ms (${real.fan.missed} missed, ${real.fan.strays} strays)`,
        baseline: `bare ws broadcast p50 ${bare.fan.p50Ms} ms, p95 ${bare.fan.p95Ms} ms`,
        ratio: ratio(real.fan.p95Ms, bare.fan.p95Ms),
        goal: 'p95 ≤ 1 s',
        met: correct && real.fan.p95Ms <= 1_000,
      },
    ];
  } finally {
    await sql.end({ timeout: 5 });
    await server.close();
    await database.drop();
  }
}
