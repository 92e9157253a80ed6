import {
  accessFor,
  decideAccess,
  identityShownVerified,
  todayInFinland,
  ageFromBirthDate,
  municipalityByCode,
  policeRecordIsActive,
  profileForSchool,
  statusField,
  toStoredMunicipality,
  type StoredMunicipality,
  type VerifiedIdentity,
} from '@vikariat/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { accounts, principalSchools, schools } from '../../db/schema/index.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { schoolTiesOf } from '../jobs/school-people-lists.ts';
import { personAccessOf } from './person-access.ts';
import { documentsOf } from './profile-documents.ts';
import { latestExtractSeen } from '../feedback/criminal-record-check.ts';

type AccountRow = typeof accounts.$inferSelect;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);
const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Stored regions are codes (older rows may hold objects): answered with the catalogue's names. */
function regionsOf(value: unknown): StoredMunicipality[] {
  return list(value).flatMap((r) => {
    const code = typeof r === 'string' ? r : str(obj(r)['code']);
    const m = municipalityByCode(code);
    return m === undefined ? [] : [toStoredMunicipality(m)];
  });
}

function policeRecordOf(value: unknown, today: string): { isActive: boolean; expirationDate: string } | null {
  const expirationDate = str(obj(value)['expirationDate']);
  if (expirationDate === '') return null;
  return { isActive: policeRecordIsActive(expirationDate, today), expirationDate };
}

// schools see "identity verified on D" (issue 25): the day in Finland, never the verified name or birth date
const verifiedOn = (a: AccountRow): string | null => (a.identityVerifiedAt === null ? null : todayInFinland(a.identityVerifiedAt));

const common = (a: AccountRow) => ({
  id: a.id,
  email: a.email,
  firstName: a.firstName,
  lastName: a.lastName,
  phone: a.phone,
  address: a.address,
  image: a.image,
  typeOfUser: a.typeOfUser,
  siteLang: a.siteLang,
  identityVerified: a.identityVerified,
  identityVerifiedOn: a.identityVerified ? verifiedOn(a) : null,
  hasEdited: a.hasEdited,
  nativeLanguage: str(a.profile['nativeLanguage']),
  languages: list(a.profile['languages']),
});

const verifiedIdentityOf = (a: AccountRow): VerifiedIdentity | null =>
  a.verifiedGivenName === null || a.verifiedFamilyName === null
    ? null
    : { givenName: a.verifiedGivenName, familyName: a.verifiedFamilyName, birthDate: a.verifiedBirthDate };

/**
 * "Identity verified" as a school sees it (domain `identityShownVerified`): only while the profile still matches what
 * the identification vouched for. The owner sees the stored fact, beside their profile's mismatch warning.
 */
function identityAsSchoolsSee(a: AccountRow) {
  const birthDate = a.profile['birthDate'];
  const profile = { firstName: a.firstName, lastName: a.lastName, birthDate: typeof birthDate === 'string' ? birthDate : undefined };
  const identityVerified = identityShownVerified({ identityVerified: a.identityVerified, profile, verified: verifiedIdentityOf(a) });
  return { identityVerified, identityVerifiedOn: identityVerified ? verifiedOn(a) : null };
}

/** A substitute's profile as its owner sees it (spec 01 §3 "Substitute profile"). */
export function substituteProfile(a: AccountRow, today: string) {
  const p = a.profile;
  const status = statusField.safeParse(p['status'] ?? '');
  const occu = obj(p['occuGroup']);
  return {
    ...common(a),
    birthDate: str(p['birthDate']),
    // from the birth date, as the schools' lists count it (ageSql); the spec's stored `age` only where there is none
    age: ageFromBirthDate(p['birthDate'], today) ?? (typeof p['age'] === 'number' ? p['age'] : null),
    status: status.success ? status.data : '',
    otherTxt: str(p['otherTxt']),
    regions: regionsOf(p['regions']),
    qualifications: list(p['qualifications']),
    comingqualifications: list(p['comingqualifications']),
    occuGroup: {
      school: str(occu['school']),
      studies: str(occu['studies']),
      points: str(occu['points']),
      studyFocus: str(occu['studyFocus']),
      studyYear: str(occu['studyYear']),
    },
    education: str(p['education']),
    examinationYear: str(p['examinationYear']),
    mainsubject: str(p['mainsubject']),
    secondsubject: str(p['secondsubject']),
    extrasubjects: list(p['extrasubjects']).filter((s): s is string => typeof s === 'string'),
    experience: list(p['experience']),
    policeRecord: policeRecordOf(p['policeRecord'], today),
  };
}

async function schoolsOf(db: Executor, a: AccountRow) {
  const own = a.schoolId === null ? [] : await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, a.schoolId));
  const more = await db
    .select({ id: schools.id, name: schools.name })
    .from(principalSchools)
    .innerJoin(schools, eq(schools.id, principalSchools.schoolId))
    .where(eq(principalSchools.accountId, a.id));
  return { school: own[0] ?? null, moreSchools: more };
}

/** A teacher's (or principal's) own profile (spec 01 §3 "Teacher / principal profile"). */
export async function staffProfile(db: Executor, a: AccountRow) {
  const p = a.profile;
  const { school, moreSchools } = await schoolsOf(db, a);
  return {
    ...common(a),
    school: school?.name ?? '',
    schoolId: school?.id ?? null,
    grade: list(p['grade']),
    age: typeof p['age'] === 'number' ? p['age'] : null,
    teacherType: str(p['teacherType']),
    teacherOther: str(p['teacherOther']),
    defaultDescription: a.defaultDescription,
    sendEmail: a.sendEmail,
    moreSchools,
  };
}

export async function loadAccountByEmail(db: Executor, email: string): Promise<AccountRow | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return rows[0];
}

async function loadSelf(db: Executor, user: AuthUser): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, user.id));
  if (row === undefined) throw unauthenticated();
  return row;
}

/**
 * POST /api/users/get/user: the caller's own substitute profile, or (a principal or teacher) a substitute's profile
 * with what the school may see of them (domain `personAccess`: only while they applied there, are on its favourites
 * or are booked; contact details once booked). Anything else is 403, whether or not the e-mail exists.
 */
export async function readUserProfile(deps: AppDeps, user: AuthUser, email: string) {
  const { db } = deps.database;
  const today = todayInFinland(deps.now());
  const actor = { id: user.id, role: user.role, schoolIds: user.schoolIds };
  const rule = accessFor('POST /api/users/get/user');
  if (email === user.email) {
    if (decideAccess(rule, actor, { userId: user.id, userRole: user.role }) !== 'allow') throw forbidden();
    const self = await loadSelf(db, user);
    // the notification settings are the owner's own (settings screen); a school never sees them
    return {
      ...substituteProfile(self, today),
      documents: await documentsOf(db, self.id),
      sendEmail: self.sendEmail,
      askFreeTomorrow: self.askFreeTomorrow,
    };
  }
  if (decideAccess(rule, actor, { userRole: 'user', userId: 'someone' }) !== 'allow') throw forbidden();
  const target = await loadAccountByEmail(db, email);
  if (target === undefined || decideAccess(rule, actor, { userId: target.id, userRole: target.typeOfUser }) !== 'allow') {
    throw forbidden();
  }
  const access = await personAccessOf(db, user.schoolIds, target.id);
  if (access === 'none') throw forbidden();
  // the person's late cancellations, at any school (issue 24: on the substitute's record for the school, as on its
  // applicant lists; the consent says repeated ones can close the account)
  const [late] = await queryRows<{ n: number }>(db, sql`SELECT late_cancellations AS n FROM accounts WHERE id = ${target.id}`);
  // the person at each of the reader's schools: on its preferred or blocked list, worked there before (issue 23)
  const ties = await schoolTiesOf(deps, user, target.id);
  return {
    ...profileForSchool({ ...substituteProfile(target, today), ...identityAsSchoolsSee(target), documents: await documentsOf(db, target.id) }, access),
    lateCancellations: Number(late?.n ?? 0),
    // a school's recorded view of the criminal-record extract, shown to every school that may see the person (decision 031)
    extractSeen: await latestExtractSeen(db, target.id, today),
    schools: ties,
    remembered: ties.some((tie) => tie.list === 'preferred'),
  };
}

/** POST /api/teachers/get/teacher and /api/principals/get/principal: the caller's own profile only. */
export async function readStaffProfile(deps: AppDeps, user: AuthUser, email: string, route: 'POST /api/teachers/get/teacher' | 'POST /api/principals/get/principal') {
  const actor = { id: user.id, role: user.role, schoolIds: user.schoolIds };
  const userId = email === user.email ? user.id : 'someone-else';
  if (decideAccess(accessFor(route), actor, { userId }) !== 'allow') throw forbidden();
  const row = await loadSelf(deps.database.db, user);
  const profile = await staffProfile(deps.database.db, row);
  if (route === 'POST /api/teachers/get/teacher') return profile;
  const d = obj(row.defaults);
  return {
    ...profile,
    defaults: { start: str(d['start']), end: str(d['end']), info: str(d['info']), subjects: list(d['subjects']) },
  };
}
