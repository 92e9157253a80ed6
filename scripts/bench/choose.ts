/**
 * Benchmark of choosing a substitute (issue 5): p50/p99 latency of POST /api/teachers/addchosen at 200
 * concurrent requests, its throughput as a ratio to a bare Hono + postgres endpoint measured in the same run,
 * and 1,000 race trials (several principals choosing on one job; one substitute chosen for overlapping jobs).
 *
 * It runs the real server as a child process (scripts never import an app) on a fresh Postgres database,
 * seeds through SQL, and talks HTTP. Run: `node --import tsx scripts/bench/choose.ts` (BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres, must allow CREATE DATABASE).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import postgres from 'postgres';
import { cpuMeter, describeCpu, type CpuSample } from './lib/cpu-split.ts';
import { freePort, traceStatements, waitForHealth } from './lib/server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONCURRENCY = 200;
const LATENCY_ROUNDS = 5;
// BENCH_CHOOSE_RACE_TRIALS=0 for a quick latency-only run while diagnosing (the proof is the default 1,000)
const RACE_TRIALS = Number(process.env['BENCH_CHOOSE_RACE_TRIALS'] ?? 1000);
const RACE_WIDTH = 5;
const RACE_BATCH = 20;

type Summary = { p50Ms: number; p99Ms: number; requestsPerSecond: number; requests: number };
export interface ChooseBenchResult {
  choose: Summary;
  bare: Summary;
  /** the app's own floor: the same principal's authenticated one-row read through the whole stack (a diagnosis) */
  floor: Summary;
  throughputRatio: number;
  /** CPU ms per request of the server, Postgres and this client, for a choice and for the floor (where the time goes) */
  cpu: { choose: CpuSample; floor: CpuSample };
  races: { trials: number; oneJobManyPrincipals: number; oneSubstituteOverlappingJobs: number; violations: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function summarise(latencies: number[], wallMs: number): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
    requestsPerSecond: Math.round((latencies.length / wallMs) * 1000),
    requests: latencies.length,
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** A bare Hono + postgres endpoint: one indexed read per request, the floor any API call stands on. */
async function bareServer(url: string) {
  const sql = postgres(url, { max: 10, onnotice: () => undefined });
  const app = new Hono().get('/bare/:id', async (c) => {
    const rows = await sql`SELECT id, email FROM accounts WHERE id = ${c.req.param('id')}`;
    return c.json({ found: rows.length });
  });
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port });
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sql.end({ timeout: 5 });
    },
  };
}

export async function runChooseBench(log: (line: string) => void = console.log): Promise<ChooseBenchResult> {
  const adminUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `vikariat_bench_choose_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  await traceStatements(dbName, admin);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vikariat-bench-'));
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load
  const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      PORT: String(port),
      DEMO: '1',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = postgres(dbUrl.toString(), { max: 4, onnotice: () => undefined });
  let bare: Awaited<ReturnType<typeof bareServer>> | undefined;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server);
    // the server listens before it seeds the demo accounts: sign in once they exist
    let token = '';
    for (let i = 0; i < 100 && token === ''; i += 1) {
      const login = await fetch(`${base}/api/shared/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'rehtori@vikariat.demo', password: 'Vikariat-demo-2026' }),
      });
      if (login.ok) token = ((await login.json()) as { token: string }).token;
      else await new Promise((r) => setTimeout(r, 200));
    }
    if (token === '') throw new Error('cannot sign in as the demo principal');
    const [principal] = await db<{ school_id: string; password_hash: string }[]>`
      SELECT school_id, password_hash FROM accounts WHERE email = 'rehtori@vikariat.demo'`;
    if (principal === undefined) throw new Error('demo principal missing');
    const schoolId = principal.school_id;

    let dayOffset = 0;
    /** n substitutes (valid police record, region Vasa) */
    const substitutes = async (n: number): Promise<{ id: string; email: string }[]> => {
      const rows = Array.from({ length: n }, () => {
        const id = randomUUID();
        return {
          id,
          email: `bench-${id}@bench.example`,
          password_hash: principal.password_hash,
          first_name: 'Bench',
          last_name: 'Sub',
          type_of_user: 'user',
          roles: '{user}',
          confirmed_at: new Date(),
          profile: db.json({ regions: ['905'], policeRecord: { isActive: true, expirationDate: '2099-12-31' } }),
        };
      });
      await db`INSERT INTO accounts ${db(rows)}`;
      return rows.map((r) => ({ id: r.id, email: r.email }));
    };
    /** a job far in the future on its own day (or on a shared day with given times) */
    const job = async (day: number, startTime = '08:00', endTime = '15:30'): Promise<string> => {
      const id = randomUUID();
      const date = new Date(Date.UTC(2099, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      await db`INSERT INTO jobs (id, school_id, start_date, end_date, start_time, end_time, expire, type_of_temp, region)
               VALUES (${id}, ${schoolId}, ${date}, ${date}, ${startTime}, ${endTime}, '2100-01-01T00:00:00Z', 1, '{905}')`;
      return id;
    };
    const apply = (jobId: string, subId: string) => db`INSERT INTO applications (id, job_id, applicant_id) VALUES (${randomUUID()}, ${jobId}, ${subId})`;
    const choose = async (email: string, id: string) => {
      const start = performance.now();
      const res = await fetch(`${base}/api/teachers/addchosen`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ email, id }),
      });
      const text = await res.text();
      if (res.status >= 500) console.error(text);
      return { status: res.status, ms: performance.now() - start };
    };

    // 1. choose at 200 concurrent requests (200 jobs, 200 distinct substitutes, all succeed), alternating round by
    //    round with 2. the bare Hono + postgres endpoint at the same concurrency, so both see the same machine load, and
    //    3. the app's floor: an authenticated one-row read of the same principal through the app's whole stack (guard,
    //    session check, middleware), which says how much of the gap to the bare endpoint is the choice's own
    bare = await bareServer(dbUrl.toString());
    const someId = (await substitutes(1))[0]?.id ?? '';
    const chooseLatencies: number[] = [];
    const bareLatencies: number[] = [];
    const floorLatencies: number[] = [];
    let chooseWall = 0;
    let bareWall = 0;
    let floorWall = 0;
    const chooseCpu = cpuMeter(server.pid);
    const floorCpu = cpuMeter(server.pid);
    /** CONCURRENCY requests at once; their latencies and the wall time of the burst */
    const burst = (request: () => Promise<Response>) =>
      timed(() =>
        Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            const start = performance.now();
            const res = await request();
            await res.arrayBuffer();
            if (!res.ok) throw new Error(`a baseline request answered ${res.status}`);
            return performance.now() - start;
          }),
        ),
      );
    for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
      const subs = await substitutes(CONCURRENCY);
      const pairs: { id: string; email: string }[] = [];
      for (const sub of subs) {
        const id = await job(dayOffset++);
        await apply(id, sub.id);
        pairs.push({ id, email: sub.email });
      }
      const chosen = await chooseCpu.around(() => timed(() => Promise.all(pairs.map((p) => choose(p.email, p.id)))));
      const failed = chosen.value.filter((r) => r.status !== 200).length;
      if (failed > 0) throw new Error(`${failed} choices failed in the latency round`);
      chooseWall += chosen.ms;
      chooseLatencies.push(...chosen.value.map((r) => r.ms));
      const bareRound = await burst(() => fetch(`${bare?.base ?? ''}/bare/${someId}`));
      bareWall += bareRound.ms;
      bareLatencies.push(...bareRound.value);
      const floorRound = await floorCpu.around(() => burst(() => fetch(`${base}/api/calendar/feed-status`, { headers: { authorization: `Bearer ${token}` } })));
      floorWall += floorRound.ms;
      floorLatencies.push(...floorRound.value);
    }
    const chooseSummary = summarise(chooseLatencies, chooseWall);
    log(`choose @${CONCURRENCY}: p50 ${chooseSummary.p50Ms} ms, p99 ${chooseSummary.p99Ms} ms, ${chooseSummary.requestsPerSecond} req/s`);
    const bareSummary = summarise(bareLatencies, bareWall);
    const throughputRatio = Math.round((chooseSummary.requestsPerSecond / bareSummary.requestsPerSecond) * 1000) / 1000;
    log(`bare hono+postgres @${CONCURRENCY}: p50 ${bareSummary.p50Ms} ms, p99 ${bareSummary.p99Ms} ms, ${bareSummary.requestsPerSecond} req/s`);
    log(`choose throughput / bare throughput = ${throughputRatio}`);
    const floorSummary = summarise(floorLatencies, floorWall);
    const share = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
    log(
      `the app's floor (GET /api/calendar/feed-status: guard, session, one row) @${CONCURRENCY}: p50 ${floorSummary.p50Ms} ms, p99 ${floorSummary.p99Ms} ms, ${floorSummary.requestsPerSecond} req/s; floor / bare = ${share(floorSummary.requestsPerSecond, bareSummary.requestsPerSecond)}, choose / floor = ${share(chooseSummary.requestsPerSecond, floorSummary.requestsPerSecond)}`,
    );

    const cpu = { choose: chooseCpu.perRequest(chooseLatencies.length), floor: floorCpu.perRequest(floorLatencies.length) };
    log(`CPU per request (where the time goes): a choice: ${describeCpu(cpu.choose)}; the floor: ${describeCpu(cpu.floor)}`);

    // 3. race trials: odd trials = RACE_WIDTH principals' clicks on one job; even = one substitute, overlapping jobs
    let violations = 0;
    let oneJob = 0;
    let oneSub = 0;
    for (let batch = 0; batch < RACE_TRIALS / RACE_BATCH; batch += 1) {
      const trials = [];
      for (let i = 0; i < RACE_BATCH; i += 1) {
        if ((batch * RACE_BATCH + i) % 2 === 0) {
          const id = await job(dayOffset++);
          const subs = await substitutes(RACE_WIDTH);
          for (const s of subs) await apply(id, s.id);
          oneJob += 1;
          trials.push(async () => {
            const results = await Promise.all(subs.map((s) => choose(s.email, id)));
            const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM jobs WHERE id = ${id} AND chosen_id IS NOT NULL`;
            if (results.filter((r) => r.status === 200).length !== 1 || row?.n !== 1) violations += 1;
          });
        } else {
          const [sub] = await substitutes(1);
          if (sub === undefined) throw new Error('no substitute');
          const day = dayOffset++;
          // jobs 30 minutes apart: every pair is less than 2 hours apart, so at most one may win
          const ids: string[] = [];
          for (let k = 0; k < RACE_WIDTH; k += 1) {
            const start = 8 * 60 + k * 30;
            const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
            const id = await job(day, hhmm(start), hhmm(start + 60));
            await apply(id, sub.id);
            ids.push(id);
          }
          oneSub += 1;
          trials.push(async () => {
            const results = await Promise.all(ids.map((id) => choose(sub.email, id)));
            const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM jobs WHERE chosen_id = ${sub.id}`;
            if (results.filter((r) => r.status === 200).length !== 1 || row?.n !== 1) violations += 1;
          });
        }
      }
      await Promise.all(trials.map((trial) => trial()));
    }
    log(`race trials: ${RACE_TRIALS} (${oneJob} one-job, ${oneSub} one-substitute), violations: ${violations}`);
    return {
      choose: chooseSummary,
      bare: bareSummary,
      floor: floorSummary,
      throughputRatio,
      cpu,
      races: { trials: RACE_TRIALS, oneJobManyPrincipals: oneJob, oneSubstituteOverlappingJobs: oneSub, violations },
    };
  } finally {
    await bare?.close();
    await db.end({ timeout: 5 });
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runChooseBench();
  console.log(JSON.stringify(result, null, 2));
  if (result.races.violations > 0) process.exitCode = 1;
}
