/**
 * The morning-rush simulation (issue 23, `npm run bench -- --only=filling`): a municipality's SOS absences of one
 * Monday morning filled through the real server and Postgres on a simulated clock, twice on the same seeded world —
 * with the schools' default offer-wave delays, and with delay 0 (everyone offered at once, the old broadcast) as the
 * baseline. Assumptions and figures: docs/benchmarks.md. Alone: `node --import tsx scripts/bench/filling.ts`
 * (BENCH_FILL_SCALE=schools,substitutes,absences, e.g. 6,60,8; BENCH_FILL_SEED).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createBenchDatabase } from './lib/server.ts';
import { ratio, round, type BenchLine } from './lib/stats.ts';
import { gini, percentile } from './filling/fill-stats.ts';
import { startSimServer } from './filling/sim-server.ts';
import { drawAbsences, localMs, serverErrors, simulateMorning, type RunResult } from './filling/simulate.ts';
import { seedWorld, type FillingScale, type FillingWorld } from './filling/world.ts';

const [schools = 60, substitutes = 600, absences = 80] = (process.env['BENCH_FILL_SCALE'] ?? '')
  .split(',')
  .filter((x) => x !== '')
  .map(Number);
const SCALE: FillingScale = { schools, substitutes, absences };
const SEED = Number(process.env['BENCH_FILL_SEED'] ?? 2023);
const SOS_DEFAULT_MINUTES = 5;

interface Figures {
  filledBeforeStart: number;
  medianMin: number;
  p90Min: number;
  notificationsPerFilled: number;
  byWave: number[];
  gini: number;
  maxOverMedian: number;
  filled: number;
  offers: number;
  serverErrors: number;
}

/** Peers are equally eligible: same Monday answer, same standing (on a preferred list / worked at a school before). */
function fairness(world: FillingWorld, result: RunResult): { gini: number; maxOverMedian: number } {
  const groups = new Map<string, number[]>();
  for (const s of world.substitutes) {
    if (s.availability === 'no') continue;
    const key = `${s.availability}/${s.preferred}/${s.workedBefore}`;
    groups.set(key, [...(groups.get(key) ?? []), result.offersBySubstitute.get(s.id) ?? 0]);
  }
  // the largest group's Gini (the plain substitutes, most of the municipality), the worst max/median of any group of 10+
  const sized = [...groups.values()].filter((g) => g.length >= 10).sort((a, b) => b.length - a.length);
  const worst = Math.max(...sized.map((g) => (percentile(g, 50) === 0 ? (Math.max(...g) > 0 ? Infinity : 0) : Math.max(...g) / percentile(g, 50))));
  return { gini: round(gini(sized[0] ?? []), 3), maxOverMedian: round(worst, 2) };
}

function figures(world: FillingWorld, result: RunResult): Figures {
  const filled = result.jobs.filter((j) => j.filledAt !== null);
  const minutes = filled.map((j) => ((j.filledAt ?? 0) - j.reportedAt) / 60_000);
  return {
    filledBeforeStart: round((100 * result.jobs.filter((j) => j.filledAt !== null && j.filledAt < j.startMs).length) / Math.max(1, result.jobs.length)),
    medianMin: round(percentile(minutes, 50)),
    p90Min: round(percentile(minutes, 90)),
    notificationsPerFilled: round(result.offers / Math.max(1, filled.length)),
    byWave: result.byWave,
    serverErrors: 0,
    ...fairness(world, result),
    filled: filled.length,
    offers: result.offers,
  };
}

async function oneMorning(label: string, waveSosMinutes: number, log: (line: string) => void): Promise<Figures> {
  const database = await createBenchDatabase(`fill_${label}`);
  const sql = postgres(database.url, { max: 2, onnotice: () => undefined });
  try {
    const server = await startSimServer(database.url, sql, localMs('06:00'));
    try {
      const t0 = performance.now();
      const world = await seedWorld(sql, SCALE, SEED, waveSosMinutes);
      const result = await simulateMorning(server, sql, world, drawAbsences(SCALE, SEED), SEED);
      const f = figures(world, result);
      // the morning is over: the server's errors until now (not its shutdown's)
      const answered500 = serverErrors.splice(0);
      const logged = server.loggedErrors();
      for (const e of [...answered500.slice(0, 2), ...logged.slice(0, 2)]) log(`  SERVER ERROR ${e}`);
      log(`  server log: ${server.logFile} (${logged.length} errors logged)`);
      // a logged error without a 500 (a background task's) is a defect too; a 500 is also logged: counted once
      f.serverErrors = Math.max(answered500.length, logged.length);
      log(
        `${label} (SOS wave delay ${waveSosMinutes} min): ${f.filled}/${result.jobs.length} filled, ${f.filledBeforeStart} % before start, ` +
          `time to fill median ${f.medianMin} min p90 ${f.p90Min} min, ${f.offers} offers (${f.notificationsPerFilled} per filled job, ` +
          `by wave ${f.byWave.join('/')}; ${result.deliveries} e-mails recorded), instant accepts ${result.accepts.won} won / ${result.accepts.taken} "already taken", ` +
          `Gini ${f.gini}, max/median of peers ${f.maxOverMedian}, ${f.serverErrors} server errors (${Math.round((performance.now() - t0) / 1000)} s)`,
      );
      return f;
    } finally {
      await server.close();
    }
  } finally {
    await sql.end({ timeout: 5 });
    await database.drop();
  }
}

export async function runFillingBench(log: (line: string) => void = console.log): Promise<BenchLine[]> {
  log(`scale: ${SCALE.schools} schools, ${SCALE.substitutes} substitutes, ${SCALE.absences} SOS absences 06:30-07:45, seed ${SEED}`);
  const waves = await oneMorning('waves', SOS_DEFAULT_MINUTES, log);
  const broadcast = await oneMorning('broadcast', 0, log);
  const line = (name: string, key: Exclude<keyof Figures, 'byWave' | 'serverErrors'>, unit: string, goal: string, met: boolean): BenchLine => ({
    name: `filling: ${name}`,
    figure: `${waves[key]}${unit}`,
    baseline: `broadcast ${broadcast[key]}${unit}`,
    ratio: ratio(waves[key], broadcast[key]),
    goal,
    met,
  });
  return [
    line('SOS jobs filled before start', 'filledBeforeStart', ' %', '≥ 95 %', waves.filledBeforeStart >= 95),
    line('median time to fill', 'medianMin', ' min', '≤ 10 min', waves.filled > 0 && waves.medianMin <= 10),
    line('p90 time to fill', 'p90Min', ' min', 'reported', true),
    line('notifications per filled job', 'notificationsPerFilled', '', '≤ 0.3× broadcast', ratio(waves.notificationsPerFilled, broadcast.notificationsPerFilled) <= 0.3),
    line('Gini of offers among equal peers', 'gini', '', 'reported (0 = equal)', true),
    line('max offers to one / median of peers', 'maxOverMedian', '×', '≤ 2×', waves.maxOverMedian <= 2),
    {
      name: 'filling: server errors (500) during the mornings',
      figure: `${waves.serverErrors}`,
      baseline: `broadcast ${broadcast.serverErrors}`,
      ratio: null,
      goal: 'none (a 500 is a defect)',
      met: waves.serverErrors + broadcast.serverErrors === 0,
    },
  ];
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const l of await runFillingBench()) console.log(`| ${l.name} | ${l.figure} | ${l.baseline} | ${l.ratio ?? '—'} | ${l.goal} | ${l.met ? 'yes' : '**no**'} |`);
}
