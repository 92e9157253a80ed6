import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CODE_MESSAGES, type CreateCodePayload, type Locale, type SchoolCodeItem } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { schoolCodes } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { recordFailure, refuseWhileBlocked, type ThrottleKey } from '../accounts/login-throttle.ts';
import { defaultSchool } from '../settings/caller-access.ts';

const SCHOOL_REQUIRED = { sv: 'Välj en skola', fi: 'Valitse koulu' } as const;

const schoolList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** POST /api/principals/get/codes: the codes of the caller's schools with their used flag, newest first. */
export async function listCodes(deps: AppDeps, user: AuthUser): Promise<SchoolCodeItem[]> {
  if (user.schoolIds.length === 0) return [];
  return queryRows<SchoolCodeItem & Record<string, unknown>>(
    deps.database.db,
    sql`SELECT code, used, school_id::text AS school FROM school_codes
        WHERE school_id IN (${schoolList(user.schoolIds)}) ORDER BY created_at DESC, code`,
  );
}

/**
 * POST /api/principals/codes: the unused codes with the name of each code's school, as two parallel arrays
 * (spec 02 §3 "codes array and names array"; a leader over several schools picks a unit code by name).
 */
export async function codesWithNames(deps: AppDeps, user: AuthUser): Promise<{ codes: string[]; names: string[]; schools: string[] }> {
  if (user.schoolIds.length === 0) return { codes: [], names: [], schools: [] };
  const rows = await queryRows<{ code: string; name: string; school: string }>(
    deps.database.db,
    sql`SELECT c.code, s.name, s.id::text AS school FROM school_codes c JOIN schools s ON s.id = c.school_id
        WHERE c.school_id IN (${schoolList(user.schoolIds)}) AND NOT c.used ORDER BY s.name, c.created_at`,
  );
  return { codes: rows.map((r) => r.code), names: rows.map((r) => r.name), schools: rows.map((r) => r.school) };
}

/**
 * POST /api/principals/create/code: a new unused code; a duplicate (any school's) is refused under `code`. A duplicate
 * tells that another school holds the code, which lets a teacher register there: the creator's duplicates are
 * throttled as wrong codes at registration are (an unthrottled creator found other schools' unused codes by trying).
 */
export async function createCode(deps: AppDeps, user: AuthUser, payload: CreateCodePayload, locale: Locale): Promise<SchoolCodeItem> {
  const schoolId = defaultSchool(user, payload.school);
  if (schoolId === undefined) throw badRequest(SCHOOL_REQUIRED[locale], { school: SCHOOL_REQUIRED[locale] });
  const { db } = deps.database;
  const key: ThrottleKey = `code:creator:${user.id}`;
  const now = deps.now();
  await refuseWhileBlocked(db, [key], now, locale, 'code');
  // the unique index decides between concurrent creators of the same code
  const inserted = await deps.database.db
    .insert(schoolCodes)
    .values({ id: randomUUID(), schoolId, code: payload.code, createdBy: user.id })
    .onConflictDoNothing({ target: schoolCodes.code })
    .returning({ code: schoolCodes.code });
  if (inserted.length === 0) {
    await recordFailure(db, [key], now);
    throw badRequest(CODE_MESSAGES.duplicate[locale], { code: CODE_MESSAGES.duplicate[locale] });
  }
  return { code: payload.code, used: false, school: schoolId };
}
