import { inTransaction } from '../../db/transaction.ts';
import {
  accountMsg,
  checkBasicBirthDate,
  normalisePhone,
  policeRecordIsActive,
  todayInFinland,
  type AdditionalProfilePayload,
  type BasicProfilePayload,
  type Locale,
  type Role,
  type SaveProfilePayload,
} from '@vikariat/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { AppError, badRequest, unauthenticated } from '../../http/errors.ts';
import { localise } from '../../http/validate.ts';
import { tokenBodyFor } from '../auth/token-body.ts';

type Profile = Record<string, unknown>;
type AccountUpdate = Partial<typeof accounts.$inferInsert>;

type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> };
/** Only the fields the payload carries: a field left out stays as it is. */
const defined = <T extends Record<string, unknown>>(o: T): Defined<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Defined<T>;

function basicChanges(p: BasicProfilePayload, role: Role, today: string, locale: Locale): { account: AccountUpdate; profile: Profile } {
  const account: AccountUpdate = defined({
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone === undefined ? undefined : (normalisePhone(p.phone) ?? p.phone),
    address: p.address,
    siteLang: p.sitelang,
  });
  const profile: Profile = defined({
    nativeLanguage: p.nativeLanguage,
    languages: p.languages,
    regions: p.regions,
  });
  if (role === 'user') {
    // the birth-date rules apply to a substitute's basic save only (spec 01 §5)
    const birth = checkBasicBirthDate(p.birthDate, today);
    if ('message' in birth) {
      const message = localise(birth.message, locale);
      throw badRequest(message, { birthDate: message });
    }
    Object.assign(profile, { birthDate: p.birthDate?.trim(), age: birth.age });
    if (p.status !== undefined) Object.assign(profile, { status: p.status, otherTxt: p.status === 'other' ? (p.otherTxt ?? '') : '' });
  } else if (p.age !== undefined) {
    profile['age'] = p.age;
  }
  return { account, profile };
}

function additionalChanges(p: AdditionalProfilePayload, current: Profile, today: string): Profile {
  const occu = typeof current['occuGroup'] === 'object' && current['occuGroup'] !== null ? (current['occuGroup'] as Profile) : {};
  const occuGroup = { ...occu, ...defined({ school: p.school, studies: p.studies, points: p.points, studyFocus: p.studyFocus, studyYear: p.studyYear }) };
  const profile: Profile = defined({
    education: p.education,
    examinationYear: p.examYear,
    mainsubject: p.mainsubject,
    secondsubject: p.secondsubject,
    extrasubjects: p.extrasubjects === undefined ? undefined : [...new Set(p.extrasubjects.map((s) => s.trim()).filter(Boolean))],
    qualifications: p.qualifications,
    comingqualifications: p.comingqualifications,
    experience: p.refs,
    grade: p.grade,
    teacherType: p.teacherType,
    teacherOther: p.teacherOther,
  });
  profile['occuGroup'] = occuGroup;
  if (p.policeRecord === null) profile['policeRecord'] = null;
  else if (p.policeRecord !== undefined) {
    const { expirationDate } = p.policeRecord;
    profile['policeRecord'] = { expirationDate, isActive: policeRecordIsActive(expirationDate, today) };
  }
  return profile;
}

/**
 * POST /api/shared/saveprofile: saves one block of the caller's own profile, marks the profile edited (the
 * replication trigger renumbers the account, so the profile syncs) and answers a new token.
 */
export async function saveProfile(deps: AppDeps, user: AuthUser, payload: SaveProfilePayload, locale: Locale): Promise<string> {
  const { db } = deps.database;
  const today = todayInFinland(deps.now());
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, user.id)).for('no key update');
    if (row === undefined) throw unauthenticated();
    // the spec's flat body may carry both blocks; the web app's carries one (its `section`)
    const basic = payload.basic === null ? { account: {}, profile: {} } : basicChanges(payload.basic, row.typeOfUser, today, locale);
    const additional = payload.additional === null ? {} : additionalChanges(payload.additional, row.profile, today);
    await tx
      .update(accounts)
      .set({ ...basic.account, profile: { ...row.profile, ...basic.profile, ...additional }, hasEdited: true })
      .where(eq(accounts.id, user.id));
  });
  return signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
}

/** POST /api/users/edited/profile. */
export async function hasEditedProfile(deps: AppDeps, user: AuthUser): Promise<boolean> {
  const [row] = await deps.database.db.select({ hasEdited: accounts.hasEdited }).from(accounts).where(eq(accounts.id, user.id));
  return row?.hasEdited ?? false;
}

/**
 * POST /api/shared/change/type: switches between roles the account really holds (accounts.roles, set by
 * registration and by principals/admins); a substitute holds only 'user' and so can never switch.
 */
export async function changeType(deps: AppDeps, user: AuthUser, type: Role, locale: Locale): Promise<string> {
  const { db } = deps.database;
  const [row] = await db.select({ roles: accounts.roles }).from(accounts).where(eq(accounts.id, user.id));
  if (row === undefined) throw unauthenticated();
  if (!row.roles.includes(type)) {
    const message = accountMsg('roleNotHeld', locale);
    throw new AppError(403, 'role_not_held', message, { type: message });
  }
  await inTransaction(db, (tx) => tx.update(accounts).set({ typeOfUser: type }).where(eq(accounts.id, user.id)));
  return signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
}
