/**
 * Benchmark data written with SQL straight into the server's database (the server owns the schema; these
 * inserts use only columns of the numbered migrations). Passwords are argon2id hashes computed here, so the
 * accounts sign in through the real POST /api/shared/login.
 */
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import type { Sql } from 'postgres';

export const BENCH_PASSWORD = 'Bench-password-2026';
export const REGION = '905';
let hash: Promise<string> | undefined;
const passwordHash = () => (hash ??= argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }));

export async function insertSchool(sql: Sql, name = 'Bench skola'): Promise<string> {
  const id = randomUUID();
  await sql`INSERT INTO schools (id, name, address, phone, municipality) VALUES (${id}, ${name}, 'Skolvägen 1', '0401234567', ${REGION})`;
  return id;
}

export interface BenchAccount {
  id: string;
  email: string;
}

/** Confirmed, approved accounts: substitutes ('user') in REGION with a valid police record, or school staff. */
export async function insertAccounts(sql: Sql, n: number, role: 'user' | 'principal' | 'teacher', schoolId: string | null): Promise<BenchAccount[]> {
  const password_hash = await passwordHash();
  const rows = Array.from({ length: n }, () => {
    const id = randomUUID();
    return {
      id,
      email: `bench-${role}-${id}@bench.example`,
      password_hash,
      first_name: 'Bench',
      last_name: role,
      type_of_user: role,
      roles: [role],
      school_id: role === 'user' ? null : schoolId,
      confirmed_at: new Date(),
      profile: sql.json(role === 'user' ? { regions: [REGION], policeRecord: { isActive: true, expirationDate: '2099-12-31' } } : { grades: ['1', '2'] }),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await sql`INSERT INTO accounts ${sql(rows.slice(i, i + 500))}`;
  if (role === 'principal' && schoolId !== null) {
    for (const r of rows) await sql`INSERT INTO principal_schools (account_id, school_id) VALUES (${r.id}, ${schoolId})`;
  }
  return rows.map((r) => ({ id: r.id, email: r.email }));
}

/** n open jobs of the school in REGION, far in the future, with realistic field sizes. */
export async function insertJobs(sql: Sql, n: number, schoolId: string, ownerId: string): Promise<void> {
  const base = Date.UTC(2099, 0, 1);
  for (let i = 0; i < n; i += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, n - i) }, (_, k) => {
      const date = new Date(base + ((i + k) % 3650) * 86_400_000).toISOString().slice(0, 10);
      return {
        id: randomUUID(),
        owner_id: ownerId,
        school_id: schoolId,
        start_date: date,
        end_date: date,
        start_time: '08:00',
        end_time: '15:30',
        subjects: ['Matematik', 'Fysik'],
        additional_info: `Vikariat ${i + k}: klass 7B, lektionsplaner finns i lärarrummet.`,
        grades: ['7', '8'],
        expire: new Date(Date.UTC(2100, 0, 1)),
        type_of_temp: 1,
        region: [REGION],
      };
    });
    await sql`INSERT INTO jobs ${sql(rows)}`;
  }
}
