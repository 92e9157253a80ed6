import { municipalityByCode, toStoredMunicipality } from '@vikariat/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { accounts, principalSchools, schools } from '../../db/schema/index.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { readUserProfile, staffProfile } from './profile-read.ts';

/**
 * The spec's shared lookups (spec 02 §7): `POST /api/shared/get/user`, `/api/shared/getschool`, `/api/shared/get/school`.
 * Identity from the token: the body's e-mail names the caller (or, for get/user, a substitute a school may see).
 */

/** get/user {email}: the caller's own profile whatever the role; a substitute's, as a school may see them. */
export async function readSharedUser(deps: AppDeps, user: AuthUser, email: string) {
  if (email !== user.email || user.role === 'user') return readUserProfile(deps, user, email);
  const [row] = await deps.database.db.select().from(accounts).where(eq(accounts.id, user.id));
  if (row === undefined) throw unauthenticated();
  return staffProfile(deps.database.db, row);
}

const schoolColumns = {
  id: schools.id,
  name: schools.name,
  address: schools.address,
  phone: schools.phone,
  municipality: schools.municipality,
  preschool: schools.preschool,
};
type SchoolRow = { id: string; name: string; address: string; phone: string; municipality: string; preschool: boolean };

const schoolAnswer = (s: SchoolRow) => {
  const municipality = municipalityByCode(s.municipality);
  return { ...s, region: municipality === undefined ? null : toStoredMunicipality(municipality) };
};

/** getschool {email}: the caller's school and, for a leader, every school they act for. A substitute has none. */
export async function readOwnSchools(deps: AppDeps, user: AuthUser, email: string) {
  if (email !== user.email) throw forbidden();
  const { db } = deps.database;
  const [me] = await db.select({ schoolId: accounts.schoolId }).from(accounts).where(eq(accounts.id, user.id));
  const more = await db.select({ id: principalSchools.schoolId }).from(principalSchools).where(eq(principalSchools.accountId, user.id));
  const ids = [...new Set([...(me?.schoolId ? [me.schoolId] : []), ...more.map((m) => m.id)])];
  const rows = ids.length === 0 ? [] : await db.select(schoolColumns).from(schools).where(inArray(schools.id, ids));
  const own = rows.find((s) => s.id === me?.schoolId);
  return { school: own === undefined ? null : schoolAnswer(own), moreSchools: rows.filter((s) => more.some((m) => m.id === s.id)).map(schoolAnswer) };
}

/** get/school {email, school}: the region (municipality) of one of the caller's schools. */
export async function readSchoolRegion(deps: AppDeps, user: AuthUser, email: string, schoolId: string) {
  if (email !== user.email || !user.schoolIds.includes(schoolId)) throw forbidden();
  const [row] = await deps.database.db.select(schoolColumns).from(schools).where(eq(schools.id, schoolId));
  if (row === undefined) throw forbidden();
  return { region: schoolAnswer(row).region };
}
