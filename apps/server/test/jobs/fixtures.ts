import { randomUUID } from 'node:crypto';
import { jobExpire } from '@vikariat/domain';
import type { AppDeps } from '../../src/context.ts';
import { applications, jobs } from '../../src/db/schema/index.ts';
import { createAccount, createSchool, type TestAccount } from '../helpers/fixtures.ts';
import { testClock } from '../helpers/test-app.ts';

/** Jobs tests run on a fixed clock: Monday 4 March 2030, 08:00 in Helsinki. */
export const JOBS_NOW = new Date('2030-03-04T06:00:00Z');
export const TODAY = '2030-03-04';
export const jobsClock = () => testClock(JOBS_NOW);

export const VALID_POLICE_RECORD = { isActive: true, expirationDate: '2030-12-31' };

export interface JobValues {
  schoolId: string;
  ownerId?: string | null;
  startDate?: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  region?: string[];
  chosenId?: string | null;
  files?: string[];
  reason?: string;
  fromAdminType?: 'Tips' | 'Update' | null;
}

/** A job straight into the database (the routes are tested elsewhere). */
export async function createJob(deps: AppDeps, values: JobValues): Promise<string> {
  const id = randomUUID();
  const schedule = {
    startDate: values.startDate ?? '2030-03-05',
    endDate: values.endDate ?? values.startDate ?? '2030-03-05',
    startTime: values.startTime ?? '08:00',
    endTime: values.endTime ?? '15:30',
  };
  await deps.database.db.insert(jobs).values({
    id,
    schoolId: values.schoolId,
    ownerId: values.ownerId ?? null,
    ...schedule,
    expire: jobExpire(schedule),
    typeOfTemp: 1,
    region: values.region ?? ['091'],
    chosenId: values.chosenId ?? null,
    files: values.files ?? [],
    reason: values.reason ?? '',
    fromAdminType: values.fromAdminType ?? null,
  });
  return id;
}

export async function applyDirect(deps: AppDeps, jobId: string, applicantId: string, createdAt = deps.now()): Promise<void> {
  await deps.database.db.insert(applications).values({ id: randomUUID(), jobId, applicantId, createdAt });
}

export interface World {
  schoolA: string;
  schoolB: string;
  admin: string;
  principalA: TestAccount;
  principalB: TestAccount;
  teacherA: TestAccount;
  teacherA2: TestAccount;
  leader: TestAccount;
  adminUser: TestAccount;
  sub: TestAccount;
}

/** Two schools in Helsinki (091) and Espoo (049), their staff, an admin and one substitute in Helsinki. */
export async function createWorld(deps: AppDeps): Promise<World> {
  const schoolA = await createSchool(deps, { name: 'Solbackaskolan', municipality: '091', phone: '0401234567' });
  const schoolB = await createSchool(deps, { name: 'Esbo skola', municipality: '049', phone: '0407654321' });
  const admin = await createSchool(deps, { name: 'Admin', municipality: '091', isAdmin: true });
  return {
    schoolA,
    schoolB,
    admin,
    principalA: await createAccount(deps, { role: 'principal', schoolId: schoolA, profile: { grade: ['1', '2'] } }),
    principalB: await createAccount(deps, { role: 'principal', schoolId: schoolB }),
    teacherA: await createAccount(deps, { role: 'teacher', schoolId: schoolA, firstName: 'Lars', lastName: 'Lindqvist', profile: { grade: ['5', '4'] } }),
    teacherA2: await createAccount(deps, { role: 'teacher', schoolId: schoolA }),
    leader: await createAccount(deps, { role: 'ledare', schoolId: schoolA, moreSchools: [schoolA, schoolB] }),
    adminUser: await createAccount(deps, { role: 'admin', schoolId: admin }),
    sub: await createSubstitute(deps, ['091']),
  };
}

export function createSubstitute(deps: AppDeps, regions: string[], profile: Record<string, unknown> = {}): Promise<TestAccount> {
  return createAccount(deps, {
    role: 'user',
    phone: '0401112222',
    profile: { regions, status: 'Lärare', birthDate: '19900101', policeRecord: VALID_POLICE_RECORD, ...profile },
  });
}

/** The realtime events published (through NOTIFY) while `work` runs. */
export async function eventsDuring(deps: AppDeps, work: () => Promise<unknown>): Promise<{ topics: string[]; name?: string }[]> {
  const events: { topics: string[]; name?: string }[] = [];
  const stop = deps.realtime.subscribe((e) => events.push({ topics: e.topics, ...(e.name === undefined ? {} : { name: e.name }) }));
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    stop();
  }
  return events;
}
