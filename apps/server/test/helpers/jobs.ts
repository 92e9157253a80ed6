import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../src/context.ts';
import type { Executor } from '../../src/db/client.ts';
import { jobs, sessions } from '../../src/db/schema/index.ts';
import { loadCaller } from '../../src/services/auth/sessions.ts';

/** Test support: a job row with sensible defaults (tomorrow 08:00–15:00, in Helsinki). */
export async function insertJob(deps: AppDeps, values: Partial<typeof jobs.$inferInsert> & { schoolId: string }, db: Executor = deps.database.db): Promise<string> {
  const id = values.id ?? randomUUID();
  const tomorrow = new Date(deps.now().getTime() + 86_400_000).toISOString().slice(0, 10);
  await db.insert(jobs).values({
    startDate: tomorrow,
    endDate: tomorrow,
    startTime: '08:00',
    endTime: '15:00',
    expire: new Date(deps.now().getTime() + 2 * 86_400_000),
    typeOfTemp: 1,
    region: ['091'],
    reason: 'Sjukdom',
    ...values,
    id,
  });
  return id;
}

/** Test support: the signed-in caller of an account's session, as a request would load it. */
export async function signedInCaller(deps: AppDeps, accountId: string) {
  const [session] = await deps.database.db.select().from(sessions).where(eq(sessions.accountId, accountId));
  const user = await loadCaller(deps.database.db, session?.id ?? '', accountId, deps.now());
  if (user === null) throw new Error('no caller');
  return user;
}
