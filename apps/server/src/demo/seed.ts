import { randomUUID } from 'node:crypto';
import { finnishDateOf } from '@vikariat/domain';
import { count, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { accounts, principalSchools, schoolCodes, schools } from '../db/schema/index.ts';
import { queryRows } from '../db/query.ts';
import { inTransaction } from '../db/transaction.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SCHOOL_CODES, DEMO_SCHOOLS } from './demo-data.ts';
import { seedDemoHistory } from './seed-history.ts';
import { seedDemoHours } from './seed-hours.ts';
import { seedDemoJobs } from './seed-jobs.ts';

export interface DemoSummary {
  password: string;
  accounts: { role: string; email: string }[];
  /** the first unused teacher-registration code of each demo school that has one */
  codes: { school: string; code: string }[];
}

/** Seeds the demo world on the first start (an empty accounts table); later starts reuse the data. */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<DemoSummary> {
  const { db } = deps.database;
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) === 0) await seedDemo(deps);
  return {
    password: DEMO_PASSWORD,
    accounts: DEMO_ACCOUNTS.filter((a) => a.pending !== true).map((a) => ({ role: a.role, email: a.email })),
    codes: await queryRows<{ school: string; code: string }>(
      db,
      sql`SELECT DISTINCT ON (s.name) s.name AS school, c.code FROM school_codes c JOIN schools s ON s.id = c.school_id
          WHERE NOT c.used ORDER BY s.name, c.code`,
    ),
  };
}

async function seedDemo(deps: AppDeps): Promise<void> {
  const { db } = deps.database;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = deps.now();
  await inTransaction(db, async (tx) => {
    const schoolIds = new Map<string, string>();
    for (const s of DEMO_SCHOOLS) {
      const id = randomUUID();
      schoolIds.set(s.key, id);
      await tx.insert(schools).values({
        id,
        name: s.name,
        address: s.address,
        phone: s.phone,
        municipality: s.municipality,
        preschool: s.preschool ?? false,
        isAdmin: s.isAdmin ?? false,
        licenceUntil: `${now.getFullYear() + 1}-07-31`,
      });
    }
    const accountIds = new Map<string, string>();
    for (const a of DEMO_ACCOUNTS) {
      const id = randomUUID();
      accountIds.set(a.key, id);
      const expiry = new Date(now.getTime() + (a.policeRecordValid === true ? 120 : -10) * 86_400_000);
      await tx.insert(accounts).values({
        id,
        email: a.email,
        passwordHash,
        firstName: a.firstName,
        lastName: a.lastName,
        phone: a.phone,
        typeOfUser: a.role,
        roles: a.roles,
        siteLang: a.siteLang,
        schoolId: a.school === undefined ? null : (schoolIds.get(a.school) ?? null),
        confirmedAt: now,
        hasEdited: a.hasEdited ?? a.role !== 'user',
        approved: a.pending !== true,
        identityVerified: a.key === 'sub1',
        // what the identification vouched for: a school sees "identity verified" only while the profile matches it
        ...(a.key === 'sub1' && a.birthDate !== undefined
          ? {
              identityVerifiedAt: now,
              verifiedGivenName: a.firstName,
              verifiedFamilyName: a.lastName,
              verifiedBirthDate: `${a.birthDate.slice(0, 4)}-${a.birthDate.slice(4, 6)}-${a.birthDate.slice(6, 8)}`,
            }
          : {}),
        profile:
          a.role === 'user'
            ? {
                birthDate: a.birthDate,
                status: a.status,
                regions: a.regions ?? [],
                nativeLanguage: a.siteLang === 2 ? 'Svenska' : 'Finska',
                languages: [{ name: 'Engelska', name_fi: 'Englanti' }],
                policeRecord: { isActive: a.policeRecordValid === true, expirationDate: finnishDateOf(expiry) },
                ...a.profile,
              }
            : { grade: ['1', '2', '3'], ...a.profile },
      });
      for (const key of a.moreSchools ?? []) {
        const schoolId = schoolIds.get(key);
        if (schoolId !== undefined) await tx.insert(principalSchools).values({ accountId: id, schoolId });
      }
    }
    for (const { school, codes } of DEMO_SCHOOL_CODES) {
      const schoolId = schoolIds.get(school);
      if (schoolId !== undefined) await tx.insert(schoolCodes).values(codes.map((code) => ({ id: randomUUID(), schoolId, code })));
    }
    await seedDemoJobs(tx, { schoolIds, accountIds, now });
    await seedDemoHistory(tx, { schoolIds, accountIds, now });
    await seedDemoHours(tx, { schoolIds, accountIds, now });
  });
}
