/**
 * The fault-injection proof (issue 4) at many seeds: runs the sync team's seeded test
 * (apps/server/test/sync/fault-injection.pg.test.ts) through vitest as a child process with FAULT_SEEDS. A
 * failing seed is printed by the test itself for replay (FAULT_SEEDS=1 FAULT_SEED_START=<seed>).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/server.ts';
import { round, type BenchLine } from './lib/stats.ts';

const TEST = 'apps/server/test/sync/fault-injection.pg.test.ts';

/** The test has a fixed 30-minute timeout (1-5 s a seed, 30 s a failing one): run the seeds in chunks that fit inside it. */
const CHUNK = 100;

function runChunk(first: number, count: number): Promise<{ code: number; text: string }> {
  const vitest = path.join(ROOT, 'node_modules/.bin/vitest');
  const output: string[] = [];
  return new Promise((resolve) => {
    const child = spawn(vitest, ['run', '--project', 'server', TEST], {
      cwd: ROOT,
      env: { ...process.env, FAULT_SEEDS: String(count), FAULT_SEED_START: String(first), NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (c) => resolve({ code: c ?? 1, text: output.join('') }));
  });
}

/** A failing seed does not end the run: it is recorded and the run goes on after it (at most MAX_FAILURES). */
const MAX_FAILURES = 10;

export async function runFaultInjection(seeds: number, log: (line: string) => void): Promise<BenchLine[]> {
  const start = performance.now();
  let passed = 0;
  const failed: number[] = [];
  let first = 1;
  while (first <= seeds && failed.length < MAX_FAILURES) {
    const count = Math.min(CHUNK, seeds - first + 1);
    const { code, text } = await runChunk(first, count);
    if (code === 0) {
      passed += count;
      log(`  seeds ${first}..${first + count - 1} passed (${round((performance.now() - start) / 1000)} s so far)`);
      first += count;
      continue;
    }
    // the test prints "replay with FAULT_SEED_START=<seed> FAULT_SEEDS=1" for the seed that failed
    const seed = Number(/FAULT_SEED_START=(\d+)/.exec(text)?.[1] ?? NaN);
    const reason =
      text
        .split('\n')
        .find((l) => l.includes(`seed ${seed}:`))
        ?.trim() ?? '';
    if (!Number.isInteger(seed) || seed < first) {
      log(
        text
          .split('\n')
          .filter((l) => l.trim() !== '' && !/rxdb|premium|^-+$/i.test(l.trim()))
          .slice(-30)
          .join('\n'),
      );
      failed.push(first);
      log(`  seeds ${first}..${first + count - 1}: the run failed without naming a seed; stopping`);
      break;
    }
    passed += seed - first;
    failed.push(seed);
    log(`  seed ${seed} FAILED (replay: FAULT_SEEDS=1 FAULT_SEED_START=${seed}): ${reason.slice(0, 400)}`);
    first = seed + 1;
  }
  const seconds = (performance.now() - start) / 1000;
  const tried = passed + failed.length;
  log(`fault injection: ${passed} of ${tried} seeds passed (${seeds} asked) in ${round(seconds)} s${failed.length === 0 ? '' : `; failing seeds ${failed.join(', ')}`}`);
  return [
    {
      name: `fault injection, ${seeds} seeds`,
      figure: failed.length === 0 ? `all ${seeds} passed in ${round(seconds)} s` : `${passed} of ${tried} passed; failing seeds ${failed.join(', ')}`,
      baseline: '—',
      ratio: null,
      goal: 'every seed passes (1,000 for the full proof)',
      met: failed.length === 0 && tried === seeds,
    },
  ];
}
