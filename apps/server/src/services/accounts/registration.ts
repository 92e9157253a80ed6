import { inTransaction } from '../../db/transaction.ts';
import { randomUUID } from 'node:crypto';
import {
  accountMsg,
  normalisePhone,
  siteLangOfLocale,
  type Locale,
  type RegisterPrincipalPayload,
  type RegisterTeacherPayload,
  type RegisterUserPayload,
} from '@vikariat/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { accounts, schoolCodes, schools } from '../../db/schema/index.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest } from '../../http/errors.ts';
import { recordFailure, refuseWhileBlocked, type ThrottleKey } from './login-throttle.ts';
import { CONFIRM_TOKEN_TTL_MS } from './one-time-tokens.ts';
import { prepareConfirmation } from './account-mail.ts';
import { reapplyBlocksOfErased } from './erased-blocks.ts';

const emailTaken = (locale: Locale) => {
  const message = accountMsg('emailTaken', locale);
  return badRequest(message, { email: message }, 'email_taken');
};
const codeNotFound = (locale: Locale) => {
  const message = accountMsg('codeNotFound', locale);
  return badRequest(message, { codenotfound: message }, 'code_not_found');
};

/** A unique-violation from either driver (drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function assertEmailFree(db: Executor, email: string, locale: Locale): Promise<void> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  if (rows.length > 0) throw emailTaken(locale);
}

/** The lock deadline column is not in the core drizzle table (migration 0002 adds it). */
async function setConfirmDeadline(tx: Tx, accountId: string, deadline: Date): Promise<void> {
  await tx.execute(sql`UPDATE accounts SET confirm_deadline = ${deadline.toISOString()}::timestamptz WHERE id = ${accountId}`);
}

type NewAccount = typeof accounts.$inferInsert;

/**
 * Inserts an unconfirmed account, issues its confirmation link and sends the mail after commit. `extra`
 * runs in the same transaction (a teacher's code, a principal's school).
 */
async function createUnconfirmed(
  deps: AppDeps,
  values: Omit<NewAccount, 'id' | 'passwordHash'> & { password: string },
  locale: Locale,
  extra?: (tx: Executor, accountId: string) => Promise<void>,
): Promise<string> {
  const { db } = deps.database;
  await assertEmailFree(db, values.email, locale);
  const { password, ...rest } = values;
  const passwordHash = await hashPassword(password);
  const id = randomUUID();
  const now = deps.now();
  let send: () => Promise<void>;
  try {
    send = await inTransaction(db, async (tx) => {
      await tx.insert(accounts).values({ ...rest, id, passwordHash, createdAt: now, confirmedAt: null });
      await setConfirmDeadline(tx, id, new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS));
      if (extra !== undefined) await extra(tx, id);
      return prepareConfirmation(deps, tx, { id, email: values.email, firstName: values.firstName, siteLang: rest.siteLang ?? 2 });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(locale);
    throw error;
  }
  await send();
  return id;
}

/** What every registration stores of the person: their sign-in, name, phone, role and the language they used. */
function newPerson(
  payload: { email: string; password: string; firstName: string; lastName: string; phone: string; sitelang?: 1 | 2 | undefined },
  role: 'user' | 'teacher' | 'principal',
  locale: Locale,
) {
  return {
    email: payload.email,
    password: payload.password,
    firstName: payload.firstName,
    lastName: payload.lastName,
    phone: normalisePhone(payload.phone) ?? payload.phone,
    typeOfUser: role,
    roles: [role],
    // the form's language choice when it sends one, else the language the caller uses (the _lang cookie)
    siteLang: payload.sitelang ?? siteLangOfLocale(locale),
  };
}

/** POST /api/users/register-user: a substitute. */
export async function registerUser(deps: AppDeps, payload: RegisterUserPayload, locale: Locale): Promise<string> {
  return createUnconfirmed(
    deps,
    {
      ...newPerson(payload, 'user', locale),
      profile: {
        birthDate: payload.birthDate,
        age: payload.age,
        nativeLanguage: payload.language,
        status: payload.status,
        otherTxt: payload.otherTxt,
        regions: payload.regions,
        qualifications: payload.qualifications,
        languages: payload.languages,
        comingqualifications: payload.comingqualifications,
        mainsubject: payload.mainsubject,
        education: payload.education,
        examinationYear: payload.examYear,
        occuGroup: { studyYear: payload.studyYear },
      },
    },
    locale,
    // a school's block of an erased account with this e-mail is this account's again (decision 048)
    (tx, accountId) => reapplyBlocksOfErased(deps, tx, accountId, payload.email),
  );
}

/** POST /api/teachers/securitycode: the school an unused code belongs to. */
async function lookupSchoolCode(deps: AppDeps, code: string, locale: Locale): Promise<{ id: string; name: string }> {
  const rows = await deps.database.db
    .select({ id: schools.id, name: schools.name })
    .from(schoolCodes)
    .innerJoin(schools, eq(schools.id, schoolCodes.schoolId))
    .where(and(eq(schoolCodes.code, code), eq(schoolCodes.used, false)))
    .limit(1);
  const school = rows[0];
  if (school === undefined) throw codeNotFound(locale);
  return school;
}

/**
 * POST /api/teachers/register. The code is spent by one conditional update inside the account's
 * transaction: of any number of concurrent registrations with one code, exactly one finds it unused.
 */
export async function registerTeacher(deps: AppDeps, payload: RegisterTeacherPayload & { code: string }, locale: Locale): Promise<string> {
  const school = await lookupSchoolCode(deps, payload.code, locale);
  return createUnconfirmed(
    deps,
    {
      ...newPerson(payload, 'teacher', locale),
      schoolId: school.id,
      profile: { grade: [], languages: [] },
    },
    locale,
    async (tx, accountId) => {
      const spent = await tx
        .update(schoolCodes)
        .set({ used: true, usedBy: accountId })
        .where(and(eq(schoolCodes.code, payload.code), eq(schoolCodes.used, false)))
        .returning({ schoolId: schoolCodes.schoolId });
      if (spent.length !== 1 || spent[0]?.schoolId !== school.id) throw codeNotFound(locale);
    },
  );
}

/**
 * The spec's principal registration names the school but not where it is: an existing school of that name (any
 * case) tells, when all schools of that name are in one municipality.
 */
async function municipalityOfSchoolNamed(db: Executor, name: string): Promise<string | null> {
  const rows = await db
    .selectDistinct({ municipality: schools.municipality })
    .from(schools)
    .where(sql`lower(btrim(${schools.name})) = lower(btrim(${name}))`);
  return rows.length === 1 ? (rows[0]?.municipality ?? null) : null;
}

/**
 * POST /api/principals/register: the principal and their school, not approved: schools hold a licence, so
 * an admin approves the principal (approvePrincipal) before they can sign in.
 */
export async function registerPrincipal(deps: AppDeps, payload: RegisterPrincipalPayload, locale: Locale): Promise<string> {
  const municipality = payload.municipality ?? (await municipalityOfSchoolNamed(deps.database.db, payload.school));
  if (municipality === null) {
    const message = accountMsg('municipalityRequired', locale);
    throw badRequest(message, { municipality: message });
  }
  const schoolId = randomUUID();
  return createUnconfirmed(
    deps,
    {
      ...newPerson(payload, 'principal', locale),
      approved: false,
      profile: { grade: [], languages: [] },
    },
    locale,
    async (tx, accountId) => {
      await tx.insert(schools).values({ id: schoolId, name: payload.school, municipality });
      await tx.update(accounts).set({ schoolId }).where(eq(accounts.id, accountId));
    },
  );
}

/**
 * School codes are short words a principal chose, so guessing is throttled per client address like
 * sign-in: failed lookups (unknown or used codes) count, 10 a quarter-hour.
 */
export async function lookupSchoolCodeThrottled(deps: AppDeps, code: string, locale: Locale, address: string): Promise<{ id: string; name: string }> {
  const { db } = deps.database;
  const key: ThrottleKey = `code:${address}`;
  const now = deps.now();
  await refuseWhileBlocked(db, [key], now, locale, 'code');
  try {
    return await lookupSchoolCode(deps, code, locale);
  } catch (error) {
    await recordFailure(db, [key], now);
    throw error;
  }
}
