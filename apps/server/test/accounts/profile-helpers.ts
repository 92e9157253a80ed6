import { eq } from 'drizzle-orm';
import { accounts } from '../../src/db/schema/index.ts';
import { createAccount, createSchool } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The profile route tests' app: the clock at 2026-11-21 12:00 in Finland, and two schools. */
export async function profileTestApp(): Promise<{ t: TestApp; schoolId: string; otherSchoolId: string }> {
  const t = await createTestApp();
  t.clock.set(new Date('2026-11-21T10:00:00Z'));
  const schoolId = await createSchool(t.deps, { name: 'Solbackaskolan' });
  const otherSchoolId = await createSchool(t.deps, { name: 'Norrby skola' });
  return { t, schoolId, otherSchoolId };
}

export type Body = Record<string, unknown>;
export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Body;
export const accountRow = async (t: TestApp, id: string) => (await t.deps.database.db.select().from(accounts).where(eq(accounts.id, id)))[0];

/** An activated substitute with a filled profile. */
export const substituteIn = (t: TestApp) =>
  createAccount(t.deps, {
    phone: '+358401234567',
    profile: {
      birthDate: '19880412',
      age: 38,
      status: 'Lärare',
      otherTxt: '',
      regions: ['091', '049'],
      policeRecord: { isActive: true, expirationDate: '2027-01-01' },
      education: 'PeM',
    },
  });
