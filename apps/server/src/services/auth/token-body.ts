import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, schools } from '../../db/schema/index.ts';
import type { TokenBody } from '../../auth/tokens.ts';

/** What the client shows about the signed-in account (spec 01 §4), read fresh for every token. */
export async function tokenBodyFor(db: Executor, accountId: string, sessionId: string): Promise<TokenBody> {
  const rows = await db
    .select({
      account: accounts,
      schoolName: schools.name,
      extraSchools: sql<number>`(SELECT count(*)::int FROM principal_schools ps WHERE ps.account_id = ${accounts.id})`,
    })
    .from(accounts)
    .leftJoin(schools, eq(schools.id, accounts.schoolId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  const row = rows[0];
  if (row === undefined) throw new Error(`account ${accountId} vanished`);
  const a = row.account;
  return {
    sub: a.id,
    sid: sessionId,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    typeOfUser: a.typeOfUser,
    roles: a.roles,
    siteLang: a.siteLang,
    identityVerified: a.identityVerified,
    hasEdited: a.hasEdited,
    image: a.image,
    school: a.schoolId !== null && row.schoolName !== null ? { id: a.schoolId, name: row.schoolName } : null,
    moreSchools: row.extraSchools > 1,
  };
}
