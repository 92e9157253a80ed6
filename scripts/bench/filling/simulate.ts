/**
 * One simulated morning on one server: absences are reported as SOS jobs by their principals, the offer-wave task runs
 * every simulated 30 s, every substitute reacts to the offers the server recorded for them (accept an instant job,
 * apply to a normal one, or decline through the outbox), and principals choose their first free applicant.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Sql } from 'postgres';
import { push } from '../lib/sync-client.ts';
import { logNormal, prng } from './fill-stats.ts';
import { signToken, type SimServer, type TokenSubject } from './sim-server.ts';
import type { FillingScale, FillingWorld, Substitute } from './world.ts';

/** Monday 11 January 2027, Finnish winter time (UTC+2). */
const DAY = '2027-01-11';
export const localMs = (hhmm: string) => Date.parse(`${DAY}T${hhmm}:00+02:00`);
const STEP_MS = 30_000;
const MINUTE = 60_000;

/** The behaviour assumptions (docs/benchmarks.md): who answers an offer, how fast, and who declines. */
export const BEHAVIOUR = {
  instantShare: 0.4,
  starts: ['08:00', '08:00', '08:15', '08:30'],
  answerShare: { yes: 0.85, unknown: 0.5, no: 0 },
  declineShare: { yes: 0.1, unknown: 0.35, no: 1 },
  responseMedianMin: 3,
  responseSigma: 0.9,
  principalLookMin: [1, 4],
} as const;

export interface Absence {
  index: number;
  reportedAt: number;
  school: number;
  start: string;
  instant: boolean;
  principalLookMs: number;
}

export interface JobOutcome extends Absence {
  id: string;
  startMs: number;
  filledAt: number | null;
  applicants: Substitute[];
  firstApplicationAt: number | null;
}

export interface RunResult {
  jobs: JobOutcome[];
  offers: number;
  /** push and e-mail deliveries the server recorded for the offers */
  deliveries: number;
  /** offers by wave (1 preferred, 2 worked before, 3 everyone eligible) */
  byWave: number[];
  offersBySubstitute: Map<string, number>;
  accepts: { won: number; taken: number };
}

export function drawAbsences(scale: FillingScale, seed: number): Absence[] {
  const random = prng(seed + 1);
  const from = localMs('06:30');
  const [lookMin, lookMax] = BEHAVIOUR.principalLookMin;
  return Array.from({ length: scale.absences }, (_, index) => ({
    index,
    reportedAt: from + Math.floor((random() * 75 * MINUTE) / STEP_MS) * STEP_MS,
    school: Math.floor(random() * scale.schools),
    start: BEHAVIOUR.starts[Math.floor(random() * BEHAVIOUR.starts.length)] ?? '08:00',
    instant: random() < BEHAVIOUR.instantShare,
    principalLookMs: (lookMin + random() * (lookMax - lookMin)) * MINUTE,
  })).sort((a, b) => a.reportedAt - b.reportedAt);
}

/** A person's answer to one offer: the same in both runs (drawn from the job's and the person's index, not the order). */
function reaction(seed: number, job: number, sub: Substitute, offeredAt: number): { at: number; decline: boolean } | null {
  const random = prng((seed * 2_654_435_761) ^ (job * 7_919 + sub.index * 104_729));
  if (random() >= BEHAVIOUR.answerShare[sub.availability]) return null;
  const minutes = Math.min(60, logNormal(random, BEHAVIOUR.responseMedianMin, BEHAVIOUR.responseSigma));
  return { at: offeredAt + minutes * MINUTE, decline: random() < BEHAVIOUR.declineShare[sub.availability] };
}

/** Server errors met on the way: a defect each, counted and printed rather than ending the morning. */
export const serverErrors: string[] = [];

async function call(base: string, url: string, token: string, body: unknown): Promise<number> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 500) serverErrors.push(`${url} ${JSON.stringify(body)}: ${res.status} ${text.slice(0, 200)}`);
  return res.status;
}

/** Runs the tasks 8 at a time (a phone each, but the machine has two cores). */
async function inBatches(tasks: Array<() => Promise<void>>): Promise<void> {
  for (let i = 0; i < tasks.length; i += 8) await Promise.all(tasks.slice(i, i + 8).map((t) => t()));
}

export async function simulateMorning(server: SimServer, sql: Sql, world: FillingWorld, absences: Absence[], seed: number): Promise<RunResult> {
  const byId = new Map(world.substitutes.map((s) => [s.id, s]));
  const jobs: JobOutcome[] = [];
  const jobById = new Map<string, JobOutcome>();
  const booked = new Set<string>();
  const pending: Array<{ at: number; job: JobOutcome; sub: Substitute; decline: boolean }> = [];
  const accepts = { won: 0, taken: 0 };
  const seen = new Set<string>();
  let seenFrom = new Date(0);
  let now = localMs('06:30');
  const token = (subject: TokenSubject) => signToken(subject, now);
  const lastStart = Math.max(...BEHAVIOUR.starts.map(localMs));

  for (; now <= lastStart; now += STEP_MS) {
    await server.setClock(now);
    for (const a of absences.filter((x) => x.reportedAt === now)) {
      const school = world.schools[a.school];
      if (school === undefined) continue;
      const res = await fetch(`${server.base}/api/principals/sos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(school.principal)}` },
        body: JSON.stringify({ start: a.start, end: '14:00', instant: a.instant, info: 'Sjukfrånvaro / Sairauspoissaolo' }),
      });
      if (!res.ok) throw new Error(`sos: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      const job: JobOutcome = { ...a, id, startMs: localMs(a.start), filledAt: null, applicants: [], firstApplicationAt: null };
      jobs.push(job);
      jobById.set(id, job);
    }
    await server.runWaveTask();
    // what each substitute was actually offered (the server's record), in the order it was offered
    const recent = await sql<{ job_id: string; account_id: string; offered_at: Date }[]>`
      SELECT job_id, account_id, offered_at FROM offers WHERE offered_at >= ${seenFrom} ORDER BY offered_at, account_id`;
    for (const o of recent) {
      const key = `${o.job_id}:${o.account_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (o.offered_at > seenFrom) seenFrom = o.offered_at;
      const job = jobById.get(o.job_id);
      const sub = byId.get(o.account_id);
      if (job === undefined || sub === undefined) continue;
      const r = reaction(seed, job.index, sub, o.offered_at.getTime());
      if (r !== null) pending.push({ ...r, job, sub });
    }
    // due answers; a job filled before this step is shown as taken on the phone, so nobody answers it any more
    const filledBefore = new Set(jobs.filter((j) => j.filledAt !== null).map((j) => j.id));
    const due = pending.filter((p) => p.at <= now).sort((a, b) => a.at - b.at);
    pending.splice(0, pending.length, ...pending.filter((p) => p.at > now));
    const tasks = due
      .filter((p) => !filledBefore.has(p.job.id) && !booked.has(p.sub.id) && now < p.job.startMs)
      .map((p) => async () => {
        const t = await token(p.sub);
        if (p.decline) {
          const action = { id: uuidv7(), ownerId: p.sub.id, deviceId: `bench-fill-${p.sub.index}`, type: 'declineOffer', payload: { jobId: p.job.id } };
          const row = {
            ...action,
            createdAt: new Date(now).toISOString(),
            status: 'pending',
            code: null,
            message: null,
            data: null,
            result: null,
            appliedAt: null,
            _deleted: false,
          };
          await push(server.base, t, action.deviceId, [{ newDocumentState: row }]);
        } else if (p.job.instant) {
          const status = await call(server.base, '/api/users/job/accept', t, { id: p.job.id });
          if (status === 200) {
            accepts.won += 1;
            p.job.filledAt = now;
            booked.add(p.sub.id);
          } else accepts.taken += 1;
        } else if ((await call(server.base, '/api/users/add/applicant', t, { uniqueId: p.job.id, email: p.sub.email })) === 200) {
          p.job.applicants.push(p.sub);
          p.job.firstApplicationAt ??= now;
        }
      });
    await inBatches(tasks);
    // principals look at their applicants a few minutes after the first one, and choose the first still free
    for (const job of jobs) {
      if (job.instant || job.filledAt !== null || job.firstApplicationAt === null || now < job.firstApplicationAt + job.principalLookMs) continue;
      const principal = world.schools[job.school]?.principal;
      if (principal === undefined) continue;
      for (const sub of job.applicants.filter((s) => !booked.has(s.id))) {
        const status = await call(server.base, '/api/teachers/addchosen', await token(principal), { email: sub.email, id: job.id });
        if (status === 200) {
          job.filledAt = now;
          booked.add(sub.id);
        }
        // a server error: the principal tries again at the next step (not every applicant in a row)
        if (status === 200 || status >= 500) break;
      }
    }
    if (jobs.length === absences.length && jobs.every((j) => j.filledAt !== null)) break;
  }
  const ids = jobs.map((j) => j.id);
  const [chosen] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM jobs WHERE id = ANY(${ids}) AND chosen_id IS NOT NULL`;
  if (chosen?.n !== jobs.filter((j) => j.filledAt !== null).length)
    throw new Error(`the server booked ${chosen?.n} jobs, the simulation saw ${jobs.filter((j) => j.filledAt !== null).length}`);
  const perSub = await sql<{ account_id: string; n: number }[]>`SELECT account_id, count(*)::int AS n FROM offers WHERE job_id = ANY(${ids}) GROUP BY account_id`;
  const [deliveries] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM notification_deliveries WHERE job_id = ANY(${ids}) AND event IN ('sos_job', 'new_job')`;
  const waves = await sql<{ wave: number; n: number }[]>`SELECT wave, count(*)::int AS n FROM offers WHERE job_id = ANY(${ids}) GROUP BY wave`;
  return {
    jobs,
    offers: perSub.reduce((s, r) => s + r.n, 0),
    deliveries: deliveries?.n ?? 0,
    byWave: [1, 2, 3].map((w) => waves.find((r) => r.wave === w)?.n ?? 0),
    offersBySubstitute: new Map(perSub.map((r) => [r.account_id, r.n])),
    accepts,
  };
}
