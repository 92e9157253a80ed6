import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { municipalityByCode, type SchoolFields, type SchoolUpdate } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import { schools } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/errors.ts';

export interface AdminSchool {
  id: string;
  name: string;
  municipality: string;
  municipalityName: { name_swe: string; namefi: string } | null;
  address: string;
  phone: string;
  licenceUntil: string | null;
  preschool: boolean;
  exportAllowed: boolean;
  isAdmin: boolean;
}

function toAdminSchool(row: typeof schools.$inferSelect): AdminSchool {
  const m = municipalityByCode(row.municipality);
  return {
    id: row.id,
    name: row.name,
    municipality: row.municipality,
    municipalityName: m === undefined ? null : { name_swe: m.name_swe, namefi: m.namefi },
    address: row.address,
    phone: row.phone,
    licenceUntil: row.licenceUntil,
    preschool: row.preschool,
    exportAllowed: row.exportAllowed,
    isAdmin: row.isAdmin,
  };
}

export async function listSchools(deps: AppDeps): Promise<AdminSchool[]> {
  const rows = await deps.database.db.select().from(schools).orderBy(asc(schools.name));
  return rows.map(toAdminSchool);
}

export async function createSchool(deps: AppDeps, fields: SchoolFields): Promise<AdminSchool> {
  const rows = await deps.database.db
    .insert(schools)
    .values({ id: randomUUID(), ...fields, createdAt: deps.now() })
    .returning();
  const row = rows[0];
  if (row === undefined) throw new Error('insert returned nothing');
  return toAdminSchool(row);
}

export async function updateSchool(deps: AppDeps, id: string, fields: SchoolUpdate): Promise<AdminSchool> {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const db = deps.database.db;
  // the school's jobs carry its name, address and phone (decision 017): the edit rewrites every one of them
  const rows =
    Object.keys(changes).length === 0
      ? await db.select().from(schools).where(eq(schools.id, id))
      : await inTransaction(db, (tx) => tx.update(schools).set(changes).where(eq(schools.id, id)).returning());
  const row = rows[0];
  if (row === undefined) throw notFound();
  return toAdminSchool(row);
}

/** The Admin pseudo-school whose jobs are notices; created on first use when a database has none. */
export async function adminSchoolId(deps: AppDeps): Promise<string> {
  const db = deps.database.db;
  const found = await db.select({ id: schools.id }).from(schools).where(eq(schools.isAdmin, true)).limit(1);
  if (found[0] !== undefined) return found[0].id;
  const id = randomUUID();
  await db.insert(schools).values({ id, name: 'Admin', municipality: '091', isAdmin: true });
  return id;
}
