import { randomUUID } from 'node:crypto';
import { MUNICIPALITIES } from '@vikariat/domain';
import { eq } from 'drizzle-orm';
import { verifyAccessToken } from '../../src/auth/tokens.ts';
import type { AppDeps } from '../../src/context.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { loadCaller } from '../../src/services/auth/sessions.ts';
import { authenticatePasscode, issuePasscode, verifyStatsToken } from '../../src/services/export/passcodes.ts';
import { applyDirect, createJob } from '../jobs/fixtures.ts';
import { createAccount, createSchool, tokenFor, type TestAccount } from '../helpers/fixtures.ts';
import type { Plausible } from './malformed-inputs.ts';

/** Every kind of caller: nobody, each role, and the holder of a statistics token (an export passcode, no account). */
export const ROLES = ['anonymous', 'user', 'teacher', 'principal', 'ledare', 'admin', 'statistics'] as const;
export type ProbeRole = (typeof ROLES)[number];
type AccountRole = Exclude<ProbeRole, 'anonymous' | 'statistics'>;

/** One account per role around a school and a job with an applicant, in a municipality of its own. */
export interface ProbeWorld {
  accounts: Record<AccountRole, TestAccount>;
  /** a statistics token of a passcode for the world's school */
  statisticsToken: string;
  schoolId: string;
  adminSchoolId: string;
  jobId: string;
}

let made = 0;

/**
 * A fresh world, made again after any accepted change (a logout, a deleted account, a posted job). Each one lives in
 * the next municipality, so a job posted in it notifies only its own substitute, not every earlier world's.
 */
export async function probeWorld(deps: AppDeps): Promise<ProbeWorld> {
  const municipality = MUNICIPALITIES[made++ % MUNICIPALITIES.length]?.code ?? '091';
  const schoolId = await createSchool(deps, { name: `Probeskolan ${made}`, municipality, address: 'Skolvägen 1' });
  const otherSchool = await createSchool(deps, { name: `Andra skolan ${made}`, municipality });
  const adminSchoolId = await createSchool(deps, { name: `Admin ${made}`, municipality, isAdmin: true });
  const [user, teacher, principal, ledare, admin] = await Promise.all([
    createAccount(deps, { role: 'user', profile: { regions: [municipality] } }),
    createAccount(deps, { role: 'teacher', schoolId }),
    createAccount(deps, { role: 'principal', schoolId }),
    createAccount(deps, { role: 'ledare', schoolId, moreSchools: [otherSchool] }),
    createAccount(deps, { role: 'admin', schoolId: adminSchoolId }),
  ]);
  const jobId = await createJob(deps, { schoolId, ownerId: teacher.id, region: [municipality] });
  await applyDirect(deps, jobId, user.id);
  return { accounts: { user, teacher, principal, ledare, admin }, statisticsToken: await statisticsToken(deps, admin, schoolId), schoolId, adminSchoolId, jobId };
}

/** A passcode for the school, as an admin issues it, and the token it signs in to (POST /api/stats/statistics/auth). */
async function statisticsToken(deps: AppDeps, admin: TestAccount, schoolId: string): Promise<string> {
  const caller = await loadCaller(deps.database.db, (await verifyAccessToken(admin.token, deps.jwtKey, deps.now()))?.sid ?? '', admin.id, deps.now());
  if (caller === null) throw new Error('the probe admin is not signed in');
  const { passcode } = await issuePasscode(deps, caller, { label: 'Probe municipality', schools: [schoolId], validDays: 30 }, 'sv');
  return authenticatePasscode(deps, passcode, 'probe-world', 'sv');
}

/** The role's token (none when anonymous) and the values its probes start from. */
export function callerOf(world: ProbeWorld, role: ProbeRole): { token?: string; plausible: Plausible } {
  const schoolId = role === 'admin' ? world.adminSchoolId : world.schoolId;
  if (role === 'anonymous') return { plausible: { email: 'nobody@test.example', accountId: randomUUID(), schoolId, jobId: world.jobId } };
  if (role === 'statistics') return { token: world.statisticsToken, plausible: { email: 'nobody@test.example', accountId: randomUUID(), schoolId, jobId: world.jobId } };
  const account = world.accounts[role];
  return { token: account.token, plausible: { email: account.email, accountId: account.id, schoolId, jobId: world.jobId } };
}

/** The role the token's caller has now, or null when its session or account no longer serves. */
async function roleOf(deps: AppDeps, token: string): Promise<string | null> {
  const claims = await verifyAccessToken(token, deps.jwtKey, deps.now());
  if (claims === null) return null;
  return (await loadCaller(deps.database.db, claims.sid, claims.sub, deps.now()))?.role ?? null;
}

/**
 * After an accepted change: the world as it can go on — a role whose session ended (a logout) gets a new token;
 * null when an account is gone, unusable or has another role now (then a fresh world is made).
 */
export async function keptWorld(deps: AppDeps, world: ProbeWorld): Promise<ProbeWorld | null> {
  const roles = Object.keys(world.accounts) as AccountRole[];
  // a revoked passcode (an admin's accepted DELETE) ends its tokens: a new world
  if ((await verifyStatsToken(deps, world.statisticsToken)) === null) return null;
  const [job, ...now] = await Promise.all([
    deps.database.db.select({ deletedAt: jobs.deletedAt }).from(jobs).where(eq(jobs.id, world.jobId)),
    ...roles.map((role) => roleOf(deps, world.accounts[role].token)),
  ]);
  if (job?.[0] === undefined || job[0].deletedAt !== null) return null;
  const accounts = { ...world.accounts };
  for (const [i, role] of roles.entries()) {
    if (now[i] === role) continue;
    const token = await tokenFor(deps, accounts[role].id).catch(() => null);
    if (token === null || (await roleOf(deps, token)) !== role) return null;
    accounts[role] = { ...accounts[role], token };
  }
  return { ...world, accounts };
}
