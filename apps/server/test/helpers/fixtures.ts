import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role } from '@vikariat/domain';
import type { AppDeps } from '../../src/context.ts';
import { accounts, principalSchools, schools } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { signAccessToken } from '../../src/auth/tokens.ts';
import { createSession } from '../../src/services/auth/sessions.ts';
import { tokenBodyFor } from '../../src/services/auth/token-body.ts';

export const TEST_PASSWORD = 'Correct-horse-42';
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export async function createSchool(deps: AppDeps, values: Partial<typeof schools.$inferInsert> = {}): Promise<string> {
  const id = values.id ?? randomUUID();
  await deps.database.db.insert(schools).values({
    name: `Skola ${id.slice(0, 4)}`,
    municipality: '091',
    ...values,
    id,
  });
  return id;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface AccountOptions extends Partial<typeof accounts.$inferInsert> {
  role?: Role;
  /** Extra schools of a leader (principal_schools rows). */
  moreSchools?: string[];
}

/** A confirmed, approved account with a signed-in session. */
export async function createAccount(deps: AppDeps, options: AccountOptions = {}): Promise<TestAccount> {
  const { role = 'user', moreSchools = [], rememberedUsers, ...values } = options;
  const id = values.id ?? randomUUID();
  const email = values.email ?? `${role}-${id.slice(0, 8)}@test.example`;
  await deps.database.db.insert(accounts).values({
    firstName: 'Test',
    lastName: role,
    typeOfUser: role,
    roles: [role],
    confirmedAt: deps.now(),
    passwordHash: await testPasswordHash(),
    ...values,
    id,
    email,
  });
  for (const schoolId of moreSchools) await deps.database.db.insert(principalSchools).values({ accountId: id, schoolId });
  // the favourites of a staff member are their schools' preferred lists since migration 0025 (issue 23), in order
  for (const [place, favourite] of (rememberedUsers ?? []).entries()) {
    for (const schoolId of [values.schoolId, ...moreSchools]) {
      if (schoolId == null) continue;
      await deps.database.db.execute(sql`INSERT INTO school_preferred (school_id, account_id, position)
        SELECT ${schoolId}, p.id, ${place + 1} FROM accounts p WHERE p.email = ${favourite} ON CONFLICT DO NOTHING`);
    }
  }
  return { id, email, password: TEST_PASSWORD, token: await tokenFor(deps, id) };
}

/** A fresh session and access token for an account (what a sign-in would give). */
export async function tokenFor(deps: AppDeps, accountId: string): Promise<string> {
  const now = deps.now();
  const sessionId = await createSession(deps.database.db, accountId, now);
  return signAccessToken(await tokenBodyFor(deps.database.db, accountId, sessionId), deps.jwtKey, now);
}
