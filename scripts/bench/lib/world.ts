/** One server + database shared by the sync benchmarks, seeded once: a school, a principal, substitutes, jobs. */
import postgres, { type Sql } from 'postgres';
import { insertAccounts, insertJobs, insertSchool, BENCH_PASSWORD, type BenchAccount } from './seed.ts';
import { createBenchDatabase, login, startBenchServer, type BenchDatabase, type BenchServer } from './server.ts';

export interface SignedIn extends BenchAccount {
  token: string;
}

export interface BenchWorld {
  base: string;
  databaseUrl: string;
  sql: Sql;
  schoolId: string;
  principal: SignedIn;
  substitutes: SignedIn[];
  jobCount: number;
  close(): Promise<void>;
}

async function signInAll(base: string, accounts: BenchAccount[]): Promise<SignedIn[]> {
  const out: SignedIn[] = [];
  // two at a time: argon2 verification is the cost, and the machine has two cores
  for (let i = 0; i < accounts.length; i += 2) {
    const pair = accounts.slice(i, i + 2);
    out.push(...(await Promise.all(pair.map(async (a) => ({ ...a, token: await login(base, a.email, BENCH_PASSWORD) })))));
  }
  return out;
}

export async function createWorld(options: { jobs: number; substitutes: number }): Promise<BenchWorld> {
  let database: BenchDatabase | undefined;
  let server: BenchServer | undefined;
  let sql: Sql | undefined;
  try {
    database = await createBenchDatabase('sync');
    server = await startBenchServer(database.url);
    sql = postgres(database.url, { max: 4, onnotice: () => undefined });
    const schoolId = await insertSchool(sql);
    const [principal] = await insertAccounts(sql, 1, 'principal', schoolId);
    if (principal === undefined) throw new Error('no principal');
    await insertJobs(sql, options.jobs, schoolId, principal.id);
    const subs = await insertAccounts(sql, options.substitutes, 'user', null);
    // a bulk load leaves the planner without statistics until autovacuum gets to it (up to a minute later):
    // a database in service has them, so the benchmarks measure with them
    await sql`ANALYZE`;
    const [signedPrincipal, ...substitutes] = await signInAll(server.base, [principal, ...subs]);
    if (signedPrincipal === undefined) throw new Error('principal did not sign in');
    const s = sql;
    const srv = server;
    const db = database;
    return {
      base: server.base,
      databaseUrl: database.url,
      sql,
      schoolId,
      principal: signedPrincipal,
      substitutes,
      jobCount: options.jobs,
      close: async () => {
        await s.end({ timeout: 5 });
        await srv.close();
        await db.drop();
      },
    };
  } catch (error) {
    await sql?.end({ timeout: 5 });
    await server?.close();
    await database?.drop();
    throw error;
  }
}
